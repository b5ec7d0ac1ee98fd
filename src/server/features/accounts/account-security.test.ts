import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  client,
  cookieOf,
  signUpAndConfirm,
  tokenFrom,
  uniqueUser,
  type SignedUpUser,
} from '../../test/accounts-helpers.js';
import { ACCOUNT_MESSAGES as M } from '../../../shared/accounts/messages.js';
import { ACCOUNT_SIGN_IN_LIMIT } from './security-repository.js';

// Issue 13: a per-account sign-in throttle (besides the per-address limit), and finding 9: an
// older reset link still worked after a newer one was used.

const t = useTestApp();

const LIMIT = ACCOUNT_SIGN_IN_LIMIT.max;

/** One sign-in from a new client address each time: an attacker spreading over addresses. */
const signIn = (identifier: string, password: string) =>
  client(t.app)({ method: 'POST', url: '/api/account/sign-in', payload: { identifier, password } });

async function failures(userId: string): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('account_security')
    .select('failed_sign_ins')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.failed_sign_ins ?? 0);
}

async function mailedLink(email: string, subject: string, path: string, before: number) {
  await expect.poll(() => t.smtp.count(email)).toBeGreaterThan(before);
  const mail = await t.smtp.waitFor(email, subject);
  return tokenFrom(mail.links.find((l) => l.includes(path))!);
}

async function requestReset(u: { username: string; email: string }): Promise<string> {
  const before = t.smtp.count(u.email);
  const res = await client(t.app)({
    method: 'POST',
    url: '/api/account/forgot-password',
    payload: { identifier: u.username },
  });
  expect(res.statusCode).toBe(200);
  return mailedLink(u.email, 'Reset', '/reset-password?token=', before);
}

const reset = (token: string, password: string) =>
  client(t.app)({
    method: 'POST',
    url: '/api/account/reset-password',
    payload: { token, password },
  });

describe(`per-account sign-in throttle on ${TEST_DB}`, () => {
  it(`refuses the account after ${LIMIT} failures in 15 minutes, before checking the password, from any address`, async () => {
    const u = await signUpAndConfirm(t.app, t.smtp, uniqueUser('thr'));
    const bystander = await signUpAndConfirm(t.app, t.smtp, uniqueUser('by'));
    for (let i = 0; i < LIMIT; i++) {
      const res = await signIn(i % 2 ? u.username : u.email, `wrong-password-${i}`);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    // the right password is refused too: nothing is checked any more this window
    const locked = await signIn(u.username, u.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'ACCOUNT_THROTTLED',
      message: M.tooManyFailedSignIns(15),
    });
    expect(locked.json().message).toBe(
      'Too many failed sign-in attempts for this account. Try again in 15 minutes, or reset your password.',
    );
    expect(locked.cookies).toHaveLength(0);
    expect((await signIn(u.email.toUpperCase(), u.password)).statusCode).toBe(429);
    // another account is not affected
    expect((await signIn(bystander.username, bystander.password)).statusCode).toBe(200);
  });

  it('counts concurrent failures without losing any, and checks no more than the limit', async () => {
    const u = await signUpAndConfirm(t.app, t.smtp, uniqueUser('cc'));
    const attempts = LIMIT + 5;
    const statuses = (
      await Promise.all(
        Array.from({ length: attempts }, (_, i) => signIn(u.username, `wrong-password-${i}`)),
      )
    ).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(await failures(u.id)).toBe(attempts);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const u = await signUpAndConfirm(t.app, t.smtp, uniqueUser('ok'));
    for (let i = 0; i < LIMIT - 1; i++)
      expect((await signIn(u.username, 'wrong-password')).statusCode).toBe(401);
    expect((await signIn(u.username, u.password)).statusCode).toBe(200);
    expect(await failures(u.id)).toBe(0);
    for (let i = 0; i < LIMIT; i++)
      expect((await signIn(u.username, 'wrong-password')).statusCode).toBe(401);
    expect((await signIn(u.username, 'wrong-password')).statusCode).toBe(429);
  });

  it('starts a new window 15 minutes after the first failure', async () => {
    const u = await signUpAndConfirm(t.app, t.smtp, uniqueUser('win'));
    for (let i = 0; i < LIMIT; i++) await signIn(u.username, 'wrong-password');
    expect((await signIn(u.username, u.password)).statusCode).toBe(429);
    // move the window's start back past 15 minutes (the real clock cannot be waited for here)
    const past = new Date(Date.now() - ACCOUNT_SIGN_IN_LIMIT.windowMs - 1000).toISOString();
    await t.db.kysely
      .updateTable('account_security')
      .set({ failures_since: past })
      .where('user_id', '=', u.id)
      .execute();
    expect((await signIn(u.username, u.password)).statusCode).toBe(200);
  });

  it('tells how many minutes are left in the window', async () => {
    const u = await signUpAndConfirm(t.app, t.smtp, uniqueUser('min'));
    for (let i = 0; i < LIMIT; i++) await signIn(u.username, 'wrong-password');
    const started = new Date(Date.now() - 14 * 60 * 1000 - 30_000).toISOString();
    await t.db.kysely
      .updateTable('account_security')
      .set({ failures_since: started })
      .where('user_id', '=', u.id)
      .execute();
    expect((await signIn(u.username, u.password)).json().message).toBe(M.tooManyFailedSignIns(1));
    expect(M.tooManyFailedSignIns(1)).toContain('Try again in 1 minute,');
  });

  it('keeps forgot-password and reset open while throttled, and a reset lifts the throttle', async () => {
    const u = await signUpAndConfirm(t.app, t.smtp, uniqueUser('lock'));
    for (let i = 0; i < LIMIT; i++) await signIn(u.email, 'wrong-password');
    expect((await signIn(u.username, u.password)).statusCode).toBe(429);

    const token = await requestReset(u);
    expect((await reset(token, 'a-fresh-password-5')).statusCode).toBe(200);
    expect(await failures(u.id)).toBe(0);
    const after = await signIn(u.username, 'a-fresh-password-5');
    expect(after.statusCode).toBe(200);
    expect(cookieOf(after)).toContain('medgrid.session_token=');
  });
});

