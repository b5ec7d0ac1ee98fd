import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { client, signUpAndConfirm, type SignedUpUser } from '../../test/accounts-helpers.js';
import { DEFAULT_SOLVER_SETTINGS } from '../../../shared/play/solver-settings.js';

const t = useTestApp();
let player: SignedUpUser;

beforeAll(async () => {
  player = await signUpAndConfirm(t.app, t.smtp);
});

const get = (cookie?: string) =>
  client(t.app)({ method: 'GET', url: '/api/account/settings', ...(cookie ? { cookie } : {}) });
const put = (payload: unknown, cookie = player.cookie) =>
  client(t.app)({
    method: 'PUT',
    url: '/api/account/settings',
    cookie,
    payload: payload as object,
  });

describe(`solver settings on ${TEST_DB}`, () => {
  it('start at the defaults, are changed one at a time, and come with the session (me)', async () => {
    expect((await get(player.cookie)).json()).toEqual({ settings: DEFAULT_SOLVER_SETTINGS });
    const first = await put({ pencil: true });
    expect(first.statusCode, first.body).toBe(200);
    // another device changes another setting: both are kept
    await put({ skipFilled: true });
    const expected = { ...DEFAULT_SOLVER_SETTINGS, pencil: true, skipFilled: true };
    expect((await get(player.cookie)).json()).toEqual({ settings: expected });
    const me = await client(t.app)({
      method: 'GET',
      url: '/api/account/me',
      cookie: player.cookie,
    });
    expect(me.json().user.settings).toEqual(expected);
  });

  it('refuses bad input with a reason, and anonymous requests', async () => {
    for (const [payload, reason] of [
      [{ pencil: 'yes' }, /pencil must be true or false/],
      [{ turbo: true }, /Unknown setting: turbo/],
      [{}, /No setting to change/],
      [[true], /Settings must be an object/],
    ] as const) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(reason);
    }
    expect((await get()).statusCode).toBe(401);
    expect((await put({ pencil: true }, '')).statusCode).toBe(401);
  });
});
