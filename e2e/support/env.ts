// Where the running e2e stack is. Global setup publishes it as environment variables, which
// Playwright's worker processes inherit.
export const BASE_URL_VAR = 'MEDGRID_E2E_BASE_URL';
export const MAIL_API_VAR = 'MEDGRID_E2E_MAIL_API';
/** The server's DATA_DIR (its SQLite database), for the tools an operator would use on it. */
export const DATA_DIR_VAR = 'MEDGRID_E2E_DATA_DIR';

export function e2eEnv(
  name: typeof BASE_URL_VAR | typeof MAIL_API_VAR | typeof DATA_DIR_VAR,
): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run the e2e tests through playwright.config.ts (npm run test:e2e)`,
    );
  return value;
}
