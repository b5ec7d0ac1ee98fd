// Starts the e2e stack once per run: a real SMTP listener and the built MedGrid server
// (`node dist/server/main.js`) on embedded SQLite in a fresh temporary DATA_DIR. Returns the
// teardown, which Playwright calls after the last test.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  closeSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startMailServer, type MailServer } from './mail-server.js';
import { BASE_URL_VAR, DATA_DIR_VAR, MAIL_API_VAR } from './env.js';

const SERVER_ENTRY = resolve('dist/server/main.js');
const SERVER_LOG = resolve('.tmp/e2e-server.log');
const START_TIMEOUT_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

function logTail(): string {
  return existsSync(SERVER_LOG)
    ? readFileSync(SERVER_LOG, 'utf8').split('\n').slice(-40).join('\n')
    : '';
}

async function waitForHealth(baseURL: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `MedGrid server exited (${child.exitCode ?? child.signalCode}) before it was healthy.\n${logTail()}`,
      );
    }
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
      lastError = `HTTP ${res.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(
    `MedGrid server not healthy at ${baseURL}/api/health after ${START_TIMEOUT_MS} ms (${lastError}).\n${logTail()}`,
  );
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` before the e2e tests.`);
  }
  mkdirSync(resolve('.tmp'), { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'medgrid-e2e-'));
  let mail: MailServer | undefined;
  let server: ChildProcess | undefined;

  const teardown = async () => {
    if (server) await stopServer(server);
    await mail?.close();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    mail = await startMailServer();
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseURL,
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}?ignoreTLS=true`, // plain SMTP on loopback
      MAIL_FROM: 'MedGrid <no-reply@medgrid.local>',
      AUTH_SECRET: 'medgrid-e2e-test-secret-0123456789-abcdefghij',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '20', // many sign-ins from one address; the limits themselves are tested in the server suite
    };
    delete env.DATABASE_URL; // the e2e run uses the embedded SQLite database in DATA_DIR

    const log = openSync(SERVER_LOG, 'w');
    server = spawn(process.execPath, [SERVER_ENTRY], { env, stdio: ['ignore', log, log] });
    closeSync(log);
    await waitForHealth(baseURL, server);

    process.env[BASE_URL_VAR] = baseURL;
    process.env[MAIL_API_VAR] = mail.apiUrl;
    process.env[DATA_DIR_VAR] = dataDir;
    console.log(
      `[e2e] MedGrid at ${baseURL} (log: .tmp/e2e-server.log), SMTP on 127.0.0.1:${mail.smtpPort}`,
    );
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}
