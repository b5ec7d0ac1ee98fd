import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshDatabase, TEST_DB } from '../test/test-app.js';
import { openDatabase } from '../db/database.js';
import type { DatabaseConfig } from '../config.js';
import { startServer, type Started } from '../test/server-process.js';

/** `npm run backup -- <file>` as the operator runs it (here from the source, through tsx). */
function backup(file: string, env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/backup.ts', file], {
    env: { ...process.env, BASE_URL: 'http://127.0.0.1', ...env }, // vitest's BASE_URL is '/'
    encoding: 'utf8',
  });
}

const signUp = (base: string, name: string) =>
  fetch(`${base}/api/account/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${name}@example.org`,
      password: `${name}-pass-1`,
      confirmPassword: `${name}-pass-1`,
      username: name,
      school: { status: 'none' },
      acceptTerms: true,
    }),
  });

async function usernames(database: DatabaseConfig): Promise<string[]> {
  const db = await openDatabase(database);
  try {
    const rows = await db.kysely.selectFrom('user').select('username').execute();
    return rows.map((r) => r.username ?? '').sort();
  } finally {
    await db.destroy();
  }
}

describe(`npm run backup on ${TEST_DB}`, () => {
  if (TEST_DB === 'postgres') {
    it("refuses, and names PostgreSQL's own tools", () => {
      const out = backup(path.join(tmpdir(), 'never.db'), {
        DATABASE_URL: 'postgres://medgrid:secret@127.0.0.1:5432/medgrid',
        DATA_DIR: tmpdir(),
      });
      expect(out.status).toBe(1);
      expect(out.stderr).toContain('pg_dump');
      expect(out.stderr).not.toContain('secret');
    });
    return;
  }

  it(
    'copies the live database while the server writes, and the copy restores as docs/deploy.md says',
    { timeout: 90_000 },
    async () => {
      const { db, config, drop } = await freshDatabase();
      await db.destroy();
      if (config.kind !== 'sqlite') throw new Error('SQLite only');
      const dataDir = mkdtempSync(path.join(tmpdir(), 'medgrid-backup-'));
      const copy = path.join(dataDir, 'backup-1.db');
      const env = { DATABASE_URL: `sqlite:${config.file}`, DATA_DIR: dataDir };
      let server: Started | null = null;
      try {
        server = await startServer(config, dataDir);
        expect((await signUp(server.base, 'before_backup')).status).toBe(201);
        // the copy is taken while sign-ups are being written
        const during = [signUp(server.base, 'during_one'), signUp(server.base, 'during_two')];
        const out = backup(copy, env);
        expect(out.stderr).toBe('');
        expect(out.stdout).toMatch(/^Backed up .* integrity ok/);
        expect(out.status).toBe(0);
        for (const res of await Promise.all(during)) expect(res.status).toBe(201);
        expect((await signUp(server.base, 'after_backup')).status).toBe(201);
        // it never overwrites a file
        const again = backup(copy, env);
        expect(again.status).toBe(1);
        expect(again.stderr).toContain('already exists');

        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        server = null;
        // restore: with the server stopped, the copy replaces the database; its WAL files go
        copyFileSync(copy, config.file);
        rmSync(`${config.file}-wal`, { force: true });
        rmSync(`${config.file}-shm`, { force: true });
        server = await startServer(config, dataDir);
        const health = await fetch(`${server.base}/api/health`);
        expect(health.status).toBe(200);
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        server = null;

        const names = await usernames(config);
        expect(names).toContain('before_backup');
        expect(names).not.toContain('after_backup');
      } finally {
        if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
        await drop();
      }
    },
  );
});
