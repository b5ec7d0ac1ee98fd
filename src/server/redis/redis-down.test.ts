import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { createTestApp, TEST_DB, type TestApp } from '../test/test-app.js';
import { startSmtpListener, type SmtpListener } from '../../../test-support/smtp-listener.js';
import { client, nextIp, signUpAndConfirm, uniqueUser } from '../test/accounts-helpers.js';
import { readBoard, scheduleMini, solveMini, testClock } from '../test/play-helpers.js';
import { ownRedis } from '../test/redis.js';
import { RATE_LIMITS } from '../plugins/rate-limit.js';
import { REDIS_COMMAND_TIMEOUT_MS } from './connection.js';
import { miniCrossword } from '../../shared/crossword/play.js';
import type { FastifyInstance } from 'fastify';

/**
 * Redis holds nothing the database does not (decisions/013): when it hangs, stops or was never
 * there, requests are answered as without REDIS_URL — leaderboards from the database, rate limits
 * counted in the process — and none fails.
 */
const TODAY = '2026-11-21';
const clock = testClock(`${TODAY}T12:00:00Z`);
const deps = { games: new Map([['mini', miniCrossword]] as const), clock: clock.now };

let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());

/** The mail-request limit from one address: the statuses of max + 1 requests. */
async function mailRequests(app: FastifyInstance): Promise<number[]> {
  const call = client(app, nextIp());
  const statuses: number[] = [];
  for (let i = 0; i <= RATE_LIMITS.mailRequest.max; i++) {
    const res = await call({
      method: 'POST',
      url: '/api/account/forgot-password',
      payload: { identifier: 'nobody@example.org' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}
const LIMITED = [...Array<number>(RATE_LIMITS.mailRequest.max).fill(200), 429];

const health = async (app: FastifyInstance) =>
  (await client(app)({ method: 'GET', url: '/api/health' })).json() as { redis?: string };

describe(`when Redis fails on ${TEST_DB}`, () => {
  it('goes on through a hung Redis and then a stopped one, the board never stale', async () => {
    const redis = await ownRedis();
    let t: TestApp | null = null;
    try {
      t = await createTestApp({ smtpUrl: smtp.url, redisUrl: redis.url }, undefined, deps);
      await scheduleMini(t, TODAY);
      const viewer = await signUpAndConfirm(t.app, smtp, uniqueUser('rd'));
      const player = await signUpAndConfirm(t.app, smtp, uniqueUser('rd'));
      expect((await readBoard(t.app, viewer, TODAY)).total).toBe(0); // cached in Redis
      expect(await health(t.app)).toMatchObject({ redis: 'ok' });

      // hung: each call waits at most the command timeout, once, then Redis is left alone
      redis.signal('SIGSTOP');
      const started = Date.now();
      await solveMini(t.app, player, TODAY, clock.advance, 60);
      const board = await readBoard(t.app, viewer, TODAY);
      expect(board.entries.map((e) => e.username)).toEqual([player.username]);
      expect(await mailRequests(t.app)).toEqual(LIMITED);
      expect(Date.now() - started).toBeLessThan(20 * REDIS_COMMAND_TIMEOUT_MS);
      redis.signal('SIGCONT');

      // stopped: the same, at once
      await redis.stop();
      const other = await signUpAndConfirm(t.app, smtp, uniqueUser('rd'));
      await solveMini(t.app, other, TODAY, clock.advance, 30);
      const after = await readBoard(t.app, viewer, TODAY);
      expect(after.entries.map((e) => e.username)).toEqual([other.username, player.username]);
      expect(await mailRequests(t.app)).toEqual(LIMITED);
      expect(await health(t.app)).toMatchObject({ redis: 'unreachable' });
    } finally {
      await t?.close();
      await redis.stop();
    }
  });

  it('starts and serves when nothing listens at REDIS_URL', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const address = s.address();
        s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const t = await createTestApp(
      { smtpUrl: smtp.url, redisUrl: `redis://127.0.0.1:${port}` },
      undefined,
      deps,
    );
    try {
      await scheduleMini(t, TODAY);
      const res = await client(t.app)({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ok', redis: 'unreachable' });
      const player = await signUpAndConfirm(t.app, smtp, uniqueUser('rn'));
      await solveMini(t.app, player, TODAY, clock.advance, 45);
      expect((await readBoard(t.app, player, TODAY)).me).toMatchObject({ rank: 1 });
      expect(await mailRequests(t.app)).toEqual(LIMITED);
    } finally {
      await t.close();
    }
  });
});
