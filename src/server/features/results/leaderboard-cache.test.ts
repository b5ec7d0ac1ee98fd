import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestApps, TEST_DB, type TestApp } from '../../test/test-app.js';
import type { TestApps } from '../../test/test-app.js';
import { startSmtpListener, type SmtpListener } from '../../../../test-support/smtp-listener.js';
import {
  client,
  signUpAndConfirm,
  uniqueUser,
  type SignedUpUser,
} from '../../test/accounts-helpers.js';
import { befriend } from '../../test/fixtures.js';
import { readBoard, scheduleMini, solveMini, testClock } from '../../test/play-helpers.js';
import { redisKeys, testRedis, type TestRedis } from '../../test/redis.js';
import { connectRedis, type SharedRedis } from '../../redis/connection.js';
import { miniCrossword } from '../../../shared/crossword/play.js';
import {
  memoryLeaderboardCache,
  redisLeaderboardCache,
  type LeaderboardCache,
} from './leaderboard-cache.js';
import type { Leaderboard } from '../../../shared/play/leaderboard.js';

/**
 * The leaderboard read cache (decisions/013): a result written through the play route is on the
 * very next read of every scope whose board was cached — in one process, and through another app
 * sharing the Redis — and a read that raced a write never stores what it read.
 */
const TODAY = '2026-11-21';
const SCOPES = ['global', 'school', 'friends'] as const;
const clock = testClock(`${TODAY}T12:00:00Z`);
const deps = { games: new Map([['mini', miniCrossword]] as const), clock: clock.now };

let smtp: SmtpListener;
let redis: TestRedis;
beforeAll(async () => {
  smtp = await startSmtpListener();
  redis = await testRedis();
});
afterAll(async () => {
  await redis.stop();
  await smtp.close();
});

const names = (b: Leaderboard) => b.entries.map((e) => [e.rank, e.username]);

/** Two friends at one school (set after sign-up): every scope of one is a scope of the other. */
async function schoolFriends(app: TestApp['app'], db: TestApp['db']) {
  const pair: SignedUpUser[] = [];
  for (let i = 0; i < 2; i++) {
    const u = await signUpAndConfirm(app, smtp, uniqueUser('lc'));
    const put = await client(app)({
      method: 'PUT',
      url: '/api/account/school',
      cookie: u.cookie,
      payload: { schoolId: 'uab-heersink', customName: null },
    });
    expect(put.statusCode, put.body).toBe(200);
    pair.push(u);
  }
  const [a, b] = pair as [SignedUpUser, SignedUpUser];
  await befriend(db, a.id, b.id);
  return [a, b] as const;
}

describe(`the leaderboard cache in one process on ${TEST_DB}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ smtpUrl: smtp.url }, undefined, deps);
    await scheduleMini(t, TODAY);
  });
  afterAll(() => t.close());

  it('shows a result written through the play route on the next read of every cached scope', async () => {
    const [viewer, player] = await schoolFriends(t.app, t.db);
    for (const scope of SCOPES)
      expect(await readBoard(t.app, viewer, TODAY, scope)).toMatchObject({ total: 0, me: null });

    await solveMini(t.app, player, TODAY, clock.advance, 60);
    for (const scope of SCOPES) {
      const b = await readBoard(t.app, viewer, TODAY, scope);
      expect(names(b), scope).toEqual([[1, player.username]]);
      expect(b.me, scope).toBeNull();
    }

    // the viewer's own row was cached as 'no result'; their faster result replaces it at once
    await solveMini(t.app, viewer, TODAY, clock.advance, 30);
    for (const scope of SCOPES) {
      const b = await readBoard(t.app, viewer, TODAY, scope);
      expect(names(b), scope).toEqual([
        [1, viewer.username],
        [2, player.username],
      ]);
      expect(b.me, scope).toMatchObject({ rank: 1, timeSeconds: 30 });
      expect((await readBoard(t.app, player, TODAY, scope)).me, scope).toMatchObject({ rank: 2 });
    }
  });
});

describe(`two apps sharing one Redis on ${TEST_DB}`, () => {
  let two: TestApps;
  beforeAll(async () => {
    two = await createTestApps(2, { smtpUrl: smtp.url, redisUrl: redis.url }, deps);
    await scheduleMini(two.apps[0]!, TODAY);
  });
  afterAll(() => two.close());

  it('shows a result written through one app on the next read through the other', async () => {
    const [a, b] = two.apps as [TestApp, TestApp];
    const [viewer, player] = await schoolFriends(a.app, two.db);
    for (const scope of SCOPES)
      expect(await readBoard(b.app, viewer, TODAY, scope)).toMatchObject({ total: 0 });
    // the board is cached in Redis, not in either process
    expect(await redisKeys(redis.url, 'medgrid:lb:*')).toEqual([`medgrid:lb:mini:${TODAY}`]);

    await solveMini(a.app, player, TODAY, clock.advance, 60);
    for (const scope of SCOPES)
      expect(names(await readBoard(b.app, viewer, TODAY, scope)), scope).toEqual([
        [1, player.username],
      ]);

    // and the other way: written through b, read through a (whose reads were cached by b)
    await readBoard(a.app, player, TODAY);
    await solveMini(b.app, viewer, TODAY, clock.advance, 30);
    for (const scope of SCOPES) {
      const seen = await readBoard(a.app, player, TODAY, scope);
      expect(names(seen), scope).toEqual([
        [1, viewer.username],
        [2, player.username],
      ]);
      expect(seen.me, scope).toMatchObject({ rank: 2 });
    }
  });
});

describe('the cache on its own', () => {
  let shared: SharedRedis;
  beforeAll(async () => {
    const silent = { warn: () => undefined, info: () => undefined, error: () => undefined };
    shared = await connectRedis(redis.url, silent as never);
  });
  afterAll(() => shared.close());

  const kinds: Array<[string, () => LeaderboardCache]> = [
    ['in process', () => memoryLeaderboardCache()],
    ['in Redis', () => redisLeaderboardCache(shared)],
  ];
  const day = { game: 'mini' as const, date: '2026-11-22' };
  const other = { game: 'medle' as const, date: '2026-11-22' };

  for (const [kind, make] of kinds) {
    it(`stores nothing a read took before a write dropped the board (${kind})`, async () => {
      const cache = make();
      await cache.invalidate([day, other]);
      const first = await cache.read(day, ['page']);
      expect(first?.values).toEqual([null]);
      await cache.fill(day, first!.token, { page: { total: 1 } });
      expect((await cache.read(day, ['page']))?.values).toEqual([{ total: 1 }]);

      // a reader takes the token, a write commits and drops the board, the reader fills late
      const racing = await cache.read(day, ['page']);
      await cache.invalidate([day]);
      await cache.fill(day, racing!.token, { page: { total: 1, stale: true } });
      const next = await cache.read(day, ['page']);
      expect(next?.values).toEqual([null]);
      expect(next?.token).not.toBe(racing?.token);

      // boards are apart: a drop of one leaves the other
      const o = await cache.read(other, ['page']);
      await cache.fill(other, o!.token, { page: 'medle' });
      await cache.invalidate([day]);
      expect((await cache.read(other, ['page']))?.values).toEqual(['medle']);
    });
  }
});
