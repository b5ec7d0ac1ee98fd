import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  client,
  cookieOf,
  signUpAndConfirm,
  tokenFrom,
  uniqueUser,
} from '../../test/accounts-helpers.js';
import { ACCOUNT_MESSAGES as M } from '../../../shared/accounts/messages.js';
import { nowIso } from '../../db/database.js';
import { sql } from 'kysely';
import { insertUsers } from '../../test/fixtures.js';

const t = useTestApp();

const signUpBody = (user = uniqueUser(), school: Record<string, unknown> = { status: 'none' }) => ({
  ...user,
  confirmPassword: user.password,
  school,
  acceptTerms: true,
});

describe(`accounts on ${TEST_DB}`, () => {
  it('signs up, refuses sign-in until confirmed, confirms through the mailed link, then signs in by username and by email', async () => {
    const call = client(t.app);
    const user = uniqueUser();
    const res = await call({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: signUpBody(user),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });

    const mail = await t.smtp.waitFor(user.email, 'Confirm your MedGrid account');
    const link = mail.links.find((l) => l.startsWith('http://medgrid.test/auth/callback?token='));
    expect(link).toBeDefined();

    const early = await call({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { identifier: user.username, password: user.password },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: M.emailNotConfirmed,
    });
    expect(early.cookies).toHaveLength(0);

    const confirm = await call({
      method: 'POST',
      url: '/api/account/confirm',
      payload: { token: tokenFrom(link!) },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().user).toMatchObject({
      username: user.username,
      email: user.email,
      isAdmin: false,
      school: null,
    });
    const session = confirm.cookies.find((c) => c.name === 'medgrid.session_token');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const byName = await call({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { identifier: user.username.toUpperCase(), password: user.password },
    });
    expect(byName.statusCode).toBe(200);
    expect(byName.json().user.username).toBe(user.username);
    const me = await call({ method: 'GET', url: '/api/account/me', cookie: cookieOf(byName) });
    expect(me.json().user).toMatchObject({ username: user.username, email: user.email });

    const byEmail = await call({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { identifier: user.email.toUpperCase(), password: user.password },
    });
    expect(byEmail.statusCode).toBe(200);
  });

  it('answers wrong credentials and unknown usernames with the product texts (docs/product.md#sign-in), never revealing an email', async () => {
    const u = await signUpAndConfirm(t.app, t.smtp);
    const call = client(t.app);
    const wrong = await call({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { identifier: u.username, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(M.invalidCredentials);
    expect(wrong.body).not.toContain(u.email);

    const unknown = await call({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { identifier: 'nobody_here_42', password: 'whatever1' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: M.noUserWithUsername });

    const unknownEmail = await call({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { identifier: 'nobody@example.org', password: 'whatever1' },
    });
    expect(unknownEmail.statusCode).toBe(401);
  });

  it('resends the confirmation mail by username without returning the address', async () => {
    const call = client(t.app);
    const user = uniqueUser();
    await call({ method: 'POST', url: '/api/account/sign-up', payload: signUpBody(user) });
    await t.smtp.waitFor(user.email);
    const before = t.smtp.count(user.email);
    const res = await call({
      method: 'POST',
      url: '/api/account/resend-confirmation',
      payload: { identifier: user.username },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(user.email);
    await expect.poll(() => t.smtp.count(user.email)).toBe(before + 1);
  });

  it('checks every sign-up rule of docs/product.md#sign-up on the server with its exact message', async () => {
    const call = client(t.app);
    const taken = await signUpAndConfirm(t.app, t.smtp);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ username: 'bad name!' }, 400, M.usernameCharset],
      [{ username: 'ab' }, 400, M.usernameLength],
      [{ username: 'a'.repeat(21) }, 400, M.usernameLength],
      [{ username: 'HellRaiser' }, 400, M.usernameBanned],
      [{ username: 'skillful_doc' }, 400, M.usernameBanned],
      [{ confirmPassword: 'different-pass' }, 400, M.passwordsMismatch],
      [{ username: taken.username.toUpperCase() }, 409, M.usernameTaken],
      [{ email: taken.email.toUpperCase() }, 409, M.emailRegistered],
    ];
    for (const [override, status, message] of cases) {
      const base = signUpBody();
      const res = await call({
        method: 'POST',
        url: '/api/account/sign-up',
        payload: { ...base, ...override },
      });
      expect(
        { status: res.statusCode, message: res.json().message },
        JSON.stringify(override),
      ).toEqual({ status, message });
    }
  });

  it('strips markup from usernames before checking them', async () => {
    const call = client(t.app);
    const user = uniqueUser('m');
    const res = await call({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: { ...signUpBody(user), username: `  <b>${user.username}</b>  ` },
    });
    expect(res.statusCode).toBe(201);
    const mail = await t.smtp.waitFor(user.email);
    const link = mail.links.find((l) => l.includes('/auth/callback'))!;
    const confirm = await call({
      method: 'POST',
      url: '/api/account/confirm',
      payload: { token: tokenFrom(link) },
    });
    expect(confirm.json().user.username).toBe(user.username);
  });

  it('matches the email domain to the chosen school on a dot boundary', async () => {
    const call = client(t.app);
    // musc.edu belongs to the Medical University of South Carolina; sc.edu to USC.
    const schools = (await call({ method: 'GET', url: '/api/schools' })).json().schools as Array<{
      id: string;
      name: string;
      emailDomains: string[];
    }>;
    const school = schools.find((s) => s.emailDomains.includes('sc.edu'));
    expect(school).toBeDefined();
    const mismatch = await call({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: {
        ...signUpBody(),
        email: `x${Date.now()}@musc.edu`,
        school: { status: 'school', schoolId: school!.id },
      },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(M.emailDomainMismatch('musc.edu', school!.name));

    const user = uniqueUser('d');
    const ok = await call({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: {
        ...signUpBody(user),
        email: `${user.username}@med.sc.edu`,
        school: { status: 'school', schoolId: school!.id },
      },
    });
    expect(ok.statusCode).toBe(201);

    const unknown = await call({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: { ...signUpBody(), school: { status: 'school', schoolId: 'no-such-school' } },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('keeps one account per username when two sign-ups race', async () => {
    const a = uniqueUser('r');
    const b = { ...uniqueUser('s'), username: a.username };
    const [r1, r2] = await Promise.all([
      client(t.app)({ method: 'POST', url: '/api/account/sign-up', payload: signUpBody(a) }),
      client(t.app)({ method: 'POST', url: '/api/account/sign-up', payload: signUpBody(b) }),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([201, 409]);
    const loser = r1.statusCode === 409 ? r1 : r2;
    expect(loser.json().message).toBe(M.usernameTaken);
    const rows = await t.db.kysely
      .selectFrom('user')
      .select('id')
      .where('username', '=', a.username.toLowerCase())
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('resets a password through the mailed link, revokes old sessions, and refuses a reused link', async () => {
    const u = await signUpAndConfirm(t.app, t.smtp);
    const call = client(t.app);
    const forgot = await call({
      method: 'POST',
      url: '/api/account/forgot-password',
      payload: { identifier: u.username },
    });
    expect(forgot.statusCode).toBe(200);
    const mail = await t.smtp.waitFor(u.email, 'Reset your MedGrid password');
    const link = mail.links.find((l) => l.startsWith('http://medgrid.test/reset-password?token='))!;
    expect(link).toBeDefined();

    const short = await call({
      method: 'POST',
      url: '/api/account/reset-password',
      payload: { token: tokenFrom(link), password: 'short' },
    });
    expect(short.statusCode).toBe(400);

    const reset = await call({
      method: 'POST',
      url: '/api/account/reset-password',
      payload: { token: tokenFrom(link), password: 'brand-new-pass-9' },
    });
    expect(reset.statusCode).toBe(200);
    const oldSession = await call({ method: 'GET', url: '/api/account/me', cookie: u.cookie });
    expect(oldSession.json().user).toBeNull();

    const again = await call({
      method: 'POST',
      url: '/api/account/reset-password',
      payload: { token: tokenFrom(link), password: 'another-pass-10' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN', message: M.resetLinkInvalid });

    const oldPw = await call({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { identifier: u.email, password: u.password },
    });
    expect(oldPw.statusCode).toBe(401);
    const newPw = await call({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { identifier: u.email, password: 'brand-new-pass-9' },
    });
    expect(newPw.statusCode).toBe(200);
  });

  it('stores reset tokens hashed, never as sent', async () => {
    const u = await signUpAndConfirm(t.app, t.smtp);
    await client(t.app)({
      method: 'POST',
      url: '/api/account/forgot-password',
      payload: { identifier: u.email },
    });
    const mail = await t.smtp.waitFor(u.email, 'Reset');
    const token = tokenFrom(mail.links.find((l) => l.includes('/reset-password'))!);
    const rows = await t.db.kysely
      .selectFrom('verification')
      .select(['identifier', 'value'])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.identifier.includes(token) || r.value.includes(token))).toBe(false);
  });

  it('answers forgot-password for an unknown email like a known one, and names an unknown username', async () => {
    const call = client(t.app);
    const email = `ghost${Date.now()}@example.org`;
    const res = await call({
      method: 'POST',
      url: '/api/account/forgot-password',
      payload: { identifier: email },
    });
    expect(res.statusCode).toBe(200);
    expect(t.smtp.count(email)).toBe(0);
    const byName = await call({
      method: 'POST',
      url: '/api/account/forgot-password',
      payload: { identifier: 'ghost_user_x' },
    });
    expect(byName.statusCode).toBe(404);
    expect(byName.json().message).toBe(M.noUserWithUsername);
  });

  it('refuses a bad or tampered confirmation token with a readable reason', async () => {
    const call = client(t.app);
    const cases: Array<[string, string]> = [
      ['not-a-jwt', 'Invalid JWT structure'],
      ['a.b!.c', 'JWT not in base64url format'],
      [
        `eyJhbGciOiJIUzI1NiJ9.${Buffer.from('{"email":"a@b.co"}').toString('base64url')}.sig`,
        'Missing exp claim',
      ],
      [
        `eyJhbGciOiJIUzI1NiJ9.${Buffer.from('{"email":"a@b.co","exp":1}').toString('base64url')}.sig`,
        'JWT has expired',
      ],
    ];
    for (const [token, reason] of cases) {
      const res = await call({ method: 'POST', url: '/api/account/confirm', payload: { token } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`${M.confirmLinkInvalid} (${reason})`);
    }
    const forged = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(`{"email":"a@b.co","exp":${Math.floor(Date.now() / 1000) + 3600}}`).toString('base64url')}.c2ln`;
    const res = await call({
      method: 'POST',
      url: '/api/account/confirm',
      payload: { token: forged },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });

  it('saves the medical school: a listed id, a sanitised custom name, or nothing', async () => {
    const u = await signUpAndConfirm(t.app, t.smtp);
    const call = client(t.app);
    const anon = await call({
      method: 'PUT',
      url: '/api/account/school',
      payload: { schoolId: null, customName: null },
    });
    expect(anon.statusCode).toBe(401);

    const listed = await call({
      method: 'PUT',
      url: '/api/account/school',
      cookie: u.cookie,
      payload: { schoolId: 'uab-heersink', customName: null },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().user.school).toEqual({
      id: 'uab-heersink',
      name: expect.stringContaining('Heersink'),
      abbreviation: 'UAB Heersink',
    });

    const custom = await call({
      method: 'PUT',
      url: '/api/account/school',
      cookie: u.cookie,
      payload: { schoolId: null, customName: ' <i>Caribbean</i> Med ' },
    });
    expect(custom.json().user).toMatchObject({ school: null, customSchool: 'Caribbean Med' });

    const none = await call({
      method: 'PUT',
      url: '/api/account/school',
      cookie: u.cookie,
      payload: { schoolId: null, customName: null },
    });
    expect(none.json().user).toMatchObject({ school: null, customSchool: null });

    const bad = await call({
      method: 'PUT',
      url: '/api/account/school',
      cookie: u.cookie,
      payload: { schoolId: 'nope', customName: null },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('signs out', async () => {
    const u = await signUpAndConfirm(t.app, t.smtp);
    const call = client(t.app);
    const out = await call({ method: 'POST', url: '/api/account/sign-out', cookie: u.cookie });
    expect(out.statusCode).toBe(200);
    const me = await call({ method: 'GET', url: '/api/account/me', cookie: u.cookie });
    expect(me.json().user).toBeNull();
  });

  it('refuses deletion while a friend link exists, then deletes every trace of the user', async () => {
    const u = await signUpAndConfirm(t.app, t.smtp);
    const other = await signUpAndConfirm(t.app, t.smtp);
    const call = client(t.app);
    const anon = await call({ method: 'DELETE', url: '/api/account' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe(M.deleteNoSession);

    const now = nowIso();
    const [lo, hi] = [u.id, other.id].sort();
    await t.db.kysely
      .insertInto('friendships')
      .values({
        id: `f-${u.id}`,
        requester_id: other.id,
        addressee_id: u.id,
        status: 'pending',
        pair_key: `${lo}:${hi}`,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const blocked = await call({ method: 'DELETE', url: '/api/account', cookie: u.cookie });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({
      code: 'FRIEND_LINKS_EXIST',
      message: M.deleteBlockedByFriends,
    });

    await t.db.kysely.deleteFrom('friendships').where('id', '=', `f-${u.id}`).execute();
    await t.accounts.grantAdmin(u.id);
    await call({
      method: 'PUT',
      url: '/api/account/school',
      cookie: u.cookie,
      payload: { schoolId: 'uab-heersink', customName: null },
    });
    const deleted = await call({ method: 'DELETE', url: '/api/account', cookie: u.cookie });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.cookies.find((c) => c.name === 'medgrid.session_token')?.maxAge).toBe(0);

    const k = t.db.kysely;
    expect(await k.selectFrom('user').where('id', '=', u.id).selectAll().execute()).toHaveLength(0);
    expect(
      await k.selectFrom('session').where('userId', '=', u.id).selectAll().execute(),
    ).toHaveLength(0);
    expect(
      await k.selectFrom('account').where('userId', '=', u.id).selectAll().execute(),
    ).toHaveLength(0);
    expect(
      await k.selectFrom('profiles').where('user_id', '=', u.id).selectAll().execute(),
    ).toHaveLength(0);
    expect(
      await k.selectFrom('admin_users').where('user_id', '=', u.id).selectAll().execute(),
    ).toHaveLength(0);
    expect(
      await k.selectFrom('verification').where('value', '=', u.id).selectAll().execute(),
    ).toHaveLength(0);
    const signIn = await call({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { identifier: u.username, password: u.password },
    });
    expect(signIn.statusCode).toBe(404);
  });

  it('tells the client whether the user is an admin', async () => {
    const u = await signUpAndConfirm(t.app, t.smtp);
    const call = client(t.app);
    expect(
      (await call({ method: 'GET', url: '/api/account/me', cookie: u.cookie })).json().user.isAdmin,
    ).toBe(false);
    await t.accounts.grantAdmin(u.id);
    expect(
      (await call({ method: 'GET', url: '/api/account/me', cookie: u.cookie })).json().user.isAdmin,
    ).toBe(true);
  });
});

describe(`sign-up lookups that fail on ${TEST_DB}`, () => {
  // Real failures of the real database: the table a check reads is renamed away for a moment.
  const renameTable = (from: string, to: string) =>
    sql`alter table ${sql.table(from)} rename to ${sql.table(to)}`.execute(t.db.kysely);

  it('answers a failed username check with the product text (docs/product.md#sign-up)', async () => {
    await renameTable('user', 'user_away');
    try {
      const res = await client(t.app)({
        method: 'POST',
        url: '/api/account/sign-up',
        payload: signUpBody(),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(M.usernameCheckFailed);
    } finally {
      await renameTable('user_away', 'user');
    }
  });

  it('answers a failed email check with the product text (docs/product.md#sign-up)', async () => {
    // The username check reads no rows for a new name; the email check must read every row's
    // email, and here each one fails to compute: the database errors on that query only.
    const k = t.db.kysely;
    await insertUsers(t.db, 'mailcheck', 1); // a row whose email the check must read
    await renameTable('user', 'user_away');
    try {
      if (t.db.dialect === 'postgres') {
        await sql`create function medgrid_fail() returns text language plpgsql volatile as $$ begin raise exception 'email column unavailable'; end $$`.execute(
          k,
        );
        await sql`create view "user" as select id, username, "displayUsername", "emailVerified", medgrid_fail() as email from user_away`.execute(
          k,
        );
      } else {
        await sql`create view "user" as select id, username, "displayUsername", "emailVerified", json('not json') as email from user_away`.execute(
          k,
        );
      }
      const res = await client(t.app)({
        method: 'POST',
        url: '/api/account/sign-up',
        payload: signUpBody(),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(M.emailCheckFailed);
    } finally {
      await sql`drop view if exists "user"`.execute(k);
      if (t.db.dialect === 'postgres') await sql`drop function if exists medgrid_fail()`.execute(k);
      await renameTable('user_away', 'user');
    }
  });

  it('answers a failed school lookup with the product text (docs/product.md#sign-up)', async () => {
    await renameTable('med_schools', 'med_schools_away');
    try {
      const res = await client(t.app)({
        method: 'POST',
        url: '/api/account/sign-up',
        payload: signUpBody(uniqueUser(), { status: 'school', schoolId: 'uab-heersink' }),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(M.emailDomainCheckFailed);
    } finally {
      await renameTable('med_schools_away', 'med_schools');
    }
  });
});
