// Helpers for the processes our scripts, benchmarks and tests start: a free port, whether a
// process is alive, the last lines of its log, waiting until it answers /api/health, stopping it,
// and the start/url/stop command line of a throwaway service (scripts/pg-cluster.mjs,
// scripts/redis-server.mjs). Plain JavaScript so the .mjs scripts run it under plain Node; typed
// for the TypeScript side (bench/, e2e/, cluster/) by process.d.mts beside it.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename, dirname, resolve } from 'node:path';
import process from 'node:process';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** A port that was free on 127.0.0.1 a moment ago. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** Whether a process with this id runs (signal 0 checks without sending anything). */
export function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether a child process has exited (by itself or by a signal). */
export const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

/** The last `lines` lines of a log file ('' when it does not exist). */
export function logTail(file, lines = 25) {
  if (!file || !existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * Polls GET `url`/api/health until it answers 200; throws with the log's last lines if `child`
 * exits first or after `timeoutMs`.
 */
export async function waitHealthy(
  url,
  child,
  logFile,
  { timeoutMs = 60_000, intervalMs = 100 } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (hasExited(child))
      throw new Error(
        `the app at ${url} exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${logTail(logFile)}`,
      );
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(intervalMs);
  }
  throw new Error(
    `${url}/api/health not 200 after ${timeoutMs} ms (${last}):\n${logTail(logFile)}`,
  );
}

/**
 * Sends `signal` (SIGTERM: the server's graceful shutdown) and resolves with how the child exited;
 * SIGKILL after `limitMs`. A child that has already exited resolves at once.
 */
export async function stopChild(child, { signal = 'SIGTERM', limitMs = 10_000 } = {}) {
  if (hasExited(child)) return { code: child.exitCode, signal: child.signalCode };
  const exited = new Promise((done) =>
    child.once('exit', (code, sig) => done({ code, signal: sig })),
  );
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
  const how = await exited;
  clearTimeout(timer);
  return how;
}

/** Runs `startOn(port)` on a free port, up to `attempts` times (another process may take the port first). */
export async function onFreePort(startOn, attempts = 3) {
  let lastError;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await startOn(await freePort());
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** Whether the module at `moduleUrl` (its import.meta.url) is the script node was started with. */
export const isMain = (moduleUrl) =>
  Boolean(process.argv[1]) && resolve(process.argv[1]) === fileURLToPath(moduleUrl);

/**
 * The command line of a throwaway service, `node <script> start|url|stop`: `start` starts one and
 * prints its URL (its state kept in `stateFile`), `url` prints the running one's URL, `stop` stops
 * it and forgets it. `name` names it in messages ('cluster', 'Redis'); `stopped` says what `stop`
 * did. Errors are printed after the script's name, with exit code 1.
 */
export function serviceCli({ script, name, stateFile, start, stop, stopped }) {
  const file = resolve(stateFile);
  const readState = () => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
  const commands = {
    async start() {
      if (readState())
        throw new Error(`A ${name} is already recorded in ${file}; run "stop" first.`);
      const service = await start();
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(service, null, 2)}\n`);
      console.log(service.url);
    },
    async url() {
      const service = readState();
      if (!service) throw new Error(`No ${name} is running (no ${stateFile}); run "start" first.`);
      console.log(service.url);
    },
    async stop() {
      const service = readState();
      if (!service) {
        console.log(`No ${name} recorded; nothing to stop.`);
        return;
      }
      stop(service);
      rmSync(file, { force: true });
      console.log(stopped(service));
    },
  };
  const command = process.argv[2] ?? '';
  const run = Object.hasOwn(commands, command)
    ? commands[command]
    : async () => {
        throw new Error(`Usage: node ${script} start|url|stop`);
      };
  run().catch((error) => {
    console.error(`${basename(script, '.mjs')}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
