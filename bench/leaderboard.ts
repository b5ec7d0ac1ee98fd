/**
 * `npm run bench:leaderboard` (issue 4): seeds one game-day — BENCH_USERS users (default 200,000)
 * spread over the 244 schools, 50 accepted friends each, one result per user and game
 * (1,000,000 results) — into embedded SQLite and into PostgreSQL, starts the real app, signs
 * viewers in through the real sign-in route and measures GET /api/leaderboards/:game/:date for
 * each scope with autocannon; in the same run, the old site's method (read the whole day, rank in
 * JavaScript) is measured the same way as the baseline. Budget: p99 ≤ 25 ms per scope on SQLite,
 * shown for one reader at a time (the read's own latency) and under BENCH_CONNECTIONS concurrent
 * connections (where requests queue on the one Node process), each with its verdict.
 *
 * Environment: BENCH_USERS (200000), BENCH_GAMES (mini; e.g. mini,medle), BENCH_DBS
 * (sqlite,postgres), BENCH_DURATION (10 s per run), BENCH_CONNECTIONS (10), BENCH_WARMUP (2 s),
 * BENCH_BASELINE (1; 0 skips it), BENCH_OLD_REQUESTS (requests per loaded old-method run:
 * BENCH_CONNECTIONS), BENCH_OLD_SINGLE_REQUESTS (3), BENCH_PG_URL (an existing server's admin URL;
 * otherwise a throwaway cluster is started with scripts/pg-cluster.mjs and stopped at the end),
 * BENCH_REDIS (1: the app's rate limits and board cache in a throwaway Redis) and
 * BENCH_INVALIDATE_HZ (boards dropped n times a second during the runs): leaderboard-cache-mode.ts.
 *
 * Exits 0 when the benchmark ran (also when over budget: it is a report); 1 on any error, failed
 * request or wrong answer.
 */
import os from 'node:os';
import { buildApp, type MedGridApp } from '../src/server/app.js';
import { hashPassword } from '../src/server/auth/password-hash.js';
import { openDatabase, type Db } from '../src/server/db/database.js';
import { testConfig } from '../src/server/test/test-app.js';
import { LEADERBOARD_SCOPES, LEADERBOARD_TOP } from '../src/shared/play/leaderboard.js';
import { startBaseline } from './leaderboard-baseline.js';
import { benchRedis, churn, describeMode, type BenchRedis } from './leaderboard-cache-mode.js';
import { generate, type BenchData } from './leaderboard-data.js';
import { postgresTarget, sqliteTarget, type DbTarget } from './leaderboard-databases.js';
import {
  inFlight,
  LoadClient,
  loadRun,
  timeSessions,
  verify,
  type Measured,
  type Target,
} from './leaderboard-measure.js';
import { createProfiler, type ScopeProfile } from './leaderboard-profile.js';
import { printPhases, printProfile, printSummary, printTable } from './leaderboard-report.js';
import { schoolIds } from './leaderboard-seed.js';
import {
  CONNECTIONS,
  DATE,
  DBS,
  DURATION,
  EXPECT_ME,
  games,
  OLD_BUSY,
  OLD_SINGLE,
  PASSWORD,
  USERS,
  WARMUP,
  WITH_BASELINE,
} from './leaderboard-settings.js';
import { chooseViewers, signIn, viewersFor, type Viewer } from './leaderboard-viewers.js';
import { errorsNote, fail, failures, onCleanup, runBench, say, secs } from './support.js';

type Baseline = Awaited<ReturnType<typeof startBaseline>>;

/** Chooses the viewers and signs them in, two at a time. */
async function signInViewers(origin: string, data: BenchData): Promise<Viewer[]> {
  const viewers = chooseViewers(data);
  const t0 = performance.now();
  for (let i = 0; i < viewers.length; i += 2)
    await Promise.all(viewers.slice(i, i + 2).map((v) => signIn(origin, v)));
  say(
    `Signed in ${viewers.length} viewers through POST /api/account/sign-in in ${secs((performance.now() - t0) / 1000)}: global ${games[0]} ranks ${viewers.map((v) => `${v.rank}${v.school ? '' : '*'}`).join(', ')} (* = no school; the school scope rotates the ${viewersFor(viewers, 'school').length} with one)`,
  );
  return viewers;
}

