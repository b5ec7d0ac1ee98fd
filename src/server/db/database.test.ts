import { existsSync } from 'node:fs';
import pg from 'pg';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabase, TEST_DB } from '../test/test-app.js';
import { openDatabase } from './database.js';

/** What each database connection must survive (the suite runs once per database). */
describe(`the ${TEST_DB} connection`, () => {
  if (TEST_DB === 'postgres') {
    it('survives the server closing its idle connections and reconnects for the next query', async () => {
      const { db, config, drop } = await freshDatabase();
      try {
        await sql`select 1`.execute(db.kysely);
        const admin = new pg.Client({ connectionString: process.env.TEST_PG_URL });
        await admin.connect();
        const name = new URL(config.kind === 'postgres' ? config.url : 'x:/').pathname.slice(1);
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        await admin.end();
        await new Promise((resolve) => setTimeout(resolve, 200)); // the pool hears of it
        const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db.kysely);
        expect(rows).toEqual([{ one: 1 }]);
      } finally {
        await db.destroy();
        await drop();
      }
    });

    it('survives the server ending a connection in the middle of a transaction (a restart)', async () => {
      const { db, config, drop } = await freshDatabase();
      const name = new URL(config.kind === 'postgres' ? config.url : 'x:/').pathname.slice(1);
      const warnings: string[] = [];
      const onWarning = (w: Error) => warnings.push(w.message);
      process.on('warning', onWarning);
      try {
        // the transaction holds its connection between two queries when the server ends it: the
        // client's 'error' comes while the pool has no listener on it (it ended the process)
        const failed = db.kysely.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          const admin = new pg.Client({ connectionString: process.env.TEST_PG_URL });
          await admin.connect();
          await admin.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [name],
          );
          await admin.end();
          await new Promise((resolve) => setTimeout(resolve, 200));
          await sql`select 2`.execute(trx);
        });
        await expect(failed).rejects.toThrow();
        expect(warnings.join('\n')).toContain('PostgreSQL closed a connection');
        const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db.kysely);
        expect(rows).toEqual([{ one: 1 }]);
      } finally {
        process.off('warning', onWarning);
        await db.destroy();
        await drop();
      }
    });
  } else {
    it('reuses prepared statements, and a reused one sees a schema change', async () => {
      const { db, drop } = await freshDatabase();
      try {
        await sql`create table t (a integer)`.execute(db.kysely);
        await sql`insert into t (a) values (1)`.execute(db.kysely);
        const read = () => sql<Record<string, unknown>>`select * from t`.execute(db.kysely);
        expect((await read()).rows).toEqual([{ a: 1 }]);
        await sql`alter table t add column b text default 'x'`.execute(db.kysely);
        expect((await read()).rows).toEqual([{ a: 1, b: 'x' }]);
      } finally {
        await db.destroy();
        await drop();
      }
    });

    it('runs a file in WAL mode with group commit, and an in-memory database without WAL', async () => {
      const { db, config, drop } = await freshDatabase();
      try {
        const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db.kysely);
        expect(mode.rows[0]?.journal_mode).toBe('wal');
        const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(db.kysely);
        expect(sync.rows[0]?.synchronous).toBe(1); // NORMAL: the group commit syncs the WAL
        // the first write creates the WAL the group commit syncs
        await sql`create table t (a integer)`.execute(db.kysely);
        expect(config.kind === 'sqlite' && existsSync(`${config.file}-wal`)).toBe(true);
      } finally {
        await db.destroy();
        await drop();
      }
      const memory = await openDatabase({ kind: 'sqlite', file: ':memory:' });
      try {
        await sql`create table t (a integer)`.execute(memory.kysely);
        await sql`insert into t (a) values (1)`.execute(memory.kysely);
        const { rows } = await sql<{ a: number }>`select a from t`.execute(memory.kysely);
        expect(rows).toEqual([{ a: 1 }]);
        const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(memory.kysely);
        expect(sync.rows[0]?.synchronous).toBe(2); // FULL
      } finally {
        await memory.destroy();
      }
    });
  }
});
