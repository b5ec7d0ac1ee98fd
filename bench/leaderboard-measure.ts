// Measuring bench:leaderboard: the load generator in a child process, one measured run, the
// check that every answer is right (and equals the old method's), and the session check's cost.
import { fork, type ChildProcess } from 'node:child_process';
import type { Server, ServerResponse } from 'node:http';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { Auth } from '../src/server/auth/auth.js';
import type { GameId } from '../src/shared/play/games.js';
import {
  LEADERBOARD_SCOPES,
  LEADERBOARD_TOP,
  type Leaderboard,
  type LeaderboardScope,
} from '../src/shared/play/leaderboard.js';
import type { BenchData } from './leaderboard-data.js';
import { DATE, EXPECT_ME, games } from './leaderboard-settings.js';
import { viewersFor, type Viewer } from './leaderboard-viewers.js';
import type { LoadJob, LoadResult } from './load-client.js';
import { fail, lpad, ms, pad, say } from './support.js';

export class LoadClient {
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
export async function verify(
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

export interface Measured {
  game: GameId;
  scope: LeaderboardScope;
  ours: { busy: Run; single: Run };
  old: { busy: Run; single: Run } | null;
}

/** A load run, plus the app process's own CPU per request and the machine's load average. */
export interface Run extends LoadResult {
  cpuMsPerRequest: number;
  load1: number;
}

/** Requests the server is still working on (an abandoned one keeps the event loop busy). */
export function inFlight(server: Server): () => Promise<void> {
  let n = 0;
  server.on('request', (_req, res: ServerResponse) => {
    n += 1;
    res.once('close', () => (n -= 1));
  });
  return async () => {
    while (n > 0) await sleep(10);
  };
}

export interface Target {
  load: LoadClient;
  origin: string;
  idle: () => Promise<void>;
}

/** One measured autocannon run; starts only once the server has finished every earlier request. */
export async function loadRun(
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

/** What the session check alone costs per request (serial, warm). */
export async function timeSessions(
  auth: Auth,
  viewers: Viewer[],
): Promise<[number, number, number]> {
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
