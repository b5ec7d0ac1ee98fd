// The built app the benchmark measures: `npm run build` when dist/ is missing or older than its
// sources (BENCH_BUILD=auto), always (1) or never (0).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = path.resolve(import.meta.dirname, '..');
const OUTPUTS = ['dist/client/index.html', 'dist/server/main.js'];
/** Files outside src/ that change what the build produces. */
const CONFIGS = [
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.server.json',
  'package-lock.json',
];
/** Sources that are not built: tests and their fixtures. */
const NOT_BUILT = /\.test\.tsx?$|test-fixtures\.ts$|[\\/]src[\\/]server[\\/]test[\\/]/;

interface Newest {
  file: string;
  mtimeMs: number;
}

function newestSource(): Newest {
  let newest: Newest = { file: '', mtimeMs: 0 };
  const visit = (file: string) => {
    const { mtimeMs } = statSync(file);
    if (mtimeMs > newest.mtimeMs) newest = { file: path.relative(ROOT, file), mtimeMs };
  };
  for (const entry of readdirSync(path.join(ROOT, 'src'), { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      if (!NOT_BUILT.test(file)) visit(file);
    }
  for (const c of CONFIGS) if (existsSync(path.join(ROOT, c))) visit(path.join(ROOT, c));
  return newest;
}

/** Why dist/ needs a build, or null when it is up to date. */
function staleReason(): string | null {
  const missing = OUTPUTS.filter((f) => !existsSync(path.join(ROOT, f)));
  if (missing.length) return `${missing.join(', ')} missing`;
  const built = Math.min(...OUTPUTS.map((f) => statSync(path.join(ROOT, f)).mtimeMs));
  const src = newestSource();
  if (src.mtimeMs <= built) return null;
  const at = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
  return `dist/ (built ${at(built)}) is older than ${src.file} (${at(src.mtimeMs)})`;
}

function runBuild(): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/**
 * Builds when needed and says so. A failed build is fatal without a usable dist/ (or with
 * BENCH_BUILD=1); otherwise the existing dist/ is measured, with a warning.
 */
export async function ensureBuilt(
  mode: string,
  say: (line: string) => void,
  warn: (line: string) => void,
): Promise<void> {
  const reason = mode === '1' ? 'BENCH_BUILD=1' : staleReason();
  if (!reason) return say('Build: dist/ is up to date with src/ (not rebuilt)');
  if (mode === '0') {
    if (OUTPUTS.some((f) => !existsSync(path.join(ROOT, f))))
      throw new Error(`${reason}, and BENCH_BUILD=0: run \`npm run build\` first`);
    return warn(`${reason}; BENCH_BUILD=0, so the existing build is measured`);
  }
  say(`Build: ${reason} → running \`npm run build\` …`);
  const t0 = performance.now();
  const { ok, output } = await runBuild();
  const took = `${((performance.now() - t0) / 1000).toFixed(1)} s`;
  if (ok) return say(`Build: done in ${took}`);
  const tail = output.trim().split('\n').slice(-25).join('\n');
  const usable = OUTPUTS.every((f) => existsSync(path.join(ROOT, f)));
  if (mode === '1' || !usable) throw new Error(`npm run build failed after ${took}:\n${tail}`);
  warn(`npm run build failed after ${took}; measuring the existing dist/ instead:\n${tail}`);
}

/** A fingerprint of a client build (index.html names every entry file by its hash). */
function clientFingerprint(root: string): string {
  const file = path.join(root, 'dist/client/index.html');
  return existsSync(file) ? createHash('sha1').update(readFileSync(file)).digest('hex') : '';
}

/** Every /assets/ file that index.html names is there. */
function complete(root: string): boolean {
  const html = readFileSync(path.join(root, 'dist/client/index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
  return assets.every((a) => existsSync(path.join(root, 'dist/client', a)));
}

/**
 * A private copy of the app (dist/, content/, package.json; node_modules linked) for the server to
 * run from, so a build started elsewhere in the shared checkout during the run (which empties
 * dist/client) cannot change or remove the files under it. Taken again if dist/ changed while it
 * was copied.
 */
export async function snapshotApp(): Promise<{ root: string; remove: () => void }> {
  for (let attempt = 1; ; attempt++) {
    const before = clientFingerprint(ROOT);
    const root = mkdtempSync(path.join(os.tmpdir(), 'medgrid-bench-web-app-'));
    const remove = () => rmSync(root, { recursive: true, force: true });
    for (const item of ['dist', 'content', 'package.json'])
      if (existsSync(path.join(ROOT, item)))
        cpSync(path.join(ROOT, item), path.join(root, item), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    const ok =
      before !== '' &&
      clientFingerprint(root) === before &&
      clientFingerprint(ROOT) === before &&
      existsSync(path.join(root, 'dist/server/main.js')) &&
      complete(root);
    if (ok) return { root, remove };
    remove();
    if (attempt === 5)
      throw new Error('dist/ kept changing while it was copied (builds elsewhere?)');
    await sleep(5000);
  }
}
