import { dictionary } from '@zxcvbn-ts/language-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { startSmtpListener, type SmtpListener } from '../../../../test-support/smtp-listener.js';
import {
  client,
  signUpAndConfirm,
  tokenFrom,
  uniqueUser,
  type SignedUpUser,
} from '../../test/accounts-helpers.js';
import { ACCOUNT_MESSAGES as M } from '../../../shared/accounts/messages.js';
import { COMMON_PASSWORD_COUNT } from '../../auth/common-passwords.js';

// Issue 13: only the length of a password was checked; `12345678` and `password` were accepted.

let t: TestApp;
let smtp: SmtpListener;

beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const ranked = dictionary['passwords-common'];
const TOO_COMMON = { code: 'PASSWORD_TOO_COMMON', message: M.passwordTooCommon };
const IS_IDENTITY = { code: 'PASSWORD_IS_IDENTITY', message: M.passwordIsIdentity };

function signUp(user: { username: string; email: string }, password: string) {
  return client(t.app)({
    method: 'POST',
    url: '/api/account/sign-up',
    payload: {
      ...user,
      password,
      confirmPassword: password,
      school: { status: 'none' },
      acceptTerms: true,
    },
  });
}

async function resetLink(u: SignedUpUser): Promise<string> {
  const before = smtp.count(u.email);
  const res = await client(t.app)({
    method: 'POST',
    url: '/api/account/forgot-password',
    payload: { identifier: u.username },
  });
  expect(res.statusCode).toBe(200);
  await expect.poll(() => smtp.count(u.email)).toBe(before + 1);
  const mail = await smtp.waitFor(u.email, 'Reset');
  return tokenFrom(mail.links.find((l) => l.includes('/reset-password?token='))!);
}

const reset = (token: string, password: string) =>
  client(t.app)({
    method: 'POST',
    url: '/api/account/reset-password',
    payload: { token, password },
  });

describe(`password rules on ${TEST_DB}`, () => {
  it('refuses the most common passwords at sign-up, ignoring case, and creates no account', async () => {
    for (const password of ['12345678', 'password', 'PassWord', 'QWERTYUIOP', 'iloveyou']) {
      const user = uniqueUser('cp');
      const res = await signUp(user, password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toMatchObject(TOO_COMMON);
      const rows = await t.db.kysely
        .selectFrom('user')
        .select('id')
        .where('email', '=', user.email)
        .execute();
      expect(rows).toHaveLength(0);
    }
  });

  it('uses the first 10,000 entries of the ranked list, no more', async () => {
    const last = ranked.slice(0, COMMON_PASSWORD_COUNT).findLast((p) => p.length >= 8)!;
    const next = ranked.slice(COMMON_PASSWORD_COUNT).find((p) => p.length >= 8)!;
    expect(ranked.indexOf(last)).toBeLessThan(COMMON_PASSWORD_COUNT);
    expect((await signUp(uniqueUser('cl'), last)).json()).toMatchObject(TOO_COMMON);
    expect((await signUp(uniqueUser('cn'), next)).statusCode).toBe(201);
  });

  it('refuses the username, the email or its local part as the password, ignoring case', async () => {
    const user = { username: 'pw_identity_01', email: 'first.last.pw@example.org' };
    for (const password of ['PW_IDENTITY_01', 'First.Last.PW@example.org', 'first.last.pw']) {
      const res = await signUp(user, password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toMatchObject(IS_IDENTITY);
    }
    expect((await signUp(user, 'pw_identity_01-plus')).statusCode).toBe(201);
  });

  it('keeps the passwords the test helpers and e2e use valid', async () => {
    expect((await signUp(uniqueUser('ok'), 'correct-horse-42')).statusCode).toBe(201);
    expect((await signUp(uniqueUser('ok'), 'Pw-0a1b2c3d4e5f-a1')).statusCode).toBe(201);
  });

  it('applies the same rules to a password reset, against the account the link belongs to', async () => {
    const u = await signUpAndConfirm(t.app, smtp, uniqueUser('rst'));
    const token = await resetLink(u);
    for (const [password, expected] of [
      ['password1', TOO_COMMON],
      ['12345678', TOO_COMMON],
      [u.username.toUpperCase(), IS_IDENTITY],
      [u.email, IS_IDENTITY],
    ] as const) {
      const res = await reset(token, password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toMatchObject(expected);
    }
    // a refused password does not use the link up; the old password still works meanwhile
    const signIn = await client(t.app)({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { identifier: u.username, password: u.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect((await reset(token, 'a-much-better-pass-7')).statusCode).toBe(200);
  });

  it('answers an unknown reset token as before, whatever the password', async () => {
    for (const password of ['password', 'a-much-better-pass-7']) {
      const res = await reset('no-such-reset-token', password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN', message: M.resetLinkInvalid });
    }
  });
});
