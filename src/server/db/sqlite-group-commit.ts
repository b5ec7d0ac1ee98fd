import { promises as fs } from 'node:fs';
import type SQLite from 'better-sqlite3';
import {
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

/** The SQLite connection as this driver uses it (database.ts adds a statement cache). */
export interface SqliteHandle {
  prepare(sql: string): SQLite.Statement;
  close(): void;
}

/**
 * Makes the commits made since it was asked durable: resolves once a sync that started after the
 * call has finished. Syncs run one at a time; every caller that arrives while one runs shares the
 * next one (group commit).
 */
export function groupSync(sync: () => Promise<void>) {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const run = sync().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  return {
    durable(): Promise<void> {
      // `next` starts as soon as the running sync ends: it begins after this call either way
      if (next) return next;
      if (!running) return start();
      // a sync is already under way: it may have started before our commit, so wait for the next
      next ??= running
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          next = null;
          return start();
        });
      return next;
    },
  };
}

/**
 * fdatasync of a file by path (the SQLite WAL), on libuv's thread pool, off the event loop. No
 * WAL file means nothing was written to one since the database was opened (or its last connection
 * checkpointed and removed it, which syncs): nothing to sync.
 */
export function fileSync(path: string): () => Promise<void> {
  return async () => {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(path, 'r+');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    try {
      await handle.datasync();
    } finally {
      await handle.close();
    }
  };
}

/**
 * SQLite for Kysely with group commit (docs/decisions/016). The database runs in WAL mode with
 * synchronous=NORMAL, so a commit writes its frames to the WAL without waiting for the disk; a
 * write (a statement outside a transaction, or a transaction's commit) then resolves only after
 * an fdatasync of the WAL that started after it, run off the event loop and shared by every
 * commit made meanwhile. An acknowledged write is as durable as with synchronous=FULL (FULL is
 * NORMAL plus a sync of the WAL at each commit), but one sync serves many commits and the event
 * loop never waits for the disk.
 *
 * better-sqlite3 runs each statement synchronously, so statements outside a transaction need no
 * lock; a transaction is exclusive: while one is open, other connections' statements wait for
 * its end (they would otherwise run inside it).
 */
export class GroupCommitSqliteDialect implements Dialect {
  constructor(
    private readonly database: SqliteHandle,
    private readonly sync: () => Promise<void>,
  ) {}
  createDriver(): Driver {
    return new GroupCommitDriver(this.database, groupSync(this.sync));
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

interface OpenTransaction {
  owner: Connection;
  ended: Promise<void>;
  end: () => void;
}

class GroupCommitDriver implements Driver {
  transaction: OpenTransaction | null = null;
  constructor(
    readonly database: SqliteHandle,
    readonly commits: { durable(): Promise<void> },
  ) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new Connection(this);
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const own = connection as Connection;
    // the check and the begin must run with no await between them (another connection's begin
    // or statement could slip in): the loop re-checks after every wait
    while (this.transaction && this.transaction.owner !== own) await this.transaction.ended;
    this.database.prepare('begin').run();
    let end = () => undefined as void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    this.transaction = { owner: own, ended, end };
  }
  private endTransaction(connection: DatabaseConnection): void {
    const open = this.transaction;
    if (open?.owner !== connection) return;
    this.transaction = null;
    open.end();
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    // a commit that fails leaves the transaction open and still this connection's: Kysely rolls
    // it back next, and no other request's statement may run inside it meanwhile
    this.database.prepare('commit').run();
    this.endTransaction(connection);
    await this.commits.durable();
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // after a commit whose sync failed there is nothing left to roll back: the error that
    // reaches the caller is the sync's
    if (this.transaction?.owner !== connection) return;
    try {
      this.database.prepare('rollback').run();
    } finally {
      this.endTransaction(connection);
    }
  }
  /** Savepoints run inside their connection's transaction (Kysely opens them only there). */
  private savepointCommand(connection: DatabaseConnection, command: string, name: string) {
    if (this.transaction?.owner !== connection) throw new Error(`${command} outside a transaction`);
    this.database.prepare(`${command} "${name.replace(/"/g, '""')}"`).run();
  }
  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    this.savepointCommand(connection, 'savepoint', name);
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    this.savepointCommand(connection, 'rollback to', name);
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    this.savepointCommand(connection, 'release', name);
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // Kysely ends every transaction before it releases the connection; if one were left open,
    // roll it back rather than block every other request behind it
    if (this.transaction?.owner === connection) await this.rollbackTransaction(connection);
  }
  async destroy(): Promise<void> {
    this.database.close();
  }
}

class Connection implements DatabaseConnection {
  constructor(private readonly driver: GroupCommitDriver) {}
  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const driver = this.driver;
    // wait while another connection's transaction is open; no await between the last check and
    // the statement, which runs synchronously
    while (driver.transaction && driver.transaction.owner !== this) await driver.transaction.ended;
    const { sql, parameters } = compiled;
    const statement = this.driver.database.prepare(sql);
    const inTransaction = this.driver.transaction?.owner === this;
    let result: QueryResult<R>;
    if (statement.reader) {
      result = { rows: statement.all(parameters as unknown[]) as R[] };
    } else {
      const { changes, lastInsertRowid } = statement.run(parameters as unknown[]);
      result = {
        numAffectedRows: BigInt(changes),
        insertId: BigInt(lastInsertRowid),
        rows: [],
      };
    }
    // a write outside a transaction committed on its own: acknowledged once durable
    if (!statement.readonly && !inTransaction) await this.driver.commits.durable();
    return result;
  }
  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on this SQLite connection');
  }
}
