import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApps, TEST_DB, type TestApps } from '../test/test-app.js';
import { startSmtpListener, type SmtpListener } from '../../../test-support/smtp-listener.js';
import { client, nextIp, signUpAndConfirm, uniqueUser } from '../test/accounts-helpers.js';
import { redisKeys, testRedis, type TestRedis } from '../test/redis.js';
import { RATE_LIMITS } from './rate-limit.js';
import type { FastifyInstance } from 'fastify';

/**
 * REDIS_URL: the rate limits are counted in Redis, so two apps (two processes behind a load
 * balancer) share one budget per address and one per player (decisions/013).
 */
let smtp: SmtpListener;
let redis: TestRedis;
let two: TestApps;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpListener();
  redis = await testRedis();
  two = await createTestApps(2, { smtpUrl: smtp.url, redisUrl: redis.url });
  [a, b] = two.apps.map((x) => x.app) as [FastifyInstance, FastifyInstance];
});
afterAll(async () => {
  await two.close();
  await redis.stop();
  await smtp.close();
});

describe(`rate limits shared through Redis by two apps on ${TEST_DB}`, () => {
  it('counts one address across both apps', async () => {
    const ip = nextIp();
    const forgot = (app: FastifyInstance, from = ip) =>
      client(
        app,
        from,
      )({
        method: 'POST',
        url: '/api/account/forgot-password',
        payload: { identifier: 'nobody@example.org' },
      });
    const max = RATE_LIMITS.mailRequest.max; // 5 per 15 minutes
    const remaining: string[] = [];
    for (let i = 0; i < max; i++) {
      const res = await forgot(i % 2 === 0 ? a : b);
      expect(res.statusCode, res.body).toBe(200);
      remaining.push(String(res.headers['x-ratelimit-remaining']));
    }
    // one count: what one app used, the other sees
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    const [overA, overB] = [await forgot(a), await forgot(b)];
    expect(overA.statusCode).toBe(429);
    expect(overA.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(overB.statusCode).toBe(429);
    // another address has its own budget
    expect((await forgot(b, nextIp())).statusCode).toBe(200);
    expect(await redisKeys(redis.url, `medgrid:rl:POST/api/account/forgot-password-${ip}`)).toEqual(
      [`medgrid:rl:POST/api/account/forgot-password-${ip}`],
    );
  });

  it('counts one player across both apps, from any address', async () => {
    const player = await signUpAndConfirm(a, smtp, uniqueUser('rl'));
    const other = await signUpAndConfirm(b, smtp, uniqueUser('rl'));
    const search = (app: FastifyInstance, cookie: string) =>
      client(app)({ method: 'GET', url: '/api/friends/search?q=someone', cookie });
    const max = RATE_LIMITS.friendSearch.max; // 60 per minute per player
    const statuses: number[] = [];
    for (let i = 0; i < max; i++)
      statuses.push((await search(i < max / 2 ? a : b, player.cookie)).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect((await search(b, player.cookie)).statusCode).toBe(429);
    expect((await search(a, player.cookie)).statusCode).toBe(429);
    expect((await search(a, other.cookie)).statusCode).toBe(200);
  });
});
