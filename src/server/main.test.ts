import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshDatabase, TEST_DB } from './test/test-app.js';
import { openDatabase } from './db/database.js';
import { startServer, type Started } from './test/server-process.js';

const signUpBody = (name: string) =>
  JSON.stringify({
    email: `${name}@example.org`,
    password: `${name}-pass-1`,
    confirmPassword: `${name}-pass-1`,
    username: name,
    school: { status: 'none' },
    acceptTerms: true,
  });

/** A raw HTTP/1.1 connection: what a load balancer's pooled connection is. */
function rawConnection(port: number) {
  const socket: Socket = connect({ host: '127.0.0.1', port });
  let received = '';
  let closed = false;
  socket.on('data', (d: Buffer) => (received += d.toString()));
  socket.on('error', () => undefined);
  socket.on('close', () => (closed = true));
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  return {
    ready,
    write: (text: string) => socket.write(text),
    /** Waits for a whole response (headers and a Content-Length body); returns its head. */
    async response(from: number): Promise<{ status: number; head: string; body: string }> {
      for (let i = 0; i < 200; i++) {
        const text = received.slice(from);
        const end = text.indexOf('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? '0');
        if (end >= 0 && text.length >= end + 4 + length) {
          const head = text.slice(0, end);
          return {
            status: Number(head.split(' ')[1]),
            head,
            body: text.slice(end + 4, end + 4 + length),
          };
        }
        if (closed) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no whole response (closed: ${closed}): ${received.slice(from)}`);
    },
    received: () => received.length,
    closed: () => closed,
  };
}

/** The real entry point as a process: starts, answers, and on SIGTERM finishes and exits 0. */
describe(`the server process on ${TEST_DB}`, () => {
  it(
    'serves, keeps what it acknowledged, and shuts down cleanly on SIGTERM',
    { timeout: 60_000 },
    async () => {
      const { db, config, drop } = await freshDatabase();
      await db.destroy();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'medgrid-main-'));
      let server: Started | null = null;
      try {
        server = await startServer(config, dataDir);
        const { base, child } = server;
        expect(await (await fetch(`${base}/api/health`)).json()).toEqual({
          status: 'ok',
          database: TEST_DB,
        });
        const signUp = await fetch(`${base}/api/account/sign-up`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: signUpBody('durable_user'),
        });
        expect(signUp.status).toBe(201);

        child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        expect(server.output()).toContain('shutting down');

        const reopened = await openDatabase(config);
        const row = await reopened.kysely
          .selectFrom('user')
          .select('username')
          .where('email', '=', 'durable_user@example.org')
          .executeTakeFirst();
        await reopened.destroy();
        expect(row?.username).toBe('durable_user');
      } finally {
        if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
        await drop();
      }
    },
  );

  it(
    'on SIGTERM refuses new connections but answers every request already on its way, then exits 0',
    { timeout: 60_000 },
    async () => {
      const { db, config, drop } = await freshDatabase();
      await db.destroy();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'medgrid-drain-'));
      let server: Started | null = null;
      try {
        // behind a proxy: its idle pooled connections are left for it to close (up to 4 s)
        server = await startServer(config, dataDir, { TRUST_PROXY: '127.0.0.1' });
        const { port, child } = server;
        // a keep-alive connection that has served one request and sits idle, as a proxy's would
        const idle = rawConnection(port);
        await idle.ready;
        idle.write('GET /api/config HTTP/1.1\r\nHost: medgrid\r\n\r\n');
        expect((await idle.response(0)).status).toBe(200);
        // a sign-up whose body is still arriving when SIGTERM comes
        const body = signUpBody('in_flight_user');
        const busy = rawConnection(port);
        await busy.ready;
        busy.write(
          `POST /api/account/sign-up HTTP/1.1\r\nHost: medgrid\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
        );
        await new Promise((r) => setTimeout(r, 300));

        child.kill('SIGTERM');
        for (let i = 0; i < 100 && !server.output().includes('shutting down'); i++)
          await new Promise((r) => setTimeout(r, 50));
        expect(server.output()).toContain('shutting down');

        // a new connection is refused: a balancer retries it elsewhere, whatever the method
        const refused = rawConnection(port);
        await expect(refused.ready).rejects.toMatchObject({ code: 'ECONNREFUSED' });
        // the request in flight is answered, and so is one sent on the idle connection
        busy.write(body.slice(20));
        const signedUp = await busy.response(0);
        expect(signedUp.status).toBe(201);
        expect(signedUp.head.toLowerCase()).toContain('connection: close');
        const from = idle.received();
        idle.write('GET /api/health HTTP/1.1\r\nHost: medgrid\r\n\r\n');
        const health = await idle.response(from);
        expect(health.status).toBe(503);
        expect(JSON.parse(health.body)).toMatchObject({ status: 'draining' });
        expect(health.head.toLowerCase()).toContain('connection: close');

        expect(await server.exited).toBe(0);
        expect(busy.closed() && idle.closed()).toBe(true);
        const reopened = await openDatabase(config);
        const row = await reopened.kysely
          .selectFrom('user')
          .select('username')
          .where('email', '=', 'in_flight_user@example.org')
          .executeTakeFirst();
        await reopened.destroy();
        expect(row?.username).toBe('in_flight_user');
      } finally {
        if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
        await drop();
      }
    },
  );
});
