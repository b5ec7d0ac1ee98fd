/**
 * Account limits without zod, for the browser: importing a value from schemas.ts pulls zod
 * (~27 KB gzip) into the client bundle. limits.test.ts keeps these equal to schemas.ts.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN} characters long`;
export const PASSWORD_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX} characters long`;
export const CUSTOM_SCHOOL_MAX = 120;

/** The password-length message of the sign-up and reset rules, or null when the length is fine. */
export function passwordLengthError(password: string): string | null {
  if (password.length < PASSWORD_MIN) return PASSWORD_SHORT_MESSAGE;
  if (password.length > PASSWORD_MAX) return PASSWORD_LONG_MESSAGE;
  return null;
}
