#!/usr/bin/env node
// `npm run cluster` (issue 21, docs/architecture.md#scale): MedGrid past one process, on this
// machine. PostgreSQL and Redis on loopback (scripts/pg-cluster.mjs, scripts/redis-server.mjs), N
// app processes (`node dist/server/main.js`, CLUSTER_PROCESSES, default 2) each on its own loopback
// port with DATABASE_URL, REDIS_URL, one AUTH_SECRET and TRUST_PROXY=127.0.0.1, and Debian's nginx
// as the load balancer on CLUSTER_PORT (default 8080; scripts/nginx.mjs), started once every app
// answers /api/health. Ctrl-C (SIGINT or SIGTERM) stops all of it and removes its data.
//
// The test suite (cluster/, npm run test:cluster) and bench/load.ts import startMedgridCluster
// and startApp from here. Everything is throwaway: the database lives in /tmp.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, hasExited, isMain, logTail, stopChild, waitHealthy } from './lib/process.mjs';
import { restartCluster, startCluster, stopCluster } from './pg-cluster.mjs';
import { startRedis, stopRedis } from './redis-server.mjs';
import { BACK_IN_ROTATION_MS, ensureNginx, nginxErrors, startNginx, stopNginx } from './nginx.mjs';

const ROOT = resolve(import.meta.dirname, '..');
export const SERVER_ENTRY = join(ROOT, 'dist/server/main.js');

/** Throws unless the server is built: the cluster runs `node dist/server/main.js`. */
export function requireBuild() {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(
      `${SERVER_ENTRY} is missing: the cluster runs the built server. Build it first with:\n  npm run build`,
    );
}

/**
 * Starts one `node dist/server/main.js` on 127.0.0.1:`port` with `env` (added to ours), its output
 * appended to `logFile`, in its own process group; resolves once /api/health answers 200.
 * APP_NODE_ARGS adds options to node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile).
 */
