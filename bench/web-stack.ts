// The app under test, as the e2e run starts it (e2e/support/global-setup.ts): the built server
// (`node dist/server/main.js`, NODE_ENV=production) on a free loopback port, embedded SQLite in a
// fresh temporary DATA_DIR, mail to a real SMTP listener; and a confirmed, signed-in user created
// through the real API.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopChild, waitHealthy } from '../scripts/lib/process.mjs';
import { startSmtpListener, type SmtpListener } from '../test-support/smtp-listener.js';
import { newTestUser, type TestUser } from '../e2e/support/users.js';
import { ROOT } from './web-build.js';

export const SERVER_LOG = path.join(ROOT, '.tmp/bench-web-server.log');

export interface Stack {
  origin: string;
  dataDir: string;
  mail: SmtpListener;
  stop(): Promise<void>;
}

/**
 * Starts the SMTP listener and the server of the app at `appRoot` (a copy of the build, see
 * snapshotApp); `stop` ends both and removes DATA_DIR.
 */
export async function startStack(appRoot: string): Promise<Stack> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'medgrid-bench-web-'));
  let server: ChildProcess | null = null;
  let mail: SmtpListener | null = null;
  const stop = async () => {
    if (server) await stopChild(server);
    await mail?.close();
    mail = null;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    mail = await startSmtpListener();
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: origin,
      DATA_DIR: dataDir,
      SMTP_URL: mail.url,
      LOG_LEVEL: 'warn',
      SAMPLE_CONTENT: '1', // today's puzzles from content/, so the game page has one
    };
    delete env.DATABASE_URL; // embedded SQLite in DATA_DIR
    delete env.AUTH_SECRET; // generated into DATA_DIR
    mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
    const log = openSync(SERVER_LOG, 'w');
    server = spawn(process.execPath, ['dist/server/main.js'], {
      cwd: appRoot,
      env,
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    await waitHealthy(origin, server, SERVER_LOG, { intervalMs: 200 });
    return { origin, dataDir, mail, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function post(origin: string, route: string, body: unknown): Promise<Response> {
  const res = await fetch(`${origin}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${route}: ${res.status} ${await res.text()}`);
  return res;
}

export interface SignedIn {
  user: TestUser;
  /** `name=value; …` for a Cookie header. */
  cookie: string;
  cookies: Array<{ name: string; value: string }>;
}

/** Sign-up ('Prefer not to say'), confirmation through the mailed link's token, then sign-in. */
export async function createSignedInUser({ origin, mail }: Stack): Promise<SignedIn> {
  const user = newTestUser();
  await post(origin, '/api/account/sign-up', {
    email: user.email,
    password: user.password,
    confirmPassword: user.password,
    username: user.username,
    school: { status: 'undisclosed' },
    acceptTerms: true,
  });
  const message = await mail.waitFor(user.email, undefined, 15_000);
  const link = message.links.find((l) => l.includes('/auth/callback?token='));
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token)
    throw new Error(`the confirmation mail has no token link: ${message.links.join(' ')}`);
  await post(origin, '/api/account/confirm', { token });
  const res = await post(origin, '/api/account/sign-in', {
    identifier: user.username,
    password: user.password,
  });
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .map((pair) => ({
      name: pair.slice(0, pair.indexOf('=')),
      value: pair.slice(pair.indexOf('=') + 1),
    }))
    .filter((c) => c.name && c.value);
  if (!cookies.some((c) => c.name.includes('session_token')))
    throw new Error('sign-in set no session cookie');
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const me = (await (await fetch(`${origin}/api/account/me`, { headers: { cookie } })).json()) as {
    user: { username: string } | null;
  };
  if (me.user?.username !== user.username)
    throw new Error(`the session cookie is not accepted: /api/account/me → ${JSON.stringify(me)}`);
  return { user, cookie, cookies };
}

/** What the play API says about the player's today's puzzle of `game`: its title or the 404 message. */
export async function todaysPuzzle(origin: string, game: string, cookie: string): Promise<string> {
  const res = await fetch(`${origin}/api/play/${game}/today`, { headers: { cookie } });
  const body = (await res.json().catch(() => ({}))) as {
    day?: string;
    title?: string;
    message?: string;
  };
  if (res.ok)
    return `GET /api/play/${game}/today → 200, ${body.day ?? '?'}, title "${body.title ?? '?'}"`;
  return `GET /api/play/${game}/today → ${res.status} "${body.message ?? ''}"`;
}
