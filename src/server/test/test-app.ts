import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { AppConfig, DatabaseConfig } from '../config.js';
import { buildApp, type AppDeps, type MedGridApp } from '../app.js';
import { openDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

/** Which database the server suite runs on: TEST_DB=sqlite (default) or postgres (TEST_PG_URL). */
export const TEST_DB = (process.env.TEST_DB ?? 'sqlite') as 'sqlite' | 'postgres';

/** A fresh, empty database for one test file: a temp SQLite file, or a new PostgreSQL database. */
export async function freshDatabase(): Promise<{
  db: Db;
  config: DatabaseConfig;
  drop: () => Promise<void>;
}> {
  if (TEST_DB === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'medgrid-test-'));
    const config: DatabaseConfig = { kind: 'sqlite', file: path.join(dir, 'test.db') };
    const db = await openDatabase(config);
    return { db, config, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_PG_URL;
  if (!adminUrl)
    throw new Error('TEST_DB=postgres needs TEST_PG_URL (scripts/test.mjs starts a cluster)');
  const name = `medgrid_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const config: DatabaseConfig = { kind: 'postgres', url: url.toString() };
  const db = await openDatabase(config);
  return {
    db,
    config,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: tmpdir(),
    database: { kind: 'sqlite', file: ':memory:' }, // unused: tests pass an open database
    redisUrl: null,
    baseUrl: 'http://medgrid.test',
    trustedOrigins: ['http://medgrid.test'],
    smtpUrl: null,
    mailFrom: 'MedGrid <no-reply@medgrid.test>',
    authSecret: 'test-secret-test-secret-test-secret-0123456789',
    contactEmail: 'hello@medgrid.test',
    socialUrl: 'https://www.instagram.com/medgrid',
    trustProxy: false,
    logLevel: 'silent',
    rateLimitMultiplier: 1,
    sampleContent: false,
    clientDir: null,
    sourceMaps: false,
    serverRendering: false,
    ...overrides,
  };
}

export interface TestApp extends MedGridApp {
  close(): Promise<void>;
}

/** The real app on a fresh real database. Close it in afterAll. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  logger?: unknown,
  deps: Pick<AppDeps, 'games' | 'clock'> = {},
): Promise<TestApp> {
  const { db, drop } = await freshDatabase();
  const built = await buildApp(testConfig(overrides), {
    db,
    jobs: false,
    ...deps,
    ...(logger ? { logger: logger as never } : {}),
  });
  return {
    ...built,
    async close() {
      await built.app.close();
      await db.destroy();
      await drop();
    },
  };
}

export interface TestApps {
  /** Apps on one database, each with its own connection to it, as separate processes would be. */
  apps: MedGridApp[];
  db: Db;
  close(): Promise<void>;
}

/**
 * Several real apps on one fresh database (each with its own connection), e.g. sharing one Redis
 * through `redisUrl`: what several processes behind a load balancer are. `before` writes what the
 * database held before any of them started (it runs on the migrated database). Close it in
 * afterAll.
 */
export async function createTestApps(
  count: number,
  overrides: Partial<AppConfig> = {},
  deps: Pick<AppDeps, 'games' | 'clock'> = {},
  before?: (db: Db) => Promise<void>,
): Promise<TestApps> {
  const { db, config, drop } = await freshDatabase();
  const dbs: Db[] = [db];
  const apps: MedGridApp[] = [];
  try {
    if (before) {
      await migrateToLatest(db);
      await before(db);
    }
    for (let i = 0; i < count; i++) {
      const own = i === 0 ? db : await openDatabase(config);
      if (i > 0) dbs.push(own);
      apps.push(await buildApp(testConfig(overrides), { db: own, jobs: false, ...deps }));
    }
  } catch (err) {
    for (const a of apps) await a.app.close();
    for (const d of dbs) await d.destroy();
    await drop();
    throw err;
  }
  return {
    apps,
    db,
    async close() {
      for (const a of apps) await a.app.close();
      for (const d of dbs) await d.destroy();
      await drop();
    },
  };
}
