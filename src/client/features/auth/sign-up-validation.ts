import { emailDomain, emailMatchesSchoolDomains } from '../../../shared/accounts/email-domain';
import { passwordLengthError } from '../../../shared/accounts/limits';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/messages';
import { passwordProblem } from '../../../shared/accounts/password-rules';
import { SCHOOL_NAME_MESSAGES, validateSchoolName } from '../../../shared/accounts/school-name';
import type { SchoolOption } from '../../../shared/accounts/school-search';
import { validateUsername } from '../../../shared/accounts/username';

export interface SignUpFields {
  email: string;
  password: string;
  confirmPassword: string;
  username: string;
}

/**
 * The browser's instant checks, in the order of docs/product.md#sign-up: username rules, passwords
 * match, password length, the password not being the username or email, then a custom school name's
 * rules (the server's, src/shared/accounts/school-name.ts; `customSchool` is the typed name, or
 * null when a listed school or no school is chosen), then the e-mail domain of the chosen school.
 * Returns the first message, or null. The server runs the same rules again (with the
 * common-password list and zxcvbn's guessability check, which stay on the server, and the
 * uniqueness checks) on submit, and the form shows its message as is.
 */
export function firstSignUpError(
  fields: SignUpFields,
  school: SchoolOption | null,
  customSchool: string | null = null,
): string | null {
  const username = validateUsername(fields.username);
  if (!username.ok) return username.message;
  if (fields.password !== fields.confirmPassword) return ACCOUNT_MESSAGES.passwordsMismatch;
  const length = passwordLengthError(fields.password);
  if (length) return length;
  const identity = { username: username.username, email: fields.email };
  const password = passwordProblem(fields.password, identity, () => false);
  if (password) return password;
  if (customSchool !== null) {
    const name = validateSchoolName(customSchool);
    if (!name.ok) return name.message;
    if (name.name === '') return SCHOOL_NAME_MESSAGES.required;
  }
  if (school && !emailMatchesSchoolDomains(fields.email.trim(), school.emailDomains)) {
    const domain = emailDomain(fields.email.trim()) ?? fields.email.trim();
    return ACCOUNT_MESSAGES.emailDomainMismatch(domain, school.name);
  }
  return null;
}