/** Checks every answer, ours and the old method's. */
async function verifyAll(
  origin: string,
  baseline: Baseline | null,
  viewers: Viewer[],
  data: BenchData,
): Promise<void> {
  const checked = await verify(origin, baseline?.origin ?? null, viewers, data);
  say(
    `Verified ${checked} responses: 200, top ${LEADERBOARD_TOP}, a ranked 'me'${baseline ? ', identical to the old method (total, top rows and ranks, own rank)' : ''}${failures() ? ` — ${failures()} problem(s), see above` : ''}.`,
  );
}

/** Our read, per game and scope: a warm-up, then a run under load and one reader at a time. */
async function measureOurs(ours: Target, viewers: Viewer[]): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const game of games) {
    for (const scope of LEADERBOARD_SCOPES) {
      const cookies = viewersFor(viewers, scope).map((v) => v.cookie);
      const path = `/api/leaderboards/${game}/${DATE}?scope=${scope}`;
      if (WARMUP > 0) {
        await ours.idle();
        // prettier-ignore
        await ours.load.run({ origin: ours.origin, path, cookies, connections: CONNECTIONS, durationSeconds: WARMUP, expect: EXPECT_ME });
      }
      const label = `${game}/${scope}`;
      // prettier-ignore
      const busy = await loadRun(ours, path, cookies, { connections: CONNECTIONS, durationSeconds: DURATION }, `${label}, ${CONNECTIONS} connections`);
      // prettier-ignore
      const single = await loadRun(ours, path, cookies, { connections: 1, durationSeconds: DURATION }, `${label}, 1 connection`);
      measured.push({ game, scope, ours: { busy, single }, old: null });
    }
  }
  return measured;
}

/** The old method on the same boards, a fixed number of requests each (it takes seconds). */
async function measureOld(old: Target, viewers: Viewer[], measured: Measured[]): Promise<void> {
  for (const m of measured) {
    const cookies = viewersFor(viewers, m.scope).map((v) => v.cookie);
    const path = `/old/leaderboards/${m.game}/${DATE}?scope=${m.scope}`;
    const label = `old ${m.game}/${m.scope}`;
    // prettier-ignore
    const busy = await loadRun(old, path, cookies, { connections: CONNECTIONS, amount: OLD_BUSY }, `${label}, ${CONNECTIONS} connections`);
    // prettier-ignore
    const single = await loadRun(old, path, cookies, { connections: 1, amount: OLD_SINGLE }, `${label}, 1 connection`);
    m.old = { busy, single };
  }
}

/** Where a read spends its time: the real service on a logging connection, per game and scope. */
async function profileReads(target: DbTarget, built: MedGridApp, viewers: Viewer[], kind: string) {
  const profiler = await createProfiler(target.config);
  try {
    const profiles: Array<[string, ScopeProfile]> = [];
    for (const game of games)
      for (const scope of LEADERBOARD_SCOPES) {
        const ids = viewersFor(viewers, scope).map((v) => v.id);
        profiles.push([`${game}/${scope}`, await profiler.profile(game, DATE, scope, ids)]);
      }
    printProfile(kind, await timeSessions(built.auth, viewers), profiles);
  } finally {
    await profiler.close();
  }
}

/** Every step even if one fails: the database's connections close before it is dropped. */
async function closeAll(steps: Array<[string, () => Promise<unknown>]>): Promise<void> {
  for (const [what, step] of steps) {
    try {
      await step();
    } catch (e) {
      fail(`${what}: ${String(e)}`);
    }
  }
}

