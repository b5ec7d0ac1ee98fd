// Starts the e2e stack once per run: a real SMTP listener and the built MedGrid server
// (`node dist/server/main.js`) on embedded SQLite in a fresh temporary DATA_DIR. Returns the
// teardown, which Playwright calls after the last test.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, stopChild, waitHealthy } from '../../scripts/lib/process.mjs';
import { startMailServer, type MailServer } from './mail-server.js';
import { BASE_URL_VAR, DATA_DIR_VAR, MAIL_API_VAR } from './env.js';

const SERVER_ENTRY = resolve('dist/server/main.js');
const SERVER_LOG = resolve('.tmp/e2e-server.log');
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` before the e2e tests.`);
  }
  mkdirSync(resolve('.tmp'), { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'medgrid-e2e-'));
  let mail: MailServer | undefined;
  let server: ChildProcess | undefined;

  const teardown = async () => {
    if (server) await stopChild(server);
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
    await waitHealthy(baseURL, server, SERVER_LOG, { intervalMs: 250 });

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
