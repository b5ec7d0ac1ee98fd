import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { loadConfig, type DatabaseConfig } from '../config.js';

/**
 * `npm run backup -- <file>` (docs/deploy.md): an online backup of the embedded SQLite database
 * while the server runs — SQLite's backup API through better-sqlite3, a consistent snapshot that
 * includes what is still in the WAL — written beside the target first and checked with
 * `PRAGMA integrity_check`, then moved into place. It never overwrites a file.
 */
export async function backupSqlite(
  source: string,
  target: string,
): Promise<{ bytes: number; pages: number }> {
  if (!existsSync(source)) throw new Error(`No database at ${source} (check DATA_DIR).`);
  if (existsSync(target)) throw new Error(`${target} already exists: give a new file name.`);
  const partial = path.join(path.dirname(target), `.${path.basename(target)}.partial`);
  rmSync(partial, { force: true });
  const live = new SQLite(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    // every page in one step: one read snapshot of the database (in WAL mode writers go on), and
    // no restart of the copy when the server writes meanwhile, as page-by-page steps would have
    const { totalPages } = await live.backup(partial, { progress: () => 0x7fffffff });
    const copy = new SQLite(partial, { readonly: true });
    try {
      const check = copy.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${String(check)}`);
    } finally {
      copy.close();
    }
    renameSync(partial, target);
    return { bytes: statSync(target).size, pages: totalPages };
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  } finally {
    live.close();
  }
}

/** What to say for a PostgreSQL install: its own tools back it up. */
function postgresAdvice(database: Extract<DatabaseConfig, { kind: 'postgres' }>): string {
  const url = new URL(database.url);
  url.password = url.password ? '***' : '';
  return `DATABASE_URL is PostgreSQL (${url.toString()}): back it up with PostgreSQL's own tools, e.g.\n  pg_dump --format=custom --file=medgrid.dump "$DATABASE_URL"\n(restore: pg_restore --clean --dbname="$DATABASE_URL" medgrid.dump); see docs/deploy.md.`;
}

async function main(): Promise<void> {
  const target = process.argv[2]?.trim();
  if (!target) {
    console.error('Usage: npm run backup -- <file>   (an online copy of the SQLite database)');
    process.exit(2);
  }
  const config = loadConfig();
  if (config.database.kind === 'postgres') {
    console.error(postgresAdvice(config.database));
    process.exit(1);
  }
  const source = path.resolve(config.database.file);
  const file = path.resolve(target);
  const started = performance.now();
  const { bytes, pages } = await backupSqlite(source, file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Backed up ${source} to ${file}: ${(bytes / 2 ** 20).toFixed(1)} MiB, ${pages} pages, integrity ok, ${seconds} s.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
