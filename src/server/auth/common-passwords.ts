import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most common passwords are refused (the list is ranked, most common first). */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: ReadonlySet<string> | null = null;

/**
 * Whether a password is one of the 10,000 most common (zxcvbn-ts's ranked list, compared
 * ignoring case). Server only: the list never goes into the browser bundle. Built on first use.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}
