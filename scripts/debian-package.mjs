// A system program the scripts need (nginx, redis-server): found on PATH, or installed from
// Debian's package when it is missing and we may (root with apt-get), saying so; otherwise a clear
// error with the exact command to run. Used by scripts/nginx.mjs and scripts/redis-server.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The binary: $<envVar>, else the first `name` on PATH, in /usr/sbin or /usr/bin, or null. */
export function findBinary(name, envVar) {
  if (process.env[envVar]) return process.env[envVar];
  const dirs = [...(process.env.PATH ?? '').split(':').filter(Boolean), '/usr/sbin', '/usr/bin'];
  return dirs.map((dir) => join(dir, name)).find((file) => existsSync(file)) ?? null;
}

/** The command that installs `pkg` on Debian, as the current user would type it. */
export function installCommand(pkg) {
  const sudo = isRoot() ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}apt-get install -y ${pkg}`;
}

/**
 * The binary `name` of Debian package `pkg`, installing the package first when it is missing and
 * we may (root, apt-get present, `install` true); the package's own system service is stopped (ours
 * run on their own ports). Otherwise throws with the exact command to run.
 */
export function ensureBinary({ name, pkg, envVar, install = true, log = console.log }) {
  const found = findBinary(name, envVar);
  if (found) return found;
  if (!install || !isRoot() || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `${name} is not installed. Install it with:\n  ${installCommand(pkg)}\n(or set ${envVar} to a ${name} binary)`,
    );
  }
  log(`${name} is not installed: installing it (${installCommand(pkg)})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-q'],
    ['install', '-y', '-q', pkg],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${r.status})`);
  }
  spawnSync('service', [name, 'stop'], { stdio: 'ignore' });
  const installed = findBinary(name, envVar);
  if (!installed) throw new Error(`apt-get installed ${pkg} but ${name} is not found`);
  return installed;
}
