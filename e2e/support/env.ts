// Where the running e2e stack is. Global setup publishes it as environment variables, which
// Playwright's worker processes inherit.
export const BASE_URL_VAR = 'MEDGRID_E2E_BASE_URL';
export const MAIL_API_VAR = 'MEDGRID_E2E_MAIL_API';

export function e2eEnv(name: typeof BASE_URL_VAR | typeof MAIL_API_VAR): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run the e2e tests through playwright.config.ts (npm run test:e2e)`,
    );
  return value;
}
