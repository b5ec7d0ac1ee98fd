import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from './messages.js';
import { passwordProblem } from './password-rules.js';

const common = new Set(['password', '12345678', 'qwertyuiop']);
const isCommon = (p: string) => common.has(p.toLowerCase());
const ada = { username: 'Ada_L', email: 'Ada.Lovelace@Example.org' };

describe('passwordProblem', () => {
  it('accepts a password that is neither common nor the identity', () => {
    expect(passwordProblem('correct-horse-42', ada, isCommon)).toBeNull();
    expect(passwordProblem('ada_l-and-more', ada, isCommon)).toBeNull(); // containing is fine
  });

  it('refuses the username, the email and the email local part, ignoring case', () => {
    for (const p of ['Ada_L', 'ada_l', 'ADA_L', 'ada.lovelace@example.org', 'ADA.LOVELACE']) {
      expect(passwordProblem(p, ada, isCommon), p).toBe(M.passwordIsIdentity);
    }
    // compared as the hasher sees it (NFKC): full-width letters are the same password
    expect(passwordProblem('ＡＤＡ_Ｌ', ada, isCommon)).toBe(M.passwordIsIdentity);
  });

  it('refuses a common password through the given lookup, and says so', () => {
    expect(passwordProblem('PassWord', ada, isCommon)).toBe(M.passwordTooCommon);
    expect(passwordProblem('12345678', {}, isCommon)).toBe(M.passwordTooCommon);
    expect(passwordProblem('12345678', {}, () => false)).toBeNull();
    expect(M.passwordTooCommon).toBe(
      'This password is too common. Choose one that is harder to guess.',
    );
  });

  it('ignores a missing or empty identity', () => {
    expect(passwordProblem('somethinglong', { username: '', email: null }, isCommon)).toBeNull();
    expect(passwordProblem('somethinglong', { email: '@nolocal.org' }, isCommon)).toBeNull();
  });
});
