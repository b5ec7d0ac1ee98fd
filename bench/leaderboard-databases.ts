// The databases bench:leaderboard seeds and measures: a temporary SQLite file, and a fresh
// database on BENCH_PG_URL or on a throwaway cluster (scripts/pg-cluster.mjs). Each registers its
// own cleanup.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseConfig } from '../src/server/config.js';
import type { BenchData } from './leaderboard-data.js';
import type { Phases } from './leaderboard-seed.js';
import { seedPostgres } from './leaderboard-seed-postgres.js';
import { seedSqlite } from './leaderboard-seed-sqlite.js';
import { onCleanup } from './support.js';

export interface DbTarget {
  kind: 'sqlite' | 'postgres';
  config: DatabaseConfig;
  describe: string;
  seed: (data: BenchData, hash: string) => Promise<Phases>;
  cleanup: () => Promise<void>;
}

export async function sqliteTarget(): Promise<DbTarget> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'medgrid-bench-'));
  const file = path.join(dir, 'bench.db');
  const cleanup = async () => rmSync(dir, { recursive: true, force: true });
  onCleanup(cleanup);
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

export async function postgresTarget(): Promise<DbTarget> {
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
    onCleanup(stop);
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
  onCleanup(cleanup);
  return {
    kind: 'postgres',
    config: { kind: 'postgres', url: url.toString() },
    describe: `PostgreSQL ${version}, database ${name} (${cluster ? 'throwaway cluster from scripts/pg-cluster.mjs: fsync off' : 'BENCH_PG_URL'}), pool of 10`,
    seed: (data, hash) => seedPostgres(url.toString(), data, hash),
    cleanup,
  };
}
