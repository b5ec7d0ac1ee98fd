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
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { buildApp } from '../src/server/app.js';
import { openDatabase, type Db } from '../src/server/db/database.js';
import type { DatabaseConfig } from '../src/server/config.js';
import { hashPassword } from '../src/server/auth/password-hash.js';
import type { Auth } from '../src/server/auth/auth.js';
import { testConfig } from '../src/server/test/test-app.js';
import { isGameId, type GameId } from '../src/shared/play/games.js';
import {
  LEADERBOARD_SCOPES,
  LEADERBOARD_TOP,
  type Leaderboard,
  type LeaderboardScope,
} from '../src/shared/play/leaderboard.js';
import { generate, userId, usernameOf, type BenchData } from './leaderboard-data.js';
import { schoolIds, seedPostgres, seedSqlite, type Phases } from './leaderboard-seed.js';
import { startBaseline } from './leaderboard-baseline.js';
import { createProfiler, type ScopeProfile } from './leaderboard-profile.js';
import type { LoadJob, LoadResult } from './load-client.js';
import { benchRedis, churn, describeMode, type BenchRedis } from './leaderboard-cache-mode.js';

// ---------------------------------------------------------------- settings

function envInt(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer ≥ ${min}`);
  return n;
}

const USERS = envInt('BENCH_USERS', 200_000, 100);
const DURATION = envInt('BENCH_DURATION', 10, 1);
const CONNECTIONS = envInt('BENCH_CONNECTIONS', 10, 1);
const WARMUP = envInt('BENCH_WARMUP', 2, 0);
const WITH_BASELINE = process.env.BENCH_BASELINE !== '0';
/** Requests per old-method run: one per connection under load, a few alone. */
const OLD_BUSY = envInt('BENCH_OLD_REQUESTS', CONNECTIONS, 1);
const OLD_SINGLE = envInt('BENCH_OLD_SINGLE_REQUESTS', 3, 1);
const GAMES = (process.env.BENCH_GAMES ?? 'mini').split(',').map((g) => g.trim());
const DBS = (process.env.BENCH_DBS ?? 'sqlite,postgres').split(',').map((d) => d.trim());
const DATE = '2026-03-02';
const BUDGET_MS = 25;
const VIEWERS = 20;
const PASSWORD = 'bench-password-1';
const ORIGIN_HEADER = 'http://medgrid.test'; // testConfig's baseUrl, a trusted origin
const EXPECT_ME = '"me":{"rank":';

for (const g of GAMES) if (!isGameId(g)) throw new Error(`BENCH_GAMES: unknown game ${g}`);
for (const d of DBS)
  if (d !== 'sqlite' && d !== 'postgres') throw new Error(`BENCH_DBS: unknown database ${d}`);
const games = GAMES as GameId[];

// ---------------------------------------------------------------- small helpers

const say = (line = '') => console.log(line);
const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
const secs = (n: number) => `${n.toFixed(1)} s`;
const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);

let failures = 0;
function fail(message: string): void {
  failures += 1;
  console.error(`ERROR: ${message}`);
}

function printPhases(phases: Phases): void {
  for (const [name, seconds] of phases) say(`  ${pad(name, 58)} ${lpad(secs(seconds), 9)}`);
  say(`  ${pad('total', 58)} ${lpad(secs(phases.reduce((s, [, t]) => s + t, 0)), 9)}`);
}

// ---------------------------------------------------------------- the load generator (child)

class LoadClient {
  private child: ChildProcess;
  constructor() {
    const file = fileURLToPath(new URL('./load-client.ts', import.meta.url));
    this.child = fork(file, { execArgv: process.execArgv, stdio: 'inherit' });
  }
  run(job: LoadJob): Promise<LoadResult> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`load client exited (${code})`));
      this.child.once('exit', onExit);
      this.child.once('message', (m: { ok: boolean; result?: LoadResult; error?: string }) => {
        this.child.off('exit', onExit);
        if (m.ok && m.result) resolve(m.result);
        else reject(new Error(`load client: ${m.error}`));
      });
      this.child.send(job);
    });
  }
  stop(): void {
    if (this.child.exitCode === null) this.child.kill();
  }
}

// ---------------------------------------------------------------- viewers

interface Viewer {
  index: number;
  id: string;
  username: string;
  school: string | null;
  /** Global rank on the first measured game (by the seeded data). */
  rank: number;
  cookie: string;
}

/**
 * ~20 viewers spread from the top to the bottom of the first game's global board, most with a
 * school (two in the largest school), some without; each with a ranked result in every measured
 * game, so every scope has a `me` row.
 */
function chooseViewers(data: BenchData): Viewer[] {
  const cols = games.map((g) => data.games.find((c) => c.game === g)!);
  const first = cols[0]!;
  const order: number[] = [];
  for (let i = 0; i < data.users; i++) if (first.eligible[i]) order.push(i);
  order.sort((a, b) => (first.key[a] as number) - (first.key[b] as number) || a - b);
  const rankAt: number[] = [];
  order.forEach((u, pos) => {
    const prev = order[pos - 1];
    rankAt.push(
      pos > 0 && prev !== undefined && first.key[prev] === first.key[u]
        ? rankAt[pos - 1]!
        : pos + 1,
    );
  });
  const sizes = new Map<number, number>();
  for (const s of data.school) if (s >= 0) sizes.set(s, (sizes.get(s) ?? 0) + 1);
  const largest = [...sizes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? -1;
  const MIN_SCHOOL = 30; // so a school board has its top 10 even in a small smoke run

  const chosen: Viewer[] = [];
  const taken = new Set<number>();
  for (let v = 0; v < VIEWERS; v++) {
    const wantSchool = v % 4 !== 3;
    const wantLargest = v === 9 || v === VIEWERS - 2;
    const ok = (u: number) =>
      !taken.has(u) &&
      cols.every((c) => c.eligible[u] === 1) &&
      (wantSchool
        ? (sizes.get(data.school[u] as number) ?? 0) >= MIN_SCHOOL
        : data.school[u] === -1) &&
      (!wantLargest || data.school[u] === largest);
    const start = Math.round((v / (VIEWERS - 1)) * (order.length - 1));
    let pos = -1;
    for (let d = 0; d < order.length && pos < 0; d++) {
      // search outward from the target position: start, start-1, start+1, …
      for (const p of [start - d, start + d]) {
        if (p >= 0 && p < order.length && ok(order[p]!)) {
          pos = p;
          break;
        }
      }
    }
    if (pos < 0) continue;
    const u = order[pos]!;
    taken.add(u);
    const s = data.school[u] as number;
    chosen.push({
      index: u,
      id: userId(u),
      username: usernameOf(u),
      school: s < 0 ? null : (data.schoolIds[s] ?? null),
      rank: rankAt[pos]!,
      cookie: '',
    });
  }
  return chosen;
}

async function signIn(origin: string, viewer: Viewer): Promise<void> {
  const res = await fetch(`${origin}/api/account/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN_HEADER },
    body: JSON.stringify({ identifier: viewer.username, password: PASSWORD }),
  });
  if (res.status !== 200)
    throw new Error(`sign-in of ${viewer.username}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.includes('='))
    .join('; ');
  if (!cookie.includes('session_token='))
    throw new Error(`sign-in of ${viewer.username}: no session cookie`);
  viewer.cookie = cookie;
}

/** Which viewers a scope rotates through: the school board only for viewers with a school. */
const viewersFor = (viewers: Viewer[], scope: LeaderboardScope) =>
  scope === 'school' ? viewers.filter((v) => v.school) : viewers;

// ---------------------------------------------------------------- verification

async function getJson(url: string, cookie: string): Promise<Leaderboard> {
  const res = await fetch(url, { headers: { cookie } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as Leaderboard;
}

/**
 * Every viewer, every scope: our answer has the top 10 and a ranked `me`, and equals the old
 * site's (same total, same top rows with the same ranks, same own rank).
 */
async function verify(
  ours: string,
  old: string | null,
  viewers: Viewer[],
  data: BenchData,
): Promise<number> {
  let checked = 0;
  for (const game of games) {
    const cols = data.games.find((c) => c.game === game)!;
    const eligible = cols.eligible.reduce((s, e) => s + e, 0);
    for (const scope of LEADERBOARD_SCOPES) {
      for (const v of viewersFor(viewers, scope)) {
        const where = `${game}/${scope} for ${v.username}`;
        const path = `/${game}/${DATE}?scope=${scope}`;
        const a = await getJson(`${ours}/api/leaderboards${path}`, v.cookie);
        checked += 1;
        if (a.entries.length !== Math.min(LEADERBOARD_TOP, a.total))
          fail(`${where}: ${a.entries.length} entries of ${a.total}`);
        if (a.total < LEADERBOARD_TOP) fail(`${where}: only ${a.total} ranked results`);
        if (!a.me || typeof a.me.rank !== 'number' || a.me.userId !== v.id)
          fail(`${where}: no ranked 'me' row`);
        if (scope === 'global' && a.total !== eligible)
          fail(`${where}: total ${a.total}, seeded ${eligible} eligible results`);
        if (scope === 'global' && game === games[0] && a.me?.rank !== v.rank)
          fail(`${where}: rank ${a.me?.rank}, expected ${v.rank} from the seeded data`);
        if (!old) continue;
        const b = await getJson(`${old}/old/leaderboards${path}`, v.cookie);
        const rows = (l: Leaderboard) => JSON.stringify(l.entries.map((e) => [e.rank, e.userId]));
        if (a.total !== b.total) fail(`${where}: total ${a.total} ≠ old ${b.total}`);
        if (rows(a) !== rows(b)) fail(`${where}: top rows ${rows(a)} ≠ old ${rows(b)}`);
        if (a.me?.rank !== b.me?.rank) fail(`${where}: own rank ${a.me?.rank} ≠ old ${b.me?.rank}`);
      }
    }
  }
  return checked;
}

// ---------------------------------------------------------------- measuring

interface Measured {
  game: GameId;
  scope: LeaderboardScope;
  ours: { busy: Run; single: Run };
  old: { busy: Run; single: Run } | null;
}

/** A load run, plus the app process's own CPU per request and the machine's load average. */
interface Run extends LoadResult {
  cpuMsPerRequest: number;
  load1: number;
}

/** Requests the server is still working on (an abandoned one keeps the event loop busy). */
function inFlight(server: Server): () => Promise<void> {
  let n = 0;
  server.on('request', (_req, res: ServerResponse) => {
    n += 1;
    res.once('close', () => (n -= 1));
  });
  return async () => {
    while (n > 0) await sleep(10);
  };
}

interface Target {
  load: LoadClient;
  origin: string;
  idle: () => Promise<void>;
}

/** One measured autocannon run; starts only once the server has finished every earlier request. */
async function loadRun(
  t: Target,
  path: string,
  cookies: string[],
  run: { connections: number; durationSeconds?: number; amount?: number },
  label: string,
): Promise<Run> {
  await t.idle();
  const cpu0 = process.cpuUsage();
  const loaded = await t.load.run({ origin: t.origin, path, cookies, ...run, expect: EXPECT_ME });
  await t.idle();
  const cpu = process.cpuUsage(cpu0);
  const r: Run = {
    ...loaded,
    cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(loaded.requests, 1),
    load1: os.loadavg()[0] ?? 0,
  };
  const bad = r.errors + r.timeouts + r.non2xx + r.mismatches;
  if (bad > 0)
    fail(
      `${label}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx, ${r.mismatches} bodies without a ranked 'me'`,
    );
  if (r.requests === 0) fail(`${label}: no request completed`);
  say(
    `  ${pad(label, 40)} p50 ${lpad(ms(r.p50), 6)} ms  p99 ${lpad(ms(r.p99), 6)} ms  ${lpad(r.rps.toFixed(1), 8)} req/s  ${lpad(ms(r.cpuMsPerRequest), 6)} cpu ms/req  (${r.requests} requests, load avg ${r.load1.toFixed(1)})`,
  );
  return r;
}

function printTable(kind: string, rows: Measured[]): void {
  say();
  say(
    `${kind}: leaderboard read (top 10 + own rank), ${USERS.toLocaleString('en-US')} users, ${(USERS * 5).toLocaleString('en-US')} results`,
  );
  const head = [
    pad('game/scope', 16),
    pad('conn', 4),
    lpad('p50 ms', 8),
    lpad('p99 ms', 8),
    lpad('req/s', 9),
    lpad('cpu/req', 8),
    '│',
    lpad('old p50', 8),
    lpad('old p99', 8),
    lpad('old req/s', 9),
    lpad('cpu/req', 8),
    '│',
    lpad('p50 ×', 8),
    lpad('req/s ×', 8),
  ].join(' ');
  say(head);
  say('─'.repeat(head.length));
  for (const m of rows) {
    for (const [conn, ours, old] of [
      [CONNECTIONS, m.ours.busy, m.old?.busy],
      [1, m.ours.single, m.old?.single],
    ] as const) {
      say(
        [
          pad(`${m.game}/${m.scope}`, 16),
          lpad(String(conn), 4),
          lpad(ms(ours.p50), 8),
          lpad(ms(ours.p99), 8),
          lpad(ours.rps.toFixed(1), 9),
          lpad(ms(ours.cpuMsPerRequest), 8),
          '│',
          lpad(old ? ms(old.p50) : '-', 8),
          lpad(old ? ms(old.p99) : '-', 8),
          lpad(old ? old.rps.toFixed(1) : '-', 9),
          lpad(old ? ms(old.cpuMsPerRequest) : '-', 8),
          '│',
          lpad(old ? `${(old.p50 / Math.max(ours.p50, 0.001)).toFixed(0)}×` : '-', 8),
          lpad(old ? `${(ours.rps / Math.max(old.rps, 0.001)).toFixed(0)}×` : '-', 8),
        ].join(' '),
      );
    }
  }
  say(
    '  ms; cpu/req = CPU ms of the app process per request; p50 × = old p50 / our p50; req/s × = our req/s / old req/s.',
  );
}

/** A plan line without PostgreSQL's cost estimates and with long id lists shortened. */
const planLine = (line: string) =>
  line
    .replace(/\s+\(cost=[^)]*\)/, '')
    .replace(/'\{([^}]{60,})\}'/g, (_m, ids: string) => `'{…${ids.split(',').length} ids}'`);

function printProfile(
  kind: string,
  session: [number, number, number],
  profiles: Array<[string, ScopeProfile]>,
): void {
  say();
  say(
    `${kind}: where a read spends its time (the real service on a logging connection, one call per viewer, serial)`,
  );
  say(
    `  session check (auth.api.getSession, every request): min ${ms(session[0])} / median ${ms(session[1])} / max ${ms(session[2])} ms`,
  );
  for (const [label, p] of profiles) {
    const [min, med, max] = p.service;
    say(
      `  ${label}: leaderboard service call min ${ms(min)} / median ${ms(med)} / max ${ms(max)} ms; its queries by total time (avg, max ms, ×calls), plans of the top 3:`,
    );
    p.queries.forEach((q, i) => {
      say(`    ${lpad(ms(q.avg), 6)} ${lpad(ms(q.max), 6)} ×${q.count}  ${q.sql}`);
      if (i < 3 && q.max >= 0.5) for (const line of q.plan) say(`        ${planLine(line)}`);
    });
  }
}

/** What the session check alone costs per request (serial, warm). */
async function timeSessions(auth: Auth, viewers: Viewer[]): Promise<[number, number, number]> {
  const times: number[] = [];
  for (let round = 0; round < 2; round++) {
    for (const v of viewers) {
      const t0 = performance.now();
      const session = await auth.api.getSession({ headers: new Headers({ cookie: v.cookie }) });
      if (round === 1) times.push(performance.now() - t0);
      if (!session) fail(`getSession for ${v.username}: no session`);
    }
  }
  times.sort((a, b) => a - b);
  return [times[0] ?? 0, times[Math.floor(times.length / 2)] ?? 0, times.at(-1) ?? 0];
}

// ---------------------------------------------------------------- one database

interface DbTarget {
  kind: 'sqlite' | 'postgres';
  config: DatabaseConfig;
  describe: string;
  seed: (data: BenchData, hash: string) => Promise<Phases>;
  cleanup: () => Promise<void>;
}

const cleanups: Array<() => Promise<void> | void> = [];

async function sqliteTarget(): Promise<DbTarget> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'medgrid-bench-'));
  const file = path.join(dir, 'bench.db');
  const cleanup = async () => rmSync(dir, { recursive: true, force: true });
  cleanups.push(cleanup);
  const probe = new SQLite(':memory:');
  const version = (probe.prepare('select sqlite_version() as v').get() as { v: string }).v;
  probe.close();
  return {
    kind: 'sqlite',
    config: { kind: 'sqlite', file },
    describe: `SQLite ${version} (better-sqlite3, WAL, group commit) at ${file}`,
    seed: (data, hash) => seedSqlite(file, data, hash),
    cleanup,
  };
}

interface PgClusterModule {
  startCluster(): Promise<{ url: string; dataDir: string }>;
  stopCluster(cluster: unknown): void;
}

async function postgresTarget(): Promise<DbTarget> {
  let adminUrl = process.env.BENCH_PG_URL;
  let cluster: unknown = null;
  let stop: () => void = () => undefined;
  if (!adminUrl) {
    const spec = '../scripts/pg-cluster.mjs'; // plain JS: typed here, not resolved by tsc
    const mod = (await import(spec)) as PgClusterModule;
    const started = await mod.startCluster();
    cluster = started;
    adminUrl = started.url;
    let stopped = false;
    stop = () => {
      if (!stopped) mod.stopCluster(cluster);
      stopped = true;
    };
    cleanups.push(stop);
  }
  const name = `medgrid_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const version =
    (await admin.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]
      ?.v ?? '?';
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  const cleanup = async () => {
    try {
      await drop();
    } catch (e) {
      console.error(`could not drop ${name}: ${String(e)}`);
    } finally {
      stop();
    }
  };
  cleanups.push(cleanup);
  return {
    kind: 'postgres',
    config: { kind: 'postgres', url: url.toString() },
    describe: `PostgreSQL ${version}, database ${name} (${cluster ? 'throwaway cluster from scripts/pg-cluster.mjs: fsync off' : 'BENCH_PG_URL'}), pool of 10`,
    seed: (data, hash) => seedPostgres(url.toString(), data, hash),
    cleanup,
  };
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
  const phases = await target.seed(data, hash);
  printPhases(phases);
  say(
    `  (ANALYZE ran after seeding${target.kind === 'postgres' ? ', as part of VACUUM (ANALYZE)' : ''})`,
  );

  const db: Db = await openDatabase(target.config);
  await redis?.flush();
  const built = await buildApp(
    testConfig({ rateLimitMultiplier: 1000, redisUrl: redis?.url ?? null }),
    {
      db,
      jobs: false,
      logger: false,
    },
  );
  const measured: Measured[] = [];
  let baseline: Awaited<ReturnType<typeof startBaseline>> | null = null;
  try {
    const origin = await built.app.listen({ host: '127.0.0.1', port: 0 });
    const viewers = chooseViewers(data);
    const t0 = performance.now();
    for (let i = 0; i < viewers.length; i += 2)
      await Promise.all(viewers.slice(i, i + 2).map((v) => signIn(origin, v)));
    say(
      `Signed in ${viewers.length} viewers through POST /api/account/sign-in in ${secs((performance.now() - t0) / 1000)}: global ${games[0]} ranks ${viewers.map((v) => `${v.rank}${v.school ? '' : '*'}`).join(', ')} (* = no school; the school scope rotates the ${viewersFor(viewers, 'school').length} with one)`,
    );
    if (WITH_BASELINE) baseline = await startBaseline(db, built.auth);
    const checked = await verify(origin, baseline?.origin ?? null, viewers, data);
    say(
      `Verified ${checked} responses: 200, top ${LEADERBOARD_TOP}, a ranked 'me'${baseline ? ', identical to the old method (total, top rows and ranks, own rank)' : ''}${failures ? ` — ${failures} problem(s), see above` : ''}.`,
    );

    const ourPath = (g: GameId, s: LeaderboardScope) => `/api/leaderboards/${g}/${DATE}?scope=${s}`;
    const oldPath = (g: GameId, s: LeaderboardScope) => `/old/leaderboards/${g}/${DATE}?scope=${s}`;
    const ours: Target = { load, origin, idle: inFlight(built.app.server) };
    const old: Target | null = baseline
      ? { load, origin: baseline.origin, idle: inFlight(baseline.app.server) }
      : null;
    const stopChurn = churn(
      built.leaderboardCache,
      games.map((game) => ({ game, date: DATE })),
    );
    say(
      `Measuring with autocannon, cookies rotated per request: ${DURATION} s runs (after ${WARMUP} s of warm-up per scope)${old ? `; the old method, which takes seconds per request, with a fixed number of requests instead (${OLD_BUSY} on ${CONNECTIONS} connections, ${OLD_SINGLE} on 1), so none is left running` : ''}:`,
    );
    for (const game of games) {
      for (const scope of LEADERBOARD_SCOPES) {
        const cookies = viewersFor(viewers, scope).map((v) => v.cookie);
        const path = ourPath(game, scope);
        if (WARMUP > 0) {
          await ours.idle();
          await load.run({
            origin,
            path,
            cookies,
            connections: CONNECTIONS,
            durationSeconds: WARMUP,
            expect: EXPECT_ME,
          });
        }
        const busy = await loadRun(
          ours,
          path,
          cookies,
          { connections: CONNECTIONS, durationSeconds: DURATION },
          `${game}/${scope}, ${CONNECTIONS} connections`,
        );
        const single = await loadRun(
          ours,
          path,
          cookies,
          { connections: 1, durationSeconds: DURATION },
          `${game}/${scope}, 1 connection`,
        );
        measured.push({ game, scope, ours: { busy, single }, old: null });
      }
    }
    if (old) {
      for (const m of measured) {
        const cookies = viewersFor(viewers, m.scope).map((v) => v.cookie);
        const path = oldPath(m.game, m.scope);
        const busy = await loadRun(
          old,
          path,
          cookies,
          { connections: CONNECTIONS, amount: OLD_BUSY },
          `old ${m.game}/${m.scope}, ${CONNECTIONS} connections`,
        );
        const single = await loadRun(
          old,
          path,
          cookies,
          { connections: 1, amount: OLD_SINGLE },
          `old ${m.game}/${m.scope}, 1 connection`,
        );
        m.old = { busy, single };
      }
    }
    stopChurn();
    printTable(kind, measured);

    const profiler = await createProfiler(target.config);
    try {
      const profiles: Array<[string, ScopeProfile]> = [];
      for (const game of games)
        for (const scope of LEADERBOARD_SCOPES)
          profiles.push([
            `${game}/${scope}`,
            await profiler.profile(
              game,
              DATE,
              scope,
              viewersFor(viewers, scope).map((v) => v.id),
            ),
          ]);
      printProfile(kind, await timeSessions(built.auth, viewers), profiles);
    } finally {
      await profiler.close();
    }
  } finally {
    // Every step even if one fails: the database's connections must be closed before it is
    // dropped, and the cluster stopped in any case.
    const steps: Array<[string, () => Promise<unknown>]> = [
      ['close the baseline server', async () => baseline?.app.close()],
      ['close the app', () => built.app.close()],
      ['close the database', () => db.destroy()],
      ['clean up the database', () => target.cleanup()],
    ];
    for (const [what, step] of steps) {
      try {
        await step();
      } catch (e) {
        fail(`${what}: ${String(e)}`);
      }
    }
  }
  return measured;
}

