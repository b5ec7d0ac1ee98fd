/**
 * The session check's cost in the cluster (issue 21: "better-auth's secondary storage in Redis if
 * it helps the session check's cost: measure"). From this process, as an app process would:
 *
 *   database  the fast session reader's query (src/server/auth/session-reader.ts): the session
 *             joined to its user by token, one indexed read on the cluster's PostgreSQL
 *   redis     a GET of the same session and user as JSON from the cluster's Redis, what a
 *             secondary storage would answer instead
 *
 * Each: the wait per check (p50/p99, one at a time and 10 at once) and this process's CPU per
 * check. Both go over loopback to a server on the same machine.
 */
import { Redis } from 'ioredis';
import { openDatabase } from '../src/server/db/database.js';
import type { DatabaseConfig } from '../src/server/config.js';

export interface SessionCheckResult {
  store: 'database' | 'redis';
  /** ms per check, one at a time */
  p50: number;
  p99: number;
  /** ms per check, 10 at once */
  p50Concurrent: number;
  p99Concurrent: number;
  /** ms of this process's CPU per check */
  cpu: number;
}

const CHECKS = 3000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measureStore(
  store: SessionCheckResult['store'],
  check: (token: string) => Promise<unknown>,
  tokens: string[],
): Promise<SessionCheckResult> {
  for (let i = 0; i < 300; i++) await check(tokens[i % tokens.length]!); // warm-up
  const one: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < CHECKS; i++) {
    const t = performance.now();
    await check(tokens[i % tokens.length]!);
    one.push(performance.now() - t);
  }
  const cpu = process.cpuUsage(cpu0);
  const many: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < CHECKS) {
        const i = next++;
        const t = performance.now();
        await check(tokens[i % tokens.length]!);
        many.push(performance.now() - t);
      }
    }),
  );
  one.sort((a, b) => a - b);
  many.sort((a, b) => a - b);
  return {
    store,
    p50: percentile(one, 50),
    p99: percentile(one, 99),
    p50Concurrent: percentile(many, 50),
    p99Concurrent: percentile(many, 99),
    cpu: (cpu.user + cpu.system) / 1000 / CHECKS,
  };
}

/** Both stores for the sessions the benchmark signed in on `database`, Redis at `redisUrl`. */
export async function sessionCheckCost(
  database: DatabaseConfig,
  redisUrl: string,
): Promise<SessionCheckResult[]> {
  const db = await openDatabase(database);
  const redis = new Redis(redisUrl, { lazyConnect: true });
  await redis.connect();
  try {
    const read = (token: string) =>
      db.kysely
        .selectFrom('session as s')
        .innerJoin('user as u', 'u.id', 's.userId')
        .select(['s.expiresAt', 'u.id', 'u.email', 'u.username', 'u.displayUsername'])
        .where('s.token', '=', token)
        .executeTakeFirst();
    const rows = await db.kysely.selectFrom('session').select('token').limit(500).execute();
    const tokens = rows.map((r) => r.token);
    if (tokens.length === 0) throw new Error('no sessions to read');
    // what a secondary storage keeps per session: the session and its user, as JSON
    for (const token of tokens)
      await redis.set(`bench-session:${token}`, JSON.stringify(await read(token)), 'EX', 600);
    return [
      await measureStore('database', read, tokens),
      await measureStore(
        'redis',
        async (token) => JSON.parse((await redis.get(`bench-session:${token}`)) ?? 'null'),
        tokens,
      ),
    ];
  } finally {
    redis.disconnect();
    await db.destroy();
  }
}
