import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { DatabaseConfig } from '../config.js';
import type { Database } from './schema.js';
import { fileSync, GroupCommitSqliteDialect, type SqliteHandle } from './sqlite-group-commit.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  destroy(): Promise<void>;
}

/**
 * Opens the database. SQLite: WAL with group commit (an acknowledged write has been synced to the
 * disk, so it survives a crash or power loss; one sync serves every commit made meanwhile:
 * sqlite-group-commit.ts; where WAL is not available, synchronous=FULL), foreign keys on, a busy
 * timeout. PostgreSQL: a pool.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  if (config.kind === 'sqlite') {
    if (config.file !== ':memory:')
      mkdirSync(path.dirname(path.resolve(config.file)), { recursive: true });
    const sqlite = new SQLite(config.file);
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const mode = sqlite.pragma('journal_mode = WAL', { simple: true }) as string;
    if (mode !== 'wal') {
      // in memory, or a file system without WAL (shared memory) support: plain commits, each
      // synced before it returns where there is a disk
      sqlite.pragma('synchronous = FULL');
      const kysely = new Kysely<Database>({
        dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
      });
      return { kysely, dialect: 'sqlite', destroy: () => kysely.destroy() };
    }
    // NORMAL: a commit does not wait for the disk; the group commit syncs the WAL before a write
    // is acknowledged, which makes it as durable as FULL
    sqlite.pragma('synchronous = NORMAL');
    const kysely = new Kysely<Database>({
      dialect: new GroupCommitSqliteDialect(
        withStatementCache(sqlite),
        fileSync(`${path.resolve(config.file)}-wal`),
      ),
    });
    return { kysely, dialect: 'sqlite', destroy: () => kysely.destroy() };
  }
  // connectionTimeoutMillis: a request waits at most this long for a server that does not answer
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    connectionTimeoutMillis: 5_000,
  });
  // A connection closed by the server (a restart, a failover, an administrator) emits 'error' on
  // its client. The pool listens only while the client is idle (it drops it and opens a new one
  // for the next query); a client checked out at that moment (a transaction between two queries)
  // has no listener of the pool's, and an unheard 'error' would end the process. So every client
  // gets one for its whole life: its query fails (that request gets a 500), and the pool drops
  // the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      process.emitWarning(`PostgreSQL closed a connection: ${error.message}`);
    });
  });
  pool.on('error', () => undefined); // an idle client's error: already reported by the listener above
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, dialect: 'postgres', destroy: () => kysely.destroy() };
}

const STATEMENT_CACHE_SIZE = 300;

/**
 * Kysely prepares every query anew; on SQLite, preparing costs as much as running a small
 * indexed query. Statements are kept by their SQL text (least recently used dropped first) and
 * reused: Kysely runs one query at a time on its single SQLite connection, so a statement is
 * never in use twice at once, and SQLite re-prepares a statement itself after a schema change.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase & SqliteHandle {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => void sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) {
          const oldest = cache.keys().next();
          if (!oldest.done) cache.delete(oldest.value);
        }
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}

/** Current time as the ISO string our own tables store. */
export function nowIso(): string {
  return new Date().toISOString();
}
