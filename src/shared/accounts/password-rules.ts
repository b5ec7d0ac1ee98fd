import { ACCOUNT_MESSAGES } from './messages.js';

/** Who the password belongs to: what it must not be. */
export interface PasswordIdentity {
  username?: string | null;
  email?: string | null;
}

/** Compared as the password hasher sees them (NFKC), ignoring case. */
const fold = (s: string) => s.normalize('NFKC').toLowerCase();

/**
 * The password rules beyond length (issue 13): not the username, the email or the email's local
 * part, and not one of the most common passwords, all ignoring case. `isCommon` is the list's
 * lookup: the list lives on the server only (the browser passes `() => false`). Returns the
 * message to show, or null when the password is acceptable.
 */
export function passwordProblem(
  password: string,
  identity: PasswordIdentity,
  isCommon: (password: string) => boolean,
): string | null {
  const candidate = fold(password);
  const email = identity.email ? fold(identity.email.trim()) : '';
  const at = email.lastIndexOf('@');
  const forbidden = [identity.username ? fold(identity.username.trim()) : '', email];
  if (at > 0) forbidden.push(email.slice(0, at));
  if (forbidden.some((f) => f !== '' && f === candidate))
    return ACCOUNT_MESSAGES.passwordIsIdentity;
  if (isCommon(password)) return ACCOUNT_MESSAGES.passwordTooCommon;
  return null;
}
