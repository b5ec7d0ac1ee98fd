import { Worker } from 'node:worker_threads';
import type { ApkgResult } from './apkg.js';

/**
 * Reads an .apkg off the event loop (issue 32). Unzipping, zstd and SQLite take up to ~0.4 s of
 * CPU and several times the file's size in memory for a large deck; on a worker thread with its
 * own heap limit and a time limit, one upload never stalls other players' requests, and a file
 * built to exhaust memory or time ends that worker only. At most MAX_WORKERS read at once; later
 * uploads wait their turn.
 */
const MAX_WORKERS = 2;
const TIME_LIMIT_MS = 20_000;
const HEAP_MB = 384;

export const WORKER_REASONS = {
  tooBig: 'This deck is too large to read. Export fewer cards and try again.',
  tooSlow: 'This deck took too long to read. Export fewer cards and try again.',
  failed: 'This Anki deck could not be read. Export it again from Anki and try again.',
} as const;

// the worker is this folder's apkg-worker: .js when built, .ts under tsx or vitest (loaded by tsx)
const here = import.meta.url;
const typescript = here.endsWith('.ts');
const workerUrl = new URL(`./apkg-worker.${typescript ? 'ts' : 'js'}`, here);

let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= MAX_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

export async function readApkgInWorker(file: Uint8Array): Promise<ApkgResult> {
  const done = await turn();
  try {
    return await new Promise<ApkgResult>((resolve, reject) => {
      const limits = { workerData: file, resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } };
      // under tsx or vitest the worker registers tsx's loader, then loads the TypeScript file
      const worker = typescript
        ? new Worker(
            `import('tsx/esm/api').then((t) => (t.register(), import(${JSON.stringify(workerUrl.href)})))`,
            { ...limits, eval: true },
          )
        : new Worker(workerUrl, limits);
      const timer = setTimeout(() => {
        void worker.terminate();
        resolve({ ok: false, reason: WORKER_REASONS.tooSlow });
      }, TIME_LIMIT_MS);
      worker.once('message', (result: ApkgResult) => {
        clearTimeout(timer);
        resolve(result);
        void worker.terminate();
      });
      worker.once('error', (error: Error & { code?: string }) => {
        clearTimeout(timer);
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
          resolve({ ok: false, reason: WORKER_REASONS.tooBig });
        else reject(error);
      });
      // ended without an answer (killed by its limits): a resolved promise ignores this
      worker.once('exit', () => {
        clearTimeout(timer);
        resolve({ ok: false, reason: WORKER_REASONS.failed });
      });
    });
  } finally {
    done();
  }
}
