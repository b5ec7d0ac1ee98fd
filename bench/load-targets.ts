/**
 * What `npm run bench:load` measures: the built server as one process on embedded SQLite, or the
 * cluster of `npm run cluster` through nginx — both started with scripts/cluster.mjs (plain JS,
 * typed here). Ctrl-C during a run stops them.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, fdatasyncSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseConfig } from '../src/server/config.js';
import { freePort, stopChild } from '../scripts/lib/process.mjs';
import { onCleanup } from './support.js';

interface App {
  url: string;
  pid: number;
  child: ChildProcess;
}

interface Cluster {
  url: string;
  pg: { url: string };
  redis: { url: string };
  apps: App[];
  stop(): Promise<void>;
  stopSync(): void;
}

interface ClusterModule {
  requireBuild(): void;
  startApp(options: { port: number; env: Record<string, string>; logFile: string }): Promise<App>;
  startMedgridCluster(options: {
    processes?: number;
    port?: number;
    env?: Record<string, string>;
    log?: (line: string) => void;
  }): Promise<Cluster>;
}

export async function clusterModule(): Promise<ClusterModule> {
  const spec = '../scripts/cluster.mjs'; // plain JS: typed here, not resolved by tsc
  return (await import(spec)) as ClusterModule;
}

export interface Target {
  kind: 'sqlite' | 'cluster';
  label: string;
  /** Short, for the summary. */
  where: string;
  origin: string;
  database: DatabaseConfig;
  /** The cluster's Redis. */
  redisUrl?: string;
  /** The app processes' process ids (for their CPU time). */
  pids(): number[];
  stop(): Promise<void>;
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU time (user + system, ms) the processes have used so far, from /proc. */
export function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // fields after the command name (which is in parentheses): utime is the 12th, stime the 13th
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

/** The average time of a 4 KiB write + fdatasync in `dir`: what one durable SQLite commit waits. */
export function fsyncMs(dir: string, rounds = 50): number {
  const file = path.join(dir, '.fsync-probe');
  const fd = openSync(file, 'w');
  const block = Buffer.alloc(4096, 1);
  const t0 = performance.now();
  try {
    for (let i = 0; i < rounds; i++) {
      writeSync(fd, block);
      fdatasyncSync(fd);
    }
  } finally {
    closeSync(fd);
    rmSync(file, { force: true });
  }
  return (performance.now() - t0) / rounds;
}

/** The app's settings for the benchmark: every budget ×1000 (one address signs in a thousand). */
const BENCH_ENV = { SAMPLE_CONTENT: '0', RATE_LIMIT_MULTIPLIER: '1000', LOG_LEVEL: 'warn' };

/** `node dist/server/main.js` on a fresh SQLite database in `dir`. */
export async function startSqliteTarget(dir: string): Promise<Target> {
  const mod = await clusterModule();
  const port = await freePort();
  const env = {
    ...BENCH_ENV,
    DATA_DIR: dir,
    DATABASE_URL: '', // the embedded database in DATA_DIR
    REDIS_URL: '',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    BASE_URL: `http://127.0.0.1:${port}`,
  };
  const app = await mod.startApp({ port, env, logFile: path.join(dir, 'app.log') });
  const kill = () => app.child.kill('SIGKILL');
  onCleanup(kill); // on Ctrl-C or an error; harmless once it has stopped
  return {
    kind: 'sqlite',
    label: `One process on embedded SQLite (node dist/server/main.js, ${app.url})`,
    where: '1 process, SQLite',
    origin: app.url,
    database: { kind: 'sqlite', file: path.join(dir, 'medgrid.db') },
    pids: () => [app.pid],
    async stop() {
      await stopChild(app.child, { limitMs: 60_000 });
    },
  };
}

/** The cluster of `npm run cluster` on a free port, measured through nginx. */
export async function startClusterTarget(processes: number): Promise<Target> {
  const mod = await clusterModule();
  const cluster = await mod.startMedgridCluster({
    processes,
    port: 0,
    env: BENCH_ENV,
    log: (line) => console.log(`  [cluster] ${line}`),
  });
  onCleanup(() => cluster.stopSync());
  return {
    kind: 'cluster',
    label: `The cluster through nginx (${cluster.url}): ${processes} app processes, PostgreSQL (durable), Redis`,
    where: `nginx + ${processes} processes, PostgreSQL`,
    origin: cluster.url,
    database: { kind: 'postgres', url: cluster.pg.url },
    redisUrl: cluster.redis.url,
    pids: () => cluster.apps.map((app) => app.pid),
    stop: () => cluster.stop(),
  };
}
