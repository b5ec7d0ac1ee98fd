import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { DatabaseConfig } from '../config.js';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  destroy(): Promise<void>;
}

/**
 * Opens the database. SQLite: WAL, synchronous=FULL (an acknowledged write survives a crash or
 * power loss), foreign keys on, a busy timeout. PostgreSQL: a pool.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  if (config.kind === 'sqlite') {
    if (config.file !== ':memory:')
      mkdirSync(path.dirname(path.resolve(config.file)), { recursive: true });
    const sqlite = new SQLite(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { kysely, dialect: 'sqlite', destroy: () => kysely.destroy() };
  }
  const pool = new pg.Pool({ connectionString: config.url, max: 10 });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, dialect: 'postgres', destroy: () => kysely.destroy() };
}

/** Current time as the ISO string our own tables store. */
export function nowIso(): string {
  return new Date().toISOString();
}