export async function startApp({ port, env, logFile }) {
  requireBuild();
  const log = openSync(logFile, 'a');
  const nodeArgs = (process.env.APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  try {
    await waitHealthy(url, child, logFile);
  } catch (error) {
    if (!hasExited(child)) child.kill('SIGKILL');
    throw error;
  }
  return { port, url, pid: child.pid, child, logFile, exited };
}

/** Sends `signal` to an app and resolves with how it exited (SIGKILL after `limitMs`). */
const signalApp = (app, signal, limitMs = 30_000) => stopChild(app.child, { signal, limitMs });

/**
 * Starts the whole cluster. Options: processes (2), port (8080; 0 picks a free one), env (added to
 * every app's: SMTP_URL, LOG_LEVEL, RATE_LIMIT_MULTIPLIER…), install (apt-get what is missing when
 * root), log (a line printer). Returns the handles and the operations the tests need.
 */
export async function startMedgridCluster(options = {}) {
  const { processes = 2, env = {}, install = true, log = () => undefined, signal } = options;
  if (!Number.isInteger(processes) || processes < 1 || processes > 16)
    throw new Error('CLUSTER_PROCESSES must be a whole number from 1 to 16');
  requireBuild();
  const nginxBin = ensureNginx({ install, log });
  const dir = mkdtempSync(join(tmpdir(), 'medgrid-cluster-'));
  const state = { dir, pg: null, redis: null, nginx: null, apps: [] };
  const stopSync = () => stopEverythingSync(state);
  // a Ctrl-C while it starts: stop at the next step and clean up what was started
  const step = () => {
    if (signal?.aborted) throw new Error('interrupted while starting; stopped what was started');
  };
  try {
    log('starting PostgreSQL (scripts/pg-cluster.mjs, durable: commits flushed to disk)…');
    state.pg = await startCluster({ durable: true });
    step();
    log(`starting Redis (scripts/redis-server.mjs)…`);
    state.redis = await startRedis({ install });
    step();
    const port = options.port === 0 ? await freePort() : (options.port ?? 8080);
    const appPorts = [];
    for (let i = 0; i < processes; i++) appPorts.push(await freePort());
    const baseUrl = env.BASE_URL ?? `http://localhost:${port}`;
    const appEnv = {
      LOG_LEVEL: 'info',
      ...env,
      DATABASE_URL: state.pg.url,
      REDIS_URL: state.redis.url,
      // one secret for all: a session signed by one process is checked by the others
      AUTH_SECRET:
        env.AUTH_SECRET ?? process.env.AUTH_SECRET ?? randomBytes(32).toString('base64url'),
      DATA_DIR: join(dir, 'data'),
      BASE_URL: baseUrl,
      TRUSTED_ORIGINS: [`http://127.0.0.1:${port}`, `http://localhost:${port}`].join(','),
      TRUST_PROXY: '127.0.0.1', // nginx: the client address comes from its X-Forwarded-For
    };
    const logFileOf = (i) => join(dir, `app-${i + 1}.log`);
    const launch = (i) => startApp({ port: appPorts[i], env: appEnv, logFile: logFileOf(i) });
    // the first alone: it applies the migrations and schedules the sample content
    log(`starting ${processes} app process${processes > 1 ? 'es' : ''} (dist/server/main.js)…`);
    state.apps[0] = await launch(0);
    step();
    const rest = await Promise.allSettled(appPorts.slice(1).map((_, k) => launch(k + 1)));
    rest.forEach((r, k) => r.status === 'fulfilled' && (state.apps[k + 1] = r.value));
    const failed = rest.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    step();
    log('starting nginx…');
    state.nginx = await startNginx({ bin: nginxBin, dir, port, appPorts });
    const url = `http://127.0.0.1:${port}`;
    await waitHealthy(url, { exitCode: null, signalCode: null }, state.nginx.errorLog);
    step();

    return clusterHandle(state, { url, port, baseUrl, env: appEnv, launch, logFileOf });
  } catch (error) {
    await stopNginx(state.nginx);
    stopSync();
    throw error;
  }
}

/** The running cluster's handles and the operations the tests need. */
function clusterHandle(state, { url, port, baseUrl, env, launch, logFileOf }) {
  const stopSync = () => stopEverythingSync(state);
  return {
    url,
    port,
    baseUrl,
    dir: state.dir,
    env,
    pg: state.pg,
    redis: state.redis,
    nginx: state.nginx,
    apps: state.apps,
    /** How long after a process is healthy again nginx may still keep it out (nginx.mjs). */
    backInRotationMs: BACK_IN_ROTATION_MS,
    /** Sends `signal` to app `i` (SIGTERM: its graceful shutdown) and resolves with its exit. */
    stopApp: (i, signal = 'SIGTERM') => signalApp(state.apps[i], signal),
    /** Starts app `i` again on its port; resolves once it is healthy. */
    startApp: async (i) => {
      state.apps[i] = await launch(i);
      return state.apps[i];
    },
    /**
     * A rolling restart's step: SIGTERM app `i`, start it again, wait until it is healthy and
     * nginx will send it requests again (its passive check's fail_timeout has passed).
     */
    restartApp: async (i) => {
      const how = await signalApp(state.apps[i], 'SIGTERM');
      state.apps[i] = await launch(i);
      await sleep(BACK_IN_ROTATION_MS);
      return how;
    },
    restartPostgres: () => restartCluster(state.pg),
    nginxErrors: () => nginxErrors(state.nginx),
    logTail: (i, lines) => logTail(logFileOf(i), lines),
    /** Stops nginx, then the apps (gracefully), Redis and PostgreSQL; removes the directory. */
    stop: async () => {
      await stopNginx(state.nginx);
      await Promise.all(state.apps.map((app) => signalApp(app, 'SIGTERM')));
      stopSync();
    },
    stopSync,
  };
}

/** Stops whatever is still running, synchronously (also from an exit handler), and cleans up. */
function stopEverythingSync(state) {
  for (const child of [state.nginx?.child, ...state.apps.map((a) => a?.child)]) {
    if (!child?.pid || hasExited(child)) continue; // only ours, and only while they run
    try {
      process.kill(-child.pid, 'SIGKILL'); // its process group: nginx's workers too
    } catch {
      // already gone
    }
  }
  state.nginx = null;
  state.apps = [];
  if (state.redis) stopRedis(state.redis);
  state.redis = null;
  if (state.pg) stopCluster(state.pg);
  state.pg = null;
  rmSync(state.dir, { recursive: true, force: true });
}

async function main() {
  const processes = Number(process.env.CLUSTER_PROCESSES ?? '2');
  const port = Number(process.env.CLUSTER_PORT ?? '8080');
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error('CLUSTER_PORT must be a port number (0: any free port)');
  const say = (line) => console.log(`[cluster] ${line}`);
  const env = process.env.BASE_URL ? { BASE_URL: process.env.BASE_URL } : {};
  const starting = new AbortController();
  let cluster = null;
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    if (!cluster) {
      say(`${signal}: stopping once the current step is done…`);
      starting.abort();
      return;
    }
    say(`${signal}: stopping nginx, the apps (gracefully), Redis and PostgreSQL…`);
    await cluster.stop();
    say('stopped; the cluster directory and its data are removed');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  cluster = await startMedgridCluster({ processes, port, env, log: say, signal: starting.signal });
  process.on('exit', () => cluster.stopSync());
  cluster.apps.forEach((app, i) => {
    void app.exited.then(({ code, signal }) => {
      if (stopping || cluster.apps[i] !== app) return;
      say(
        `app ${i + 1} (pid ${app.pid}) exited (${code ?? signal}); nginx sends its requests to the others:\n${cluster.logTail(i, 15)}`,
      );
    });
  });
  say(
    `MedGrid at ${cluster.baseUrl} (nginx on 127.0.0.1:${cluster.port}, pid ${cluster.nginx.pid})`,
  );
  cluster.apps.forEach((app, i) =>
    say(`  app ${i + 1}: ${app.url} (pid ${app.pid}), log ${app.logFile}`),
  );
  say(`  PostgreSQL: ${cluster.pg.url}`);
  say(`  Redis: ${cluster.redis.url}`);
  say(`  nginx: ${cluster.nginx.conf}, errors in ${cluster.nginx.errorLog}`);
  if (!cluster.env.SMTP_URL)
    say(
      `  mail: the dev outbox at ${cluster.apps[0].url}/dev/outbox (from this machine, not through nginx)`,
    );
  say('Ctrl-C stops all of it (and removes its data).');
}

if (isMain(import.meta.url)) {
  main().catch((error) => {
    console.error(`cluster: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
