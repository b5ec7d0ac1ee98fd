import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  client,
  signUpAndConfirm,
  uniqueUser,
  type SignedUpUser,
} from '../../test/accounts-helpers.js';
import { SCHOOL_NAME_MESSAGES as M } from '../../../shared/accounts/school-name.js';

// Issue 27, finding 10: a custom school name took a zero-width space (a look-alike of a listed
// school) and stored HTML entities. The name a player types for an unlisted school now follows
// the username's rules, made for names of any script (src/shared/accounts/school-name.ts), at
// sign-up and in PUT /api/account/school; every listed school's name still passes them.

const INVISIBLE =
  'School name contains invisible control or text-direction characters; please remove them.';

interface SeedSchool {
  name: string;
  abbreviation: string;
  aliases?: string[];
}
const SEED = JSON.parse(
  readFileSync(new URL('../../db/seed/med-schools.json', import.meta.url), 'utf8'),
) as SeedSchool[];

const t = useTestApp();
let u: SignedUpUser;

beforeAll(async () => {
  u = await signUpAndConfirm(t.app, t.smtp, uniqueUser('scn'));
});

const put = (customName: string) =>
  client(t.app)({
    method: 'PUT',
    url: '/api/account/school',
    cookie: u.cookie,
    payload: { schoolId: null, customName },
  });

async function saved(): Promise<string | null> {
  const me = await client(t.app)({ method: 'GET', url: '/api/account/me', cookie: u.cookie });
  return (me.json() as { user: { customSchool: string | null } }).user.customSchool;
}

describe(`custom school names on ${TEST_DB}`, () => {
  it('refuses a zero-width space at sign-up and creates no account', async () => {
    const user = uniqueUser('zw');
    const res = await client(t.app)({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: {
        ...user,
        confirmPassword: user.password,
        school: { status: 'custom', customName: 'Harvard\u200bMedical School' },
        acceptTerms: true,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: INVISIBLE });
    const rows = await t.db.kysely
      .selectFrom('user')
      .select('id')
      .where('email', '=', user.email)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses invisible characters, markup entities, emoji, mixed alphabets and banned words, keeping the saved name', async () => {
    expect((await put('Good School of Medicine')).statusCode).toBe(200);
    for (const [name, message] of [
      ['Harvard\u200bMedical School', INVISIBLE],
      ['Harvard Medical School\u200d', INVISIBLE],
      ['Harvard Med\u00adical School', INVISIBLE],
      ['Harvard\u3164Medical School', INVISIBLE],
      ['&lt;img src=x onerror=alert(1)&gt;', M.charset],
      ['&#60;b&#62;Med&#60;/b&#62;', M.charset],
      ['Université de Montréal 🩺', M.charset],
      ['Hаrvard Medical School', M.scripts], // a Cyrillic а
      ['Hell Medical School', M.banned],
      ['1234', M.letters],
    ] as const) {
      const res = await put(name);
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json(), JSON.stringify(name)).toMatchObject({ code: 'VALIDATION', message });
    }
    expect(await saved()).toBe('Good School of Medicine');
  });

  it('stores the name normalized: one space between words, no tags, ordinary letters', async () => {
    for (const [typed, stored] of [
      ['  Johns\u00a0Hopkins \u3000 School  ', 'Johns Hopkins School'],
      [' <i>Caribbean</i> Med ', 'Caribbean Med'],
      ['Ｔｏｋｙｏ Medical', 'Tokyo Medical'],
      ['Université de Montréal', 'Université de Montréal'],
      ['東京大学医学部', '東京大学医学部'],
    ] as const) {
      const res = await put(typed);
      expect(res.statusCode, typed).toBe(200);
      expect(res.json().user.customSchool, typed).toBe(stored);
    }
  });

  it('takes every name, abbreviation and alias of the listed schools as a custom name', async () => {
    const names = new Set(SEED.flatMap((s) => [s.name, s.abbreviation, ...(s.aliases ?? [])]));
    expect(names.size).toBeGreaterThan(244);
    for (const name of names) {
      const res = await put(name);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().user.customSchool, name).toBe(name);
    }
  });
});
