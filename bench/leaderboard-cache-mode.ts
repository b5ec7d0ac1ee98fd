/**
 * How the leaderboard benchmark runs the app's shared state (issue 21, docs/decisions/013):
 *
 *   BENCH_REDIS=1            the app gets REDIS_URL of a throwaway redis-server
 *                            (scripts/redis-server.mjs): rate limits are counted and boards
 *                            cached in Redis, as in the cluster; default: in the process.
 *   BENCH_INVALIDATE_HZ=n    during the measured runs, the measured boards are dropped n times a
 *                            second, as that many result writes a second would (default 0: the
 *                            boards stay cached, as between writes).
 */
import { Redis } from 'ioredis';
import type { Board, BoardInvalidation } from '../src/server/features/results/leaderboard-cache.js';
import { onCleanup } from './support.js';

export const WITH_REDIS = process.env.BENCH_REDIS === '1';
const hz = Number(process.env.BENCH_INVALIDATE_HZ ?? '0');
if (!Number.isFinite(hz) || hz < 0 || hz > 1000)
  throw new Error('BENCH_INVALIDATE_HZ must be a number from 0 to 1000');
export const INVALIDATE_HZ = hz;

interface RedisServerModule {
  startRedis(): Promise<{ url: string }>;
  stopRedis(server: unknown): void;
}

export interface BenchRedis {
  url: string;
  /** Empties it, so one database's run does not read the boards cached by the one before. */
  flush(): Promise<void>;
}

/** With BENCH_REDIS=1, starts the throwaway Redis (stopped by the cleanup it registers). */
export async function benchRedis(): Promise<BenchRedis | null> {
  if (!WITH_REDIS) return null;
  const spec = '../scripts/redis-server.mjs'; // plain JS: typed here, not resolved by tsc
  const mod = (await import(spec)) as RedisServerModule;
  const server = await mod.startRedis();
  onCleanup(() => mod.stopRedis(server));
  return {
    url: server.url,
    async flush() {
      const client = new Redis(server.url, { lazyConnect: true });
      await client.connect();
      await client.flushall();
      client.disconnect();
    },
  };
}

/** One line for the report: where the counts and the cache live, and the write churn. */
export function describeMode(redis: BenchRedis | null): string {
  const where = redis
    ? `rate limits and leaderboard cache in Redis (${redis.url}, scripts/redis-server.mjs)`
    : 'rate limits and leaderboard cache in the process (no REDIS_URL)';
  const churn = INVALIDATE_HZ
    ? `; the measured boards dropped ${INVALIDATE_HZ}×/s during the runs, as result writes would`
    : '; no writes during the runs (boards stay cached until one)';
  return `${where}${churn}`;
}

/** Drops the boards INVALIDATE_HZ times a second until the returned stop is called. */
export function churn(cache: BoardInvalidation, boards: Board[]): () => void {
  if (!INVALIDATE_HZ) return () => undefined;
  const timer = setInterval(() => void cache.invalidate(boards), 1000 / INVALIDATE_HZ);
  return () => clearInterval(timer);
}