// ---------------------------------------------------------------- main

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

  const redis = await benchRedis(cleanups);
  say(`Shared state: ${describeMode(redis)}`);

  const load = new LoadClient();
  cleanups.push(() => load.stop());
  const results = new Map<string, Measured[]>();
  try {
    for (const kind of DBS) {
      const target = kind === 'sqlite' ? await sqliteTarget() : await postgresTarget();
      results.set(kind, await benchDatabase(target, data, hash, load, redis));
    }
  } finally {
    load.stop();
  }

  say();
  say('════ Summary ════');
  for (const [kind, rows] of results) {
    for (const m of rows) {
      const name = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
      const ratio = m.old
        ? `; old method p50 ${ms(m.old.busy.p50)} ms (${(m.old.busy.p50 / m.ours.busy.p50).toFixed(0)}× slower), ${m.old.busy.rps.toFixed(1)} req/s (${(m.ours.busy.rps / m.old.busy.rps).toFixed(0)}× fewer)`
        : '';
      say(
        `${name} ${m.game}/${m.scope}: p50 ${ms(m.ours.busy.p50)} ms, p99 ${ms(m.ours.busy.p99)} ms, ${m.ours.busy.rps.toFixed(0)} req/s${ratio}`,
      );
    }
  }
  const sqlite = results.get('sqlite');
  if (sqlite) {
    say();
    for (const m of sqlite) {
      const verdict = (p99: number) => (p99 <= BUDGET_MS ? 'OK' : 'OVER');
      const { busy, single } = m.ours;
      say(
        `${m.game}/${m.scope}: SQLite p99 ≤ ${BUDGET_MS} ms? one reader at a time: p99 ${ms(single.p99)} ms — ${verdict(single.p99)}; ${CONNECTIONS} concurrent connections: p99 ${ms(busy.p99)} ms — ${verdict(busy.p99)} (${busy.rps.toFixed(0)} req/s at ${ms(busy.cpuMsPerRequest)} CPU ms/request, queued on one Node process)`,
      );
    }
  }
  say();
  say(
    `Total run time ${secs((performance.now() - started) / 1000)}${failures ? `; ${failures} ERROR(S)` : ''}`,
  );
}

let cleaning: Promise<void> | null = null;

/** Runs every registered cleanup once (temp files, the PostgreSQL database and cluster, the child). */
function cleanupAll(): Promise<void> {
  cleaning ??= (async () => {
    for (const c of cleanups.reverse()) {
      try {
        await c();
      } catch (e) {
        console.error(`cleanup: ${String(e)}`);
      }
    }
    cleanups.length = 0;
  })();
  return cleaning;
}

// A crash must not leave the cluster running. An idle pooled connection ended by our own
// `drop database … with (force)` during cleanup (57P01) is expected and ignored.
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (error: unknown) => {
    if (cleaning && (error as { code?: string } | null)?.code === '57P01') return;
    console.error(`${event}:`, error);
    void cleanupAll().finally(() => process.exit(1));
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

main()
  .then(async () => {
    await cleanupAll();
    process.exit(failures ? 1 : 0);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    await cleanupAll();
    process.exit(1);
  });
