import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
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

const t = useTestApp();

const ranked = dictionary['passwords-common'];
const TOO_COMMON = { code: 'PASSWORD_TOO_COMMON', message: M.passwordTooCommon };
const IS_IDENTITY = { code: 'PASSWORD_IS_IDENTITY', message: M.passwordIsIdentity };
/** zxcvbn's reasons, as the server words them (src/server/auth/password-strength.ts). */
const SIMILAR_TO_COMMON =
  'This is similar to a commonly used password. Add more words that are less common.';
const OWN_WORDS =
  'It contains your username, your email or the name of this site. Add more words that are less common.';
const tooWeak = (reason: string) => ({
  code: 'PASSWORD_TOO_WEAK',
  message: `This password is too easy to guess. ${reason}`,
});

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
  const before = t.smtp.count(u.email);
  const res = await client(t.app)({
    method: 'POST',
    url: '/api/account/forgot-password',
    payload: { identifier: u.username },
  });
  expect(res.statusCode).toBe(200);
  await expect.poll(() => t.smtp.count(u.email)).toBe(before + 1);
  const mail = await t.smtp.waitFor(u.email, 'Reset');
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

  it('uses the first 10,000 entries of the ranked list; the guessability rule takes the rest', async () => {
    const last = ranked.slice(0, COMMON_PASSWORD_COUNT).findLast((p) => p.length >= 8)!;
    const next = ranked.slice(COMMON_PASSWORD_COUNT).find((p) => p.length >= 8)!;
    expect(ranked.indexOf(last)).toBeLessThan(COMMON_PASSWORD_COUNT);
    expect((await signUp(uniqueUser('cl'), last)).json()).toMatchObject(TOO_COMMON);
    const res = await signUp(uniqueUser('cn'), next);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PASSWORD_TOO_WEAK');
  });

  // Issue 27, finding 9: `Password123!`, `letmein123` and `medgrid123` were accepted.
  it('refuses a password a guesser breaks quickly, saying why, and creates no account', async () => {
    for (const [password, reason] of [
      ['Password123!', SIMILAR_TO_COMMON],
      ['letmein123', SIMILAR_TO_COMMON],
      ['medgrid123', OWN_WORDS], // the site's name
      ['Medical2024!', OWN_WORDS],
      [
        'aaaaaaaaaaaa',
        'Repeated characters like "aaa" are easy to guess. Add more words that are less common.',
      ],
    ] as const) {
      const user = uniqueUser('wk');
      const res = await signUp(user, password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toMatchObject(tooWeak(reason));
      const rows = await t.db.kysely
        .selectFrom('user')
        .select('id')
        .where('email', '=', user.email)
        .execute();
      expect(rows).toHaveLength(0);
    }
  });

  it("counts the account's own words against the password: username, email and their parts", async () => {
    const user = { username: 'zanzibar_owl', email: 'quentin.marlowe@example.org' };
    for (const password of ['zanzibar_owl-77', 'Marlowe2024!', 'quentin1988!']) {
      const res = await signUp(user, password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toMatchObject(tooWeak(OWN_WORDS));
    }
    // the same passwords are strong for someone else
    expect((await signUp(uniqueUser('ow'), 'zanzibar_owl-77')).statusCode).toBe(201);
  });

  it('refuses the username, the email or its local part as the password, ignoring case', async () => {
    const user = { username: 'pw_identity_01', email: 'first.last.pw@example.org' };
    for (const password of ['PW_IDENTITY_01', 'First.Last.PW@example.org', 'first.last.pw']) {
      const res = await signUp(user, password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toMatchObject(IS_IDENTITY);
    }
    expect((await signUp(user, 'pw_identity_01 & seven owls')).statusCode).toBe(201);
  });

  it('keeps the passwords the test helpers, e2e, the cluster tests and the benches use valid', async () => {
    for (const password of [
      'correct-horse-42', // src/server/test/accounts-helpers.ts
      'Pw-0a1b2c3d4e5f-a1', // e2e/support/users.ts
      'cluster-pass-42', // cluster/support/players.ts
      'bench-password-1', // bench/leaderboard.ts
      'bench-load-password-1', // bench/load-setup.ts
    ]) {
      expect((await signUp(uniqueUser('ok'), password)).statusCode, password).toBe(201);
    }
  });

  it('applies the same rules to a password reset, against the account the link belongs to', async () => {
    const u = await signUpAndConfirm(t.app, t.smtp, uniqueUser('rst'));
    const token = await resetLink(u);
    for (const [password, expected] of [
      ['password1', TOO_COMMON],
      ['12345678', TOO_COMMON],
      [u.username.toUpperCase(), IS_IDENTITY],
      [u.email, IS_IDENTITY],
      ['Password123!', tooWeak(SIMILAR_TO_COMMON)],
      [`${u.username}!2024`, tooWeak(OWN_WORDS)],
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
