import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { client, signUpAndConfirm, type SignedUpUser } from '../../test/accounts-helpers.js';
import { MEDICAL_SCORE } from '../../../shared/builder/word-score.js';
import { OFFENSIVE_WORDS } from './builder-words.js';

/**
 * The autofill's word list (issue 19), GET /api/admin/builder/words: admins only (our future
 * answers are in it), 'WORD score' lines best first, gzipped when the browser takes gzip, with our
 * medical terms scored highest and profanity left out.
 */
const t = useTestApp();
let admin: SignedUpUser;
let player: SignedUpUser;

beforeAll(async () => {
  admin = await signUpAndConfirm(t.app, t.smtp);
  await t.accounts.grantAdmin(admin.id);
  player = await signUpAndConfirm(t.app, t.smtp);
});

describe(`the builder's word list on ${TEST_DB}`, () => {
  it('is refused without a session and to a player', async () => {
    const c = client(t.app);
    expect((await c({ method: 'GET', url: '/api/admin/builder/words' })).statusCode).toBe(401);
    const refused = await c({
      method: 'GET',
      url: '/api/admin/builder/words',
      cookie: player.cookie,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toMatch(/^[A-Z]+ \d+$/m);
  });

  it('gives an admin the scored list, gzipped when asked, medical terms first', async () => {
    const c = client(t.app);
    const res = await c({
      method: 'GET',
      url: '/api/admin/builder/words',
      cookie: admin.cookie,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('private');
    const lines = gunzipSync(res.rawPayload).toString('utf8').trim().split('\n');
    expect(lines.length).toBeGreaterThan(100_000);
    const scores = new Map(lines.map((l) => [l.split(' ')[0]!, Number(l.split(' ')[1])]));
    expect(scores.get('GRAVESDISEASE')).toBe(MEDICAL_SCORE); // a Medle diagnosis
    expect(scores.get('HEART')!).toBeGreaterThan(scores.get('AORTAE') ?? 0);
    expect(scores.has('FUCK')).toBe(false);
    // our editors' list of slurs and crude words: none offered, a blocked beginning included
    const offensive = readFileSync(OFFENSIVE_WORDS, 'utf8')
      .split('\n')
      .filter((l) => /^[A-Z]+\*?$/.test(l));
    expect(offensive.length).toBeGreaterThan(200);
    for (const w of offensive.filter((l) => !l.endsWith('*'))) expect(scores.has(w), w).toBe(false);
    for (const p of offensive.filter((l) => l.endsWith('*')).map((l) => l.slice(0, -1)))
      expect(
        lines.filter((l) => l.startsWith(p)),
        p,
      ).toEqual([]);
    expect(scores.has('PERV')).toBe(false);
    expect(scores.has('NEGROISM')).toBe(false);
    // medical words of the profanity lists stay: anatomy and disease are our subject
    expect(scores.has('TESTES') && scores.has('SYPHILIS') && scores.has('PUBIS')).toBe(true);
    const values = lines.map((l) => Number(l.split(' ')[1]));
    expect(values).toEqual([...values].sort((a, b) => b - a));

    const plain = await c({ method: 'GET', url: '/api/admin/builder/words', cookie: admin.cookie });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.split('\n').length).toBe(lines.length + 1);
  });
});
