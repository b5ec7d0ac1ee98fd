import { describe, expect, it } from 'vitest';
import { PASSWORD_SHORT_MESSAGE } from '../../../shared/accounts/limits';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/messages';
import { SCHOOL_NAME_MESSAGES } from '../../../shared/accounts/school-name';
import { firstSignUpError } from './sign-up-validation';
import { TEST_SCHOOLS } from './test-fixtures';

const harvard = TEST_SCHOOLS[0]!;
const ok = {
  email: 'ada@hms.harvard.edu',
  password: 'longenough',
  confirmPassword: 'longenough',
  username: 'ada_l',
};

describe('firstSignUpError', () => {
  it('accepts a valid form', () => {
    expect(firstSignUpError(ok, harvard)).toBeNull();
    expect(firstSignUpError({ ...ok, email: 'ada@gmail.com' }, null)).toBeNull();
  });

  it('reports the username first, then the passwords, then the length, then the domain', () => {
    const allWrong = {
      email: 'ada@gmail.com',
      password: 'a',
      confirmPassword: 'b',
      username: 'a!',
    };
    expect(firstSignUpError(allWrong, harvard)).toBe(ACCOUNT_MESSAGES.usernameCharset);
    expect(firstSignUpError({ ...allWrong, username: 'ada_l' }, harvard)).toBe(
      ACCOUNT_MESSAGES.passwordsMismatch,
    );
    expect(
      firstSignUpError({ ...allWrong, username: 'ada_l', confirmPassword: 'a' }, harvard),
    ).toBe(PASSWORD_SHORT_MESSAGE);
    expect(firstSignUpError({ ...ok, email: 'ada@gmail.com' }, harvard)).toBe(
      ACCOUNT_MESSAGES.emailDomainMismatch('gmail.com', harvard.name),
    );
  });

  it("checks a custom school name with the server's rules and message, before the domain", () => {
    const invisible =
      'School name contains invisible control or text-direction characters; please remove them.';
    expect(firstSignUpError(ok, null, 'Harvard\u200bMedical School')).toBe(invisible);
    expect(firstSignUpError(ok, null, 'Hаrvard Medical School')).toBe(SCHOOL_NAME_MESSAGES.scripts);
    expect(firstSignUpError(ok, null, '<b></b>')).toBe(SCHOOL_NAME_MESSAGES.required);
    expect(firstSignUpError(ok, null, 'Université de Montréal')).toBeNull();
    expect(firstSignUpError({ ...ok, username: 'a!' }, null, '&lt;b&gt;')).toBe(
      ACCOUNT_MESSAGES.usernameCharset,
    );
  });

  it('refuses the username, the email or its local part as the password, ignoring case', () => {
    const ada = { ...ok, username: 'ada_lovelace', email: 'countess.ada@hms.harvard.edu' };
    for (const password of ['ADA_LOVELACE', 'countess.ada@HMS.harvard.edu', 'Countess.Ada']) {
      expect(
        firstSignUpError({ ...ada, password, confirmPassword: password }, harvard),
        password,
      ).toBe(ACCOUNT_MESSAGES.passwordIsIdentity);
    }
    // the common-password list is the server's: the browser does not carry it
    const common = { ...ok, password: 'password', confirmPassword: 'password' };
    expect(firstSignUpError(common, harvard)).toBeNull();
  });

  it('uses the shared username rules (length, banned words)', () => {
    expect(firstSignUpError({ ...ok, username: 'ab' }, null)).toBe(ACCOUNT_MESSAGES.usernameLength);
    expect(firstSignUpError({ ...ok, username: 'hello_there' }, null)).toBe(
      ACCOUNT_MESSAGES.usernameBanned,
    );
  });
});
