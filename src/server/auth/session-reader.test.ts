import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB } from '../test/test-app.js';
import { useTestApp } from '../test/use-test-app.js';
import { client, signUpAndConfirm, type SignedUpUser } from '../test/accounts-helpers.js';
import {
  createSessionReader,
  sessionSettingsOf,
  verifiedToken,
  type SessionReader,
  type SessionSettings,
} from './session-reader.js';

const t = useTestApp();
let settings: SessionSettings;
let reader: SessionReader;

beforeAll(async () => {
  settings = await sessionSettingsOf(t.auth);
  reader = createSessionReader(t.db, settings);
});

/** The value of the session cookie in a Cookie header made by cookieOf. */
function sessionValue(cookie: string): string {
  const pair = cookie.split('; ').find((c) => c.startsWith(`${settings.cookieName}=`));
  if (!pair) throw new Error(`no session cookie in ${cookie}`);
  return pair.slice(settings.cookieName.length + 1);
}

const tokenOf = (cookie: string) => verifiedToken(sessionValue(cookie), settings.secret)!;

async function me(cookie: string): Promise<string | null> {
  const res = await client(t.app)({ method: 'GET', url: '/api/account/me', cookie });
  expect(res.statusCode).toBe(200);
  return (res.json() as { user: { id: string } | null }).user?.id ?? null;
}

async function setExpiry(token: string, at: Date) {
  const value = TEST_DB === 'postgres' ? at : at.toISOString();
  await t.db.kysely
    .updateTable('session')
    .set({ expiresAt: value })
    .where('token', '=', token)
    .execute();
}

async function expiryOf(token: string): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('session')
    .select('expiresAt')
    .where('token', '=', token)
    .executeTakeFirst();
  return row ? new Date(row.expiresAt).getTime() : NaN;
}

describe(`the fast session reader on ${TEST_DB} (issue 21)`, () => {
  let user: SignedUpUser;
  beforeAll(async () => {
    user = await signUpAndConfirm(t.app, t.smtp);
  });

  it('reads the same user as better-auth from a session cookie better-auth signed', async () => {
    const read = await reader.read(user.cookie);
    expect(read).toEqual({ user: { id: user.id, email: user.email, username: user.username } });
    const viaBetterAuth = await t.auth.api.getSession({ headers: { cookie: user.cookie } });
    expect(viaBetterAuth?.user.id).toBe(user.id);
    expect(await me(user.cookie)).toBe(user.id);
  });

  it('refuses a forged or damaged cookie without asking the database', async () => {
    const token = tokenOf(user.cookie);
    const forged = createHmac('sha256', 'not-our-secret').update(token).digest('base64');
    const cases = [
      `${token}.${forged}`, // a signature made with another secret
      // another token with the real signature (its last letter changed, whatever it was)
      `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}.${sessionValue(user.cookie).split('.').pop()}`,
      token, // no signature
      '%E0%A4%A', // not URI-decodable
      '',
    ];
    for (const value of cases) {
      const cookie = `${settings.cookieName}=${value}`;
      expect(await reader.read(cookie), value).toEqual({ user: null });
      expect(await me(cookie), value).toBeNull();
    }
    expect(await reader.read('theme=dark')).toEqual({ user: null });
    expect(await reader.read(undefined)).toEqual({ user: null });
  });

  it('knows a signed-out session at once (the row is read on every request)', async () => {
    const other = await signUpAndConfirm(t.app, t.smtp);
    expect((await reader.read(other.cookie)) as unknown).toMatchObject({ user: { id: other.id } });
    const out = await client(t.app)({
      method: 'POST',
      url: '/api/account/sign-out',
      cookie: other.cookie,
    });
    expect(out.statusCode).toBe(200);
    expect(await reader.read(other.cookie)).toEqual({ user: null });
    expect(await me(other.cookie)).toBeNull();
  });

  it('leaves an expired session to better-auth, which refuses and deletes it', async () => {
    const other = await signUpAndConfirm(t.app, t.smtp);
    const token = tokenOf(other.cookie);
    await setExpiry(token, new Date(Date.now() - 1000));
    expect(await reader.read(other.cookie)).toBe('ask-better-auth');
    expect(await me(other.cookie)).toBeNull();
    expect(await expiryOf(token)).toBeNaN(); // better-auth deleted the row
  });

  it('leaves a session due for its refresh to better-auth, which extends it', async () => {
    const other = await signUpAndConfirm(t.app, t.smtp);
    const token = tokenOf(other.cookie);
    // signed in expiresIn − updateAge − 1 h ago: the refresh is due
    const ageMs = (settings.updateAge + 3600) * 1000;
    await setExpiry(token, new Date(Date.now() + settings.expiresIn * 1000 - ageMs));
    const before = await expiryOf(token);
    expect(await reader.read(other.cookie)).toBe('ask-better-auth');
    expect(await me(other.cookie)).toBe(other.id);
    expect(await expiryOf(token)).toBeGreaterThan(before + 3_000_000);
    // refreshed, the common case again
    expect((await reader.read(other.cookie)) as unknown).toMatchObject({ user: { id: other.id } });
  });

  it('leaves a request with a session-data cookie, or a repeated session cookie, to better-auth', async () => {
    expect(await reader.read(`${user.cookie}; ${settings.dataCookieName}=x`)).toBe(
      'ask-better-auth',
    );
    const value = sessionValue(user.cookie);
    expect(
      await reader.read(`${settings.cookieName}=${value}; ${settings.cookieName}=${value}`),
    ).toBe('ask-better-auth');
  });

  it('takes the cookie name from better-auth: __Secure- on an https site', async () => {
    const secure = await createTestApp({
      baseUrl: 'https://medgrid.test',
      trustedOrigins: ['https://medgrid.test'],
    });
    try {
      const s = await sessionSettingsOf(secure.auth);
      expect(s.cookieName).toBe('__Secure-medgrid.session_token');
      expect(settings.cookieName).toBe('medgrid.session_token');
    } finally {
      await secure.close();
    }
  });
});
