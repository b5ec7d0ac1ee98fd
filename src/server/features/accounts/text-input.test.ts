import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  client,
  signUpAndConfirm,
  uniqueUser,
  type SignedUpUser,
} from '../../test/accounts-helpers.js';

// Issue 13, finding 8: a lone UTF-16 surrogate in a custom school name was stored (as invalid
// UTF-8), and bidi override characters were accepted in names. Every free-text field a user can
// send now refuses them with a 400 that names the field.

const t = useTestApp();
let u: SignedUpUser;

beforeAll(async () => {
  u = await signUpAndConfirm(t.app, t.smtp, uniqueUser('txt'));
});

const invalid = (field: string) => `${field} contains an invalid character; please remove it.`;
const invisible = (field: string) =>
  `${field} contains invisible control or text-direction characters; please remove them.`;

/** JSON as a client would send it, with the escapes written out ("\ud800" is a lone surrogate). */
const rawJson = (json: string) => ({
  payload: json,
  headers: { 'content-type': 'application/json' },
});

describe(`free-text fields refuse invalid and invisible characters on ${TEST_DB}`, () => {
  it('refuses a lone surrogate in a custom school name at sign-up, and stores nothing', async () => {
    const user = uniqueUser('sur');
    const res = await client(t.app)({
      method: 'POST',
      url: '/api/account/sign-up',
      ...rawJson(
        `{"email":"${user.email}","password":"${user.password}","confirmPassword":"${user.password}",` +
          `"username":"${user.username}","school":{"status":"custom","customName":"Med \\ud800 School"},` +
          `"acceptTerms":true}`,
      ),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: invalid('School name') });
    const rows = await t.db.kysely
      .selectFrom('user')
      .select('id')
      .where('email', '=', user.email)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses bidi overrides and controls in a custom school name at sign-up', async () => {
    for (const name of ['Evil \u202egnp.exe', 'Left\u2066Isolate', 'Mark\u200f', 'Bell\u0007']) {
      const user = uniqueUser('bidi');
      const res = await client(t.app)({
        method: 'POST',
        url: '/api/account/sign-up',
        payload: {
          ...user,
          confirmPassword: user.password,
          school: { status: 'custom', customName: name },
          acceptTerms: true,
        },
      });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().message).toBe(invisible('School name'));
    }
  });

  it('refuses them in PUT /api/account/school and keeps the saved name', async () => {
    const call = client(t.app);
    const put = (customName: string) =>
      call({
        method: 'PUT',
        url: '/api/account/school',
        cookie: u.cookie,
        payload: { schoolId: null, customName },
      });
    expect((await put('Good School')).statusCode).toBe(200);

    const surrogate = await call({
      method: 'PUT',
      url: '/api/account/school',
      cookie: u.cookie,
      ...rawJson('{"schoolId":null,"customName":"\\udfffBad"}'),
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().message).toBe(invalid('School name'));

    const bidi = await put('School\u202d of\u202c Medicine');
    expect(bidi.statusCode).toBe(400);
    expect(bidi.json().message).toBe(invisible('School name'));

    const c1 = await put('School\u0085Name');
    expect(c1.statusCode).toBe(400);

    const me = await call({ method: 'GET', url: '/api/account/me', cookie: u.cookie });
    expect(me.json().user.customSchool).toBe('Good School');
    // ordinary non-Latin names are fine; since issue 27 an emoji is not part of a school's name
    // (src/shared/accounts/school-name.ts, school-name.test.ts)
    expect((await put('Université de Montréal')).json().user.customSchool).toBe(
      'Université de Montréal',
    );
    expect((await put('Université de Montréal 🩺')).statusCode).toBe(400);
  });

  it('refuses them in the username and the email at sign-up', async () => {
    const call = client(t.app);
    const user = uniqueUser('nm');
    const body = {
      ...user,
      confirmPassword: user.password,
      school: { status: 'none' },
      acceptTerms: true,
    };
    const name = await call({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: { ...body, username: `${user.username}\u202e` },
    });
    expect(name.statusCode).toBe(400);
    expect(name.json().message).toBe(invisible('Username'));

    const nameSurrogate = await call({
      method: 'POST',
      url: '/api/account/sign-up',
      ...rawJson(
        JSON.stringify({ ...body, username: 'PLACEHOLDER' }).replace('PLACEHOLDER', 'ab\\ud83ecd'),
      ),
    });
    expect(nameSurrogate.json().message).toBe(invalid('Username'));

    const email = await call({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: { ...body, email: `\u200e${user.email}` },
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe(invisible('Email'));
  });

  it('refuses them in the identifier of sign-in, forgot-password and resend-confirmation', async () => {
    const call = client(t.app);
    for (const url of [
      '/api/account/sign-in',
      '/api/account/forgot-password',
      '/api/account/resend-confirmation',
    ]) {
      const bidi = await call({
        method: 'POST',
        url,
        payload: { identifier: `${u.username}\u061c`, password: u.password },
      });
      expect(bidi.statusCode, url).toBe(400);
      expect(bidi.json().message, url).toBe(invisible('Email or username'));
      const surrogate = await call({
        method: 'POST',
        url,
        ...rawJson(`{"identifier":"\\ud800${u.username}","password":"${u.password}"}`),
      });
      expect(surrogate.statusCode, url).toBe(400);
      expect(surrogate.json().message, url).toBe(invalid('Email or username'));
    }
  });

  it('refuses them in the friend search query', async () => {
    const call = client(t.app);
    for (const q of ['a\u202eb', 'a\u0000b', '\u2068abc']) {
      const res = await call({
        method: 'GET',
        url: `/api/friends/search?q=${encodeURIComponent(q)}`,
        cookie: u.cookie,
      });
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().message).toBe(invisible('Search'));
    }
    const ok = await call({ method: 'GET', url: '/api/friends/search?q=abc', cookie: u.cookie });
    expect(ok.statusCode).toBe(200);
  });
});
