import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../test/test-app.js';
import { useTestApp } from '../test/use-test-app.js';
import { client, signUpAndConfirm, type SignedUpUser } from '../test/accounts-helpers.js';
import { scheduleMini } from '../test/play-helpers.js';

// Issue 27, finding 7: JSON nested 60,000 deep (`[` × 60,000, 120 KB) passed the body parser, and
// the crossword import re-serialized it with JSON.stringify, which overflowed the stack: a 500.
// Every route now refuses a body nested deeper than 64 levels with a 400 before parsing it, and
// the import refuses a crossword file that deep however it is sent.

const TODAY = '2026-11-25';
const now = Date.parse(`${TODAY}T12:00:00Z`);
const TOO_DEEP = {
  statusCode: 400,
  error: 'Bad Request',
  code: 'JSON_TOO_DEEP',
  message: 'The request body is nested too deeply: at most 64 levels of arrays and objects.',
};

const t = useTestApp({ deps: { clock: () => new Date(now) } });
let admin: SignedUpUser;
let player: SignedUpUser;

beforeAll(async () => {
  admin = await signUpAndConfirm(t.app, t.smtp);
  await t.accounts.grantAdmin(admin.id);
  player = await signUpAndConfirm(t.app, t.smtp);
  await scheduleMini(t, TODAY);
});

const nested = (depth: number, inner = '') => '['.repeat(depth) + inner + ']'.repeat(depth);
const DEEP = nested(60_000);

function send(
  user: SignedUpUser | null,
  method: 'POST' | 'PUT',
  url: string,
  payload: string,
  type = 'application/json',
): Promise<LightMyRequestResponse> {
  return client(t.app)({
    method,
    url,
    payload,
    headers: { 'content-type': type },
    ...(user ? { cookie: user.cookie } : {}),
  });
}

describe(`JSON bodies nested too deeply on ${TEST_DB}`, () => {
  it('the crossword import refuses them with a 400 (it answered 500), however the file is sent', async () => {
    for (const format of ['ipuz', 'puz']) {
      const url = `/api/admin/crosswords/import?format=${format}`;
      const res = await send(admin, 'POST', url, DEEP);
      expect(res.statusCode, `${format} as JSON`).toBe(400);
      expect(res.json()).toEqual(TOO_DEEP);
    }
    // an .ipuz file's text sent as bytes is JSON too: the same limit, the same answer
    for (const type of ['application/octet-stream', 'text/plain']) {
      const res = await send(admin, 'POST', '/api/admin/crosswords/import?format=ipuz', DEEP, type);
      expect(res.statusCode, type).toBe(400);
      expect(res.json(), type).toEqual(TOO_DEEP);
    }
  });

  it('the admin uploads refuse them too', async () => {
    for (const [method, url] of [
      ['PUT', `/api/admin/puzzles/mini/2030-01-01`],
      ['PUT', '/api/admin/puzzles/mini'],
      ['PUT', '/api/admin/daily-questions/2030-01-01'],
    ] as const) {
      const res = await send(admin, method, url, `{"a":${DEEP}}`);
      expect(res.json(), url).toEqual(TOO_DEEP);
    }
  });

  it("a player's routes refuse them: a move, a pause, the school, sign-in", async () => {
    const play = `/api/play/mini/${TODAY}`;
    const start = await send(player, 'POST', `${play}/start`, '{"mode":"daily"}');
    expect(start.statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', `${play}/moves`],
      ['POST', `${play}/pause`],
      ['PUT', '/api/account/school'],
      ['POST', '/api/account/sign-in'],
    ] as const) {
      const res = await send(player, method, url, `{"mode":"daily","move":${DEEP}}`);
      expect(res.json(), url).toEqual(TOO_DEEP);
      const objects = '{"a":'.repeat(65) + '1' + '}'.repeat(65);
      expect((await send(player, method, url, objects)).json(), url).toEqual(TOO_DEEP);
    }
  });

  it('counts levels exactly, and brackets inside strings not at all', async () => {
    const url = '/api/account/sign-in';
    // 64 levels pass the parser and meet the route's own validation; 65 do not
    const at = await send(null, 'POST', url, `{"identifier":${nested(63, '"a"')}}`);
    expect(at.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    const over = await send(null, 'POST', url, `{"identifier":${nested(64, '"a"')}}`);
    expect(over.json()).toEqual(TOO_DEEP);
    // brackets, escaped quotes and backslashes inside a string are text
    const text = JSON.stringify({ identifier: `\\"${'[{'.repeat(100)}`, password: 'x' });
    const plain = await send(null, 'POST', url, text);
    expect(plain.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    // a string ending in an escaped backslash ends there: what follows counts again
    const after = `{"identifier":"a\\\\","password":${nested(65, '1')}}`;
    expect((await send(null, 'POST', url, after)).json()).toEqual(TOO_DEEP);
  });

  it('says why a body that is not JSON was refused', async () => {
    const url = '/api/account/sign-in';
    const broken = await send(null, 'POST', url, '{"identifier": "a",}');
    expect(broken.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'INVALID_JSON',
      message: 'The request body is not valid JSON (at character 20).',
    });
    const proto = await send(null, 'POST', url, '{"identifier":"a","__proto__":{"x":1}}');
    expect(proto.json()).toMatchObject({
      statusCode: 400,
      code: 'INVALID_JSON',
      message:
        'The request body has a key named __proto__ or constructor.prototype, which is not accepted.',
    });
  });
});
