import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { client, signUpAndConfirm } from '../../test/accounts-helpers.js';
import { playablePulse, PULSE_PUZZLE } from '../../../../test-support/games/pulse.js';

/**
 * The seams, server side (issue 28): a game the engine has never seen, Pulse (a shared rules
 * module written for this test, test-support/games/pulse.ts), plugs in with one registry line
 * and plays through the same routes as the five games: start, moves checked by its rules, the
 * answer only once over, the result recorded and ranked by the id's rank rule, its pace checked.
 */
const TODAY = '2026-11-21';
let now = Date.parse(`${TODAY}T12:00:00Z`);

const t = useTestApp({
  deps: { games: new Map([['medle', playablePulse]]), clock: () => new Date(now) },
});
beforeAll(async () => {
  await t.puzzles.upsert('medle', TODAY, 'Pulse', PULSE_PUZZLE);
});

describe(`a new game plugs in with a module and a registry line, on ${TEST_DB}`, () => {
  it('plays Pulse to a ranked result through the play routes', async () => {
    const user = await signUpAndConfirm(t.app, t.smtp);
    const call = client(t.app);
    const post = (path: string, payload: Record<string, unknown>) =>
      call({
        method: 'POST',
        url: `/api/play/medle/${TODAY}${path}`,
        cookie: user.cookie,
        payload,
      });
    const before = await call({
      method: 'GET',
      url: `/api/play/medle/${TODAY}?mode=daily`,
      cookie: user.cookie,
    });
    expect(before.json().puzzle).toEqual({ min: 40, max: 180 });
    expect((await post('/start', { mode: 'daily' })).statusCode).toBe(200);

    now += 5_000;
    const low = await post('/moves', { mode: 'daily', move: { type: 'guess', rate: 60 } });
    expect(low.json().feedback).toEqual({ hint: 'higher' });
    expect(low.body).not.toContain('72'); // the answer stays on the server until the end
    const bad = await post('/moves', { mode: 'daily', move: { type: 'guess', rate: 500 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('rate: rate is at most 180');

    now += 5_000;
    const right = await post('/moves', { mode: 'daily', move: { type: 'guess', rate: 72 } });
    expect(right.json().play).toMatchObject({ status: 'won', view: { rate: 72 } });
    expect(right.json().result).toMatchObject({
      eligible: true,
      review: null,
      timeSeconds: 10,
      score: 1000 - 20 - 100,
    });
    const board = await call({
      method: 'GET',
      url: `/api/leaderboards/medle/${TODAY}`,
      cookie: user.cookie,
    });
    expect(board.json().entries).toEqual([
      expect.objectContaining({ rank: 1, userId: user.id, score: 880 }),
    ]);
  });

  it("holds a Pulse result faster than its pace model, as the five games' are", async () => {
    const user = await signUpAndConfirm(t.app, t.smtp);
    const post = (path: string, payload: Record<string, unknown>) =>
      client(t.app)({
        method: 'POST',
        url: `/api/play/medle/${TODAY}${path}`,
        cookie: user.cookie,
        payload,
      });
    await post('/start', { mode: 'daily' });
    now += 200;
    const right = await post('/moves', { mode: 'daily', move: { type: 'guess', rate: 72 } });
    expect(right.json().result).toMatchObject({ review: 'pending', eligible: false });
  });
});
