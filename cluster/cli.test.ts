// `npm run cluster` as a person runs it: it prints where everything is, serves through nginx,
// and Ctrl-C (SIGINT) stops every process it started and removes its directory.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { alive } from '../scripts/lib/process.mjs';

describe('npm run cluster', () => {
  it('serves through nginx, and Ctrl-C stops all of it', { timeout: 120_000 }, async () => {
    const child = spawn(process.execPath, ['scripts/cluster.mjs'], {
      // (vitest's BASE_URL is '/', for Vite: the cluster's own default is wanted here)
      env: { ...process.env, BASE_URL: undefined, CLUSTER_PORT: '0', CLUSTER_PROCESSES: '2' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      for (let i = 0; i < 1200 && !output.includes('Ctrl-C stops'); i++) {
        if (child.exitCode !== null) break;
        await sleep(100);
      }
      expect(output, output).toContain('Ctrl-C stops all of it');
      const nginx = /nginx on (127\.0\.0\.1:\d+), pid (\d+)/.exec(output);
      const apps = [...output.matchAll(/app \d: (http:\/\/127\.0\.0\.1:\d+) \(pid (\d+)\)/g)];
      const dir = /log (\/\S+)\/app-1\.log/.exec(output)?.[1];
      expect(nginx && apps.length === 2 && dir).toBeTruthy();
      const health = await fetch(`http://${nginx![1]}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'postgres', redis: 'ok' });
      const pids = [Number(nginx![2]), ...apps.map((m) => Number(m[2]))];
      expect(pids.every(alive)).toBe(true);

      child.kill('SIGINT');
      expect(await exited).toBe(0);
      expect(output).toContain('stopped; the cluster directory and its data are removed');
      expect(pids.filter(alive)).toEqual([]);
      expect(existsSync(dir!)).toBe(false);
      await expect(fetch(`http://${nginx![1]}/api/health`)).rejects.toThrow();
    } finally {
      if (child.exitCode === null) child.kill('SIGTERM');
    }
  });
});