describe(`a password reset invalidates the account's other links on ${TEST_DB}`, () => {
  it('refuses an older reset link once a newer one was used (finding 9)', async () => {
    const u = await signUpAndConfirm(t.app, t.smtp, uniqueUser('old'));
    const older = await requestReset(u);
    const newer = await requestReset(u);
    expect(newer).not.toBe(older);
    expect((await reset(newer, 'newer-password-11')).statusCode).toBe(200);

    const replay = await reset(older, 'attacker-password-12');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'INVALID_TOKEN', message: M.resetLinkInvalid });
    const rows = await t.db.kysely
      .selectFrom('verification')
      .select('id')
      .where('value', '=', u.id)
      .execute();
    expect(rows).toHaveLength(0);
    expect((await signIn(u.username, 'attacker-password-12')).statusCode).toBe(401);
    expect((await signIn(u.username, 'newer-password-11')).statusCode).toBe(200);
  });

  it('refuses a confirmation link mailed before the reset, and accepts one mailed after', async () => {
    const user = uniqueUser('cnf');
    const call = client(t.app);
    const signUp = await call({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: {
        ...user,
        confirmPassword: user.password,
        school: { status: 'none' },
        acceptTerms: true,
      },
    });
    expect(signUp.statusCode).toBe(201);
    const stale = await mailedLink(user.email, 'Confirm', '/auth/callback?token=', 0);

    expect((await reset(await requestReset(user), 'reset-before-confirm-3')).statusCode).toBe(200);

    const refused = await call({
      method: 'POST',
      url: '/api/account/confirm',
      payload: { token: stale },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_TOKEN', message: M.confirmLinkInvalid });
    expect(refused.cookies).toHaveLength(0); // nobody was signed in by the old link
    const row = await t.db.kysely
      .selectFrom('user')
      .select('emailVerified')
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(Boolean(row.emailVerified)).toBe(false);

    // A link's issue time is in whole seconds: one mailed in a later second than the reset counts.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const before = t.smtp.count(user.email);
    await call({
      method: 'POST',
      url: '/api/account/resend-confirmation',
      payload: { identifier: user.username },
    });
    const fresh = await mailedLink(user.email, 'Confirm', '/auth/callback?token=', before);
    const confirmed = await call({
      method: 'POST',
      url: '/api/account/confirm',
      payload: { token: fresh },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.username).toBe(user.username);
  });

  it('still answers an old link of a confirmed account with "already confirmed"', async () => {
    const user = uniqueUser('ac');
    const u: SignedUpUser = await signUpAndConfirm(t.app, t.smtp, user);
    const link = await t.smtp.waitFor(u.email, 'Confirm');
    const stale = tokenFrom(link.links.find((l) => l.includes('/auth/callback?token='))!);
    expect((await reset(await requestReset(u), 'confirmed-then-reset-4')).statusCode).toBe(200);
    const res = await client(t.app)({
      method: 'POST',
      url: '/api/account/confirm',
      payload: { token: stale },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ALREADY_CONFIRMED', message: M.alreadyConfirmed });
  });
});
