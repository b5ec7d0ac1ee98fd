#!/usr/bin/env node
// A throwaway PostgreSQL cluster for tests: its own data directory under /tmp, listening only on
// 127.0.0.1 on a free port, trust auth (test only), with a database `medgrid_test`.
//
//   node scripts/pg-cluster.mjs start   starts one, prints its URL (state kept in .tmp/pg-cluster.json)
//   node scripts/pg-cluster.mjs url     prints the URL of the running one
//   node scripts/pg-cluster.mjs stop    stops it and removes its data directory
//
// scripts/test.mjs imports startCluster/stopCluster, scripts/cluster.mjs (npm run cluster) also
// restartCluster. PostgreSQL refuses to run as root, so when we are root every server-side command
// runs as the `postgres` OS user via `runuser`.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { isMain, logTail, onFreePort, serviceCli } from './lib/process.mjs';

export const DATABASE = 'medgrid_test';
const INSTALL_HINT =
  'Install PostgreSQL 15 (Debian: `apt-get update && apt-get install -y postgresql`; .ci/run does this).';

/** The directory holding initdb, pg_ctl and postgres: $PG_BIN, else PostgreSQL 15, else the newest. */
export function findPgBin() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  candidates.push('/usr/lib/postgresql/15/bin');
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  }
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  const found = candidates.find((dir) =>
    ['initdb', 'pg_ctl', 'postgres'].every((bin) => existsSync(join(dir, bin))),
  );
  if (!found)
    throw new Error(`PostgreSQL server binaries (initdb, pg_ctl) not found. ${INSTALL_HINT}`);
  return found;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL server-side command, as `postgres` when we are root. Throws with its output on failure. */
function runPg(bin, args, { check = true } = {}) {
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  // cwd /tmp: the postgres user may not be allowed into the repository's directory.
  const result = spawnSync(cmd, argv, { cwd: '/tmp', encoding: 'utf8' });
  if (check && result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
    throw new Error(
      `${[bin, ...args].join(' ')} failed (${result.error?.message ?? `exit ${result.status}`})\n${output}`,
    );
  }
  return result;
}

async function waitReady(bin, port, timeoutMs) {
  const pgIsReady = existsSync(join(bin, 'pg_isready')) ? join(bin, 'pg_isready') : 'pg_isready';
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const probe = spawnSync(pgIsReady, ['-q', '-h', '127.0.0.1', '-p', String(port), '-t', '2']);
    if (probe.error)
      throw new Error(`pg_isready could not run: ${probe.error.message}. ${INSTALL_HINT}`);
    if (probe.status === 0) return;
    if (Date.now() > deadline)
      throw new Error(`PostgreSQL on 127.0.0.1:${port} not ready after ${timeoutMs} ms`);
    await sleep(200);
  }
}

async function startOnce(bin, port, durable) {
  const dataDir = `/tmp/medgrid-pg-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  if (isRoot()) {
    if (spawnSync('id', ['-u', 'postgres']).status !== 0) {
      throw new Error(
        `Running as root but there is no 'postgres' OS user to run PostgreSQL as. ${INSTALL_HINT}`,
      );
    }
    runPg('/bin/mkdir', ['-m', '700', dataDir]);
  } else {
    mkdirSync(dataDir, { mode: 0o700 });
  }
  const cluster = { port, dataDir, bin, url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}` };
  try {
    runPg(join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    // Loopback only, no unix socket; no durability (a throwaway test database) unless `durable`:
    // then PostgreSQL's defaults (a commit is flushed to disk before it is acknowledged).
    const fast = ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off'];
    appendFileSync(
      join(dataDir, 'postgresql.conf'),
      [
        '',
        '# medgrid test cluster',
        "listen_addresses = '127.0.0.1'",
        `port = ${port}`,
        "unix_socket_directories = ''",
        ...(durable ? [] : fast),
        'max_connections = 100',
        '',
      ].join('\n'),
    );
    runPg(join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      join(dataDir, 'server.log'),
      '-w',
      '-t',
      '30',
      'start',
    ]);
    await waitReady(bin, port, 30_000);
    const created = spawnSync(
      join(bin, 'createdb'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', DATABASE],
      { encoding: 'utf8' },
    );
    if (created.status !== 0)
      throw new Error(`createdb ${DATABASE} failed: ${created.stderr || created.error?.message}`);
    return cluster;
  } catch (error) {
    const tail = logTail(join(dataDir, 'server.log'), 20);
    stopCluster(cluster);
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(tail ? `${message}\n--- server.log (last lines) ---\n${tail}` : message);
  }
}

/**
 * Starts a fresh cluster on a free port (retrying on a lost race for the port). `durable`: commits
 * are flushed to disk as in production (npm run cluster); default off, for fast tests.
 */
export async function startCluster({ durable = false } = {}) {
  const bin = findPgBin();
  return onFreePort((port) => startOnce(bin, port, durable));
}

/** runPg without blocking the event loop (a test's load goes on meanwhile). */
function runPgAsync(bin, args) {
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return new Promise((resolveRun, reject) => {
    const child = spawn(cmd, argv, { cwd: '/tmp', stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolveRun()
        : reject(new Error(`${[bin, ...args].join(' ')} failed (exit ${code})\n${output.trim()}`)),
    );
  });
}

/**
 * Restarts the running cluster on the same port and data (`pg_ctl restart`, by default a fast
 * shutdown: open connections are ended, committed data kept) without blocking the event loop, and
 * resolves once it takes connections again.
 */
export async function restartCluster(cluster, { mode = 'fast' } = {}) {
  const bin = cluster.bin ?? findPgBin();
  const logFile = join(cluster.dataDir, 'server.log');
  // prettier-ignore
  await runPgAsync(join(bin, 'pg_ctl'), ['-D', cluster.dataDir, '-l', logFile, '-m', mode, '-w', '-t', '30', 'restart']);
  const pgIsReady = existsSync(join(bin, 'pg_isready')) ? join(bin, 'pg_isready') : 'pg_isready';
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await new Promise((done) => {
      const probe = spawn(pgIsReady, ['-q', '-h', '127.0.0.1', '-p', String(cluster.port)]);
      probe.on('error', () => done(false));
      probe.on('exit', (code) => done(code === 0));
    });
    if (ready) return;
    if (Date.now() > deadline)
      throw new Error(`PostgreSQL on 127.0.0.1:${cluster.port} not ready 30 s after its restart`);
    await sleep(100);
  }
}

/** Stops the cluster (synchronously, so it also works in an exit handler) and removes its data. */
export function stopCluster(cluster) {
  if (!cluster || !existsSync(cluster.dataDir)) return;
  const bin = cluster.bin ?? findPgBin();
  if (existsSync(join(cluster.dataDir, 'postmaster.pid'))) {
    const stopped = runPg(
      join(bin, 'pg_ctl'),
      ['-D', cluster.dataDir, '-m', 'fast', '-w', '-t', '20', 'stop'],
      {
        check: false,
      },
    );
    if (stopped.status !== 0) {
      runPg(join(bin, 'pg_ctl'), ['-D', cluster.dataDir, '-m', 'immediate', '-w', 'stop'], {
        check: false,
      });
    }
  }
  rmSync(cluster.dataDir, { recursive: true, force: true });
}

if (isMain(import.meta.url)) {
  serviceCli({
    script: 'scripts/pg-cluster.mjs',
    name: 'cluster',
    stateFile: '.tmp/pg-cluster.json',
    start: () => startCluster(),
    stop: stopCluster,
    stopped: (cluster) => `Stopped and removed ${cluster.dataDir}`,
  });
}