async function benchDatabase(
  target: DbTarget,
  data: BenchData,
  hash: string,
  load: LoadClient,
  redis: BenchRedis | null,
): Promise<Measured[]> {
  const kind = target.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  say();
  say(`════ ${kind} ════`);
  say(target.describe);
  say('Seeding:');
  printPhases(await target.seed(data, hash));
  say(
    `  (ANALYZE ran after seeding${target.kind === 'postgres' ? ', as part of VACUUM (ANALYZE)' : ''})`,
  );

  const db: Db = await openDatabase(target.config);
  await redis?.flush();
  const config = testConfig({ rateLimitMultiplier: 1000, redisUrl: redis?.url ?? null });
  const built = await buildApp(config, { db, jobs: false, logger: false });
  let baseline: Baseline | null = null;
  try {
    const origin = await built.app.listen({ host: '127.0.0.1', port: 0 });
    const viewers = await signInViewers(origin, data);
    if (WITH_BASELINE) baseline = await startBaseline(db, built.auth);
    await verifyAll(origin, baseline, viewers, data);
    const ours: Target = { load, origin, idle: inFlight(built.app.server) };
    const old: Target | null = baseline
      ? { load, origin: baseline.origin, idle: inFlight(baseline.app.server) }
      : null;
    const boards = games.map((game) => ({ game, date: DATE }));
    const stopChurn = churn(built.leaderboardCache, boards);
    say(
      `Measuring with autocannon, cookies rotated per request: ${DURATION} s runs (after ${WARMUP} s of warm-up per scope)${old ? `; the old method, which takes seconds per request, with a fixed number of requests instead (${OLD_BUSY} on ${CONNECTIONS} connections, ${OLD_SINGLE} on 1), so none is left running` : ''}:`,
    );
    const measured = await measureOurs(ours, viewers);
    if (old) await measureOld(old, viewers, measured);
    stopChurn();
    printTable(kind, measured);
    await profileReads(target, built, viewers, kind);
    return measured;
  } finally {
    await closeAll([
      ['close the baseline server', async () => baseline?.app.close()],
      ['close the app', () => built.app.close()],
      ['close the database', () => db.destroy()],
      ['clean up the database', () => target.cleanup()],
    ]);
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  say(`MedGrid leaderboard benchmark (issue 4) — ${new Date().toISOString()}`);
  const load1 = os.loadavg().map((l) => l.toFixed(1));
  say(
    `Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load average ${load1.join(' ')} at start; load generator: autocannon in a child process`,
  );
  say(
    `Day ${DATE}: ${USERS.toLocaleString('en-US')} users, 244 schools (log-normal sizes, ~5% no school), ~50 accepted friends each, ${(USERS * 5).toLocaleString('en-US')} results (5 games, ~8% assisted/ineligible); measured: ${games.join(', ')} × ${LEADERBOARD_SCOPES.join(', ')}`,
  );

  let t = performance.now();
  const data = generate(USERS, schoolIds(), DATE);
  say(`Generated the data in ${secs((performance.now() - t) / 1000)}`);
  t = performance.now();
  const hash = await hashPassword(PASSWORD);
  say(`Hashed the one shared password in ${secs((performance.now() - t) / 1000)}`);

  const redis = await benchRedis();
  say(`Shared state: ${describeMode(redis)}`);

  const load = new LoadClient();
  onCleanup(() => load.stop());
  const results = new Map<string, Measured[]>();
  try {
    for (const kind of DBS) {
      const target = kind === 'sqlite' ? await sqliteTarget() : await postgresTarget();
      results.set(kind, await benchDatabase(target, data, hash, load, redis));
    }
  } finally {
    load.stop();
  }
  printSummary(results);
  say();
  say(`Total run time ${secs((performance.now() - started) / 1000)}${errorsNote()}`);
}

// A crash must not leave the cluster running. An idle pooled connection ended by our own
// `drop database … with (force)` during cleanup (57P01) is expected and ignored.
runBench(main, {
  stopping: 'cleaning up',
  expectedWhileCleaning: (error) => (error as { code?: string } | null)?.code === '57P01',
});
