#!/usr/bin/env node
// `npm run dev`: the API server with reload (tsx watch, port 3000) and the Vite dev server with hot
// reload (port 5173, proxying /api and /dev to 3000). Open http://localhost:5173. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import process from 'node:process';

const ROOT = resolve(import.meta.dirname, '..');
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

const env = {
  ...process.env,
  PORT: process.env.PORT ?? '3000',
  // Mail links must open the Vite app, which proxies the API.
  BASE_URL: process.env.BASE_URL ?? 'http://localhost:5173',
};

const children = [
  spawn(bin('tsx'), ['watch', 'src/server/main.ts'], { cwd: ROOT, env, stdio: 'inherit' }),
  spawn(bin('vite'), ['--port', '5173', '--strictPort'], { cwd: ROOT, env, stdio: 'inherit' }),
];

let stopping = false;
function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
}

for (const c of children) {
  c.on('exit', (code) => stopAll(code ?? 0)); // one ended: end the other too
  c.on('error', (error) => {
    console.error(`dev: ${error.message}`);
    stopAll(1);
  });
}
process.on('SIGINT', () => stopAll(130));
process.on('SIGTERM', () => stopAll(143));
