import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshDatabase, TEST_DB } from './test/test-app.js';
import { openDatabase } from './db/database.js';

/** The real entry point as a process: starts, answers, and on SIGTERM finishes and exits 0. */
describe(`the server process on ${TEST_DB}`, () => {
  it(
    'serves, keeps what it acknowledged, and shuts down cleanly on SIGTERM',
    { timeout: 60_000 },
    async () => {
      const { db, config, drop } = await freshDatabase();
      await db.destroy();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'medgrid-main-'));
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
          BASE_URL: 'http://127.0.0.1', // vitest sets BASE_URL=/ for Vite; the server needs a URL
          ...(config.kind === 'postgres'
            ? { DATABASE_URL: config.url }
            : { DATABASE_URL: `sqlite:${config.file}` }),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      try {
        const base = await new Promise<string>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`server did not start:\n${output}`)),
            20_000,
          );
          child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
          child.stdout.on('data', (d: Buffer) => {
            output += d.toString();
            const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
            if (m?.[1]) {
              clearTimeout(timer);
              resolve(m[1]);
            }
          });
        });
        expect(await (await fetch(`${base}/api/health`)).json()).toEqual({
          status: 'ok',
          database: TEST_DB,
        });
        const signUp = await fetch(`${base}/api/account/sign-up`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: 'durable@example.org',
            password: 'durable-pass-1',
            confirmPassword: 'durable-pass-1',
            username: 'durable_user',
            school: { status: 'none' },
            acceptTerms: true,
          }),
        });
        expect(signUp.status).toBe(201);

        const exited = new Promise<number | null>((resolve) =>
          child.on('exit', (code) => resolve(code)),
        );
        child.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(output).toContain('shutting down');

        const reopened = await openDatabase(config);
        const row = await reopened.kysely
          .selectFrom('user')
          .select('username')
          .where('email', '=', 'durable@example.org')
          .executeTakeFirst();
        await reopened.destroy();
        expect(row?.username).toBe('durable_user');
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
        await drop();
      }
    },
  );
});
