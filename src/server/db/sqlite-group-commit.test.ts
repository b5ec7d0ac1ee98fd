import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { fileSync, groupSync, GroupCommitSqliteDialect } from './sqlite-group-commit.js';
import { openDatabase } from './database.js';

interface Db {
  t: { id: number; v: string };
}

/** A real SQLite file in WAL mode with synchronous=NORMAL, its WAL synced by `sync`. */
function open(sync: () => Promise<void>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'medgrid-gc-'));
  const file = path.join(dir, 'db.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.exec('create table t (id integer primary key, v text not null)');
  const db = new Kysely<Db>({ dialect: new GroupCommitSqliteDialect(sqlite, sync) });
  cleanups.push(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  return { db, file };
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

/** A sync that the test finishes by hand, counting how many were started. */
function manualSync() {
  const pending: Array<() => void> = [];
  const sync = {
    started: 0,
    run: () =>
      new Promise<void>((resolve) => {
        sync.started += 1;
        pending.push(resolve);
      }),
    finishAll() {
      for (const r of pending.splice(0)) r();
    },
  };
  return sync;
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit on SQLite (issue 21)', () => {
  it('acknowledges a write only after a sync that started after its commit', async () => {
    const sync = manualSync();
    const { db } = open(() => sync.run());
    let acknowledged = false;
    const write = db
      .insertInto('t')
      .values({ id: 1, v: 'a' })
      .execute()
      .then(() => (acknowledged = true));
    await tick();
    expect(sync.started).toBe(1);
    expect(acknowledged).toBe(false);
    // committed, visible to reads, not acknowledged until the disk has it
    expect(await db.selectFrom('t').selectAll().execute()).toEqual([{ id: 1, v: 'a' }]);
    sync.finishAll();
    await write;
    expect(acknowledged).toBe(true);
  });

  it('lets every commit made during one sync share the next: 50 writes, 2 syncs', async () => {
    const sync = manualSync();
    const { db } = open(() => sync.run());
    const writes = Array.from({ length: 50 }, (_, i) =>
      db.insertInto('t').values({ id: i, v: 'x' }).execute(),
    );
    await tick();
    // the first write started a sync; the 49 others committed while it ran and wait for the next
    expect(sync.started).toBe(1);
    sync.finishAll();
    await tick();
    await tick();
    expect(sync.started).toBe(2);
    sync.finishAll();
    await Promise.all(writes);
    expect(sync.started).toBe(2);
  });

  it('acknowledges a transaction at its durable commit, and reads need no sync', async () => {
    const sync = manualSync();
    const { db } = open(() => sync.run());
    let done = false;
    const trx = db
      .transaction()
      .execute(async (t) => {
        await t.insertInto('t').values({ id: 1, v: 'a' }).execute();
        await t.insertInto('t').values({ id: 2, v: 'b' }).execute();
      })
      .then(() => (done = true));
    for (let i = 0; i < 5; i++) await tick();
    expect(sync.started).toBe(1); // once, at the commit: not per statement
    expect(done).toBe(false);
    sync.finishAll();
    await trx;
    await db.selectFrom('t').selectAll().execute();
    expect(sync.started).toBe(1);
  });

  it('keeps transactions apart: another request waits, and a rollback undoes only its own', async () => {
    const { db } = open(async () => undefined);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const failing = db.transaction().execute(async (t) => {
      await t.insertInto('t').values({ id: 1, v: 'rolled back' }).execute();
      await held; // the transaction stays open across an await, as a request's does
      throw new Error('refused');
    });
    await tick();
    // a write from another request while the transaction is open waits for its end
    const other = db.insertInto('t').values({ id: 2, v: 'kept' }).execute();
    const second = db.transaction().execute(async (t) => {
      await t.insertInto('t').values({ id: 3, v: 'kept too' }).execute();
    });
    await tick();
    release();
    await expect(failing).rejects.toThrow('refused');
    await Promise.all([other, second]);
    const rows = await db.selectFrom('t').select(['id', 'v']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 2, v: 'kept' },
      { id: 3, v: 'kept too' },
    ]);
  });

  it('runs 20 transactions begun at the same moment one after another, with writes between', async () => {
    const { db } = open(async () => undefined);
    const work = Array.from({ length: 20 }, (_, i) => [
      db.transaction().execute(async (t) => {
        await t
          .insertInto('t')
          .values({ id: i * 3, v: 'a' })
          .execute();
        await tick();
        await t
          .insertInto('t')
          .values({ id: i * 3 + 1, v: 'b' })
          .execute();
      }),
      db
        .insertInto('t')
        .values({ id: i * 3 + 2, v: 'c' })
        .execute(),
    ]).flat();
    await Promise.all(work);
    const { n } = (await db
      .selectFrom('t')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()) as { n: number };
    expect(n).toBe(60);
  });

  it("reports a transaction whose sync failed with the sync's error, its rows committed", async () => {
    let fail = true;
    const { db } = open(async () => {
      if (fail) throw new Error('EIO');
    });
    const trx = db.transaction().execute(async (t) => {
      await t.insertInto('t').values({ id: 1, v: 'a' }).execute();
    });
    await expect(trx).rejects.toThrow('EIO');
    fail = false;
    // committed (not known to be on disk): the next transaction runs, nothing is left open
    await db.transaction().execute(async (t) => {
      await t.insertInto('t').values({ id: 2, v: 'b' }).execute();
    });
    expect(await db.selectFrom('t').select('id').orderBy('id').execute()).toEqual([
      { id: 1 },
      { id: 2 },
    ]);
  });

  it('keeps a transaction whose commit failed until it is rolled back', async () => {
    const { db } = open(async () => undefined);
    await sql`create table parent (id integer primary key)`.execute(db);
    await sql`create table child (id integer primary key, parent integer references parent (id) deferrable initially deferred)`.execute(
      db,
    );
    await sql`pragma foreign_keys = on`.execute(db);
    // the deferred foreign key fails at the commit
    const failing = db.transaction().execute(async (t) => {
      await sql`insert into child (id, parent) values (1, 99)`.execute(t);
    });
    const other = db.insertInto('t').values({ id: 5, v: 'after' }).execute();
    await expect(failing).rejects.toThrow(/FOREIGN KEY/);
    await other;
    const children = await sql<{ n: number }>`select count(*) as n from child`.execute(db);
    expect(children.rows[0]!.n).toBe(0); // rolled back, not committed by the next statement
    expect(await db.selectFrom('t').select('id').execute()).toEqual([{ id: 5 }]);
  });

  it('fails the write whose sync failed, and the next write syncs again', async () => {
    let fail = true;
    const { db } = open(async () => {
      if (fail) throw new Error('EIO');
    });
    await expect(db.insertInto('t').values({ id: 1, v: 'a' }).execute()).rejects.toThrow('EIO');
    fail = false;
    await db.insertInto('t').values({ id: 2, v: 'b' }).execute();
  });

  it('syncs the real WAL file of a real database (fdatasync on the thread pool)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'medgrid-gc-'));
    try {
      const db = await openDatabase({ kind: 'sqlite', file: path.join(dir, 'real.db') });
      await sql`create table x (a integer)`.execute(db.kysely);
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => sql`insert into x values (${i})`.execute(db.kysely)),
      );
      const { rows } = await sql<{ n: number }>`select count(*) as n from x`.execute(db.kysely);
      expect(rows[0]!.n).toBe(20);
      await db.destroy();
      // no WAL (the last connection closed: it checkpointed and removed it) is nothing to sync;
      // any other failure of the sync fails the writes waiting on it
      await expect(fileSync(path.join(dir, 'real.db-wal'))()).resolves.toBeUndefined();
      await expect(fileSync(dir)()).rejects.toThrow(/EISDIR/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('groupSync', () => {
  it('starts a sync at once when none runs, and never two at a time', async () => {
    let running = 0;
    let most = 0;
    let count = 0;
    const g = groupSync(async () => {
      running += 1;
      count += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
    });
    await Promise.all(Array.from({ length: 30 }, () => g.durable()));
    expect(most).toBe(1);
    expect(count).toBe(2);
    await g.durable();
    expect(count).toBe(3);
  });
});

describe('group commit under kill -9', () => {
  it('keeps every write a killed process acknowledged', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'medgrid-gc-kill-'));
    const file = path.join(dir, 'killed.db');
    try {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, '../test/durable-writer.ts'), file],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const acked: number[] = [];
      let buffered = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) acked.push(Number(line));
      });
      let ended = false;
      const exited = new Promise((resolve) => child.once('exit', resolve)).then(
        () => (ended = true),
      );
      // kill it in the middle of writing, once it has acknowledged a good number
      while (acked.length < 2000 && !ended) await new Promise((r) => setTimeout(r, 20));
      expect(ended, 'the writer died by itself').toBe(false);
      child.kill('SIGKILL');
      await exited;
      const db = new SQLite(file);
      const ids = new Set(
        (db.prepare('select id from acked').all() as { id: number }[]).map((r) => r.id),
      );
      const pairs = db.prepare('select count(*) as n from acked where id < 0').get() as {
        n: number;
      };
      const evens = db
        .prepare('select count(*) as n from acked where id > 0 and id % 2 = 0')
        .get() as {
        n: number;
      };
      db.close();
      expect(acked.filter((id) => !ids.has(id))).toEqual([]); // nothing acknowledged is lost
      expect(acked.filter((id) => id % 2 === 0 && !ids.has(-id))).toEqual([]);
      expect(pairs.n).toBe(evens.n); // no transaction half there
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
