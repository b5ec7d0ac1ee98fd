#!/usr/bin/env node
// A throwaway Redis for tests: Debian's redis-server on 127.0.0.1 and a free port, in its own
// temporary directory, with no persistence (no RDB snapshots, no AOF) and no unix socket.
//
//   node scripts/redis-server.mjs start   starts one, prints its URL (state kept in .tmp/redis-server.json)
//   node scripts/redis-server.mjs url     prints the URL of the running one
//   node scripts/redis-server.mjs stop    stops it and removes its directory
//
// scripts/test.mjs imports ensureRedisServer/startRedis/stopRedis. When redis-server is missing,
// `start` (and npm test) installs it with apt-get if we run as root on a machine with apt, saying
// so; otherwise it stops with the exact command to run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureBinary, findBinary } from './debian-package.mjs';
import { alive, isMain, logTail, onFreePort, serviceCli } from './lib/process.mjs';

const APT_PACKAGE = 'redis-server';

/** The redis-server binary: $REDIS_SERVER, else the first on PATH or in /usr/bin, or null. */
export const findRedisServer = () => findBinary('redis-server', 'REDIS_SERVER');

/**
 * The redis-server binary, installing Debian's package first when it is missing and we may
 * (root, apt-get present, `install` true). Otherwise throws with the exact command to run.
 */
export const ensureRedisServer = ({ install = true } = {}) =>
  ensureBinary({ name: 'redis-server', pkg: APT_PACKAGE, envVar: 'REDIS_SERVER', install });

/** Sends PING and resolves true on +PONG (false on any error or after `timeoutMs`). */
function ping(port, timeoutMs = 1000) {
  return new Promise((resolvePing) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok) => {
      socket.destroy();
      resolvePing(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** The server's process id (from its pid file), or null. */
export function redisPid(server) {
  try {
    return Number(readFileSync(join(server.dir, 'redis.pid'), 'utf8').trim()) || null;
  } catch {
    return null;
  }
}

async function startOnce(bin, port) {
  const dir = mkdtempSync(join(tmpdir(), 'medgrid-redis-'));
  const server = { port, dir, bin, url: `redis://127.0.0.1:${port}` };
  // prettier-ignore
  const args = [
    '--port', String(port), '--bind', '127.0.0.1', '--protected-mode', 'yes', '--unixsocket', '',
    '--dir', dir, '--save', '', '--appendonly', 'no',
    '--daemonize', 'yes', '--pidfile', join(dir, 'redis.pid'), '--logfile', join(dir, 'redis.log'),
  ];
  try {
    const started = spawnSync(bin, args, { encoding: 'utf8' });
    if (started.status !== 0)
      throw new Error(
        `${bin} failed (${started.error?.message ?? `exit ${started.status}`}) ${started.stderr ?? ''}`,
      );
    const deadline = Date.now() + 10_000;
    while (!(await ping(port))) {
      if (Date.now() > deadline) throw new Error(`Redis on 127.0.0.1:${port} not ready after 10 s`);
      await sleep(50);
    }
    return server;
  } catch (error) {
    const tail = logTail(join(dir, 'redis.log'), 15);
    stopRedis(server);
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(tail ? `${message}\n--- redis.log (last lines) ---\n${tail}` : message);
  }
}

/** Starts a fresh Redis on a free loopback port (retrying on a lost race for the port). */
export async function startRedis({ install = true } = {}) {
  const bin = ensureRedisServer({ install });
  return onFreePort((port) => startOnce(bin, port));
}

/** Stops the server (synchronously, so it also works in an exit handler) and removes its directory. */
export function stopRedis(server) {
  if (!server || !existsSync(server.dir)) return;
  const pid = redisPid(server);
  if (pid && alive(pid)) {
    process.kill(pid, 'SIGTERM');
    process.kill(pid, 'SIGCONT'); // a stopped (SIGSTOP) server must wake to exit
    const wait = new Int32Array(new SharedArrayBuffer(4));
    const deadline = Date.now() + 5_000;
    while (alive(pid) && Date.now() < deadline) Atomics.wait(wait, 0, 0, 20);
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(server.dir, { recursive: true, force: true });
}

if (isMain(import.meta.url)) {
  serviceCli({
    script: 'scripts/redis-server.mjs',
    name: 'Redis',
    stateFile: '.tmp/redis-server.json',
    start: () => startRedis(),
    stop: stopRedis,
    stopped: (server) => `Stopped Redis on port ${server.port} and removed ${server.dir}`,
  });
}
