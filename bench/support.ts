/**
 * What every benchmark here shares: its settings from the environment, the number formats of its
 * report, the count of its errors (the exit code), and the cleanup that runs once whatever ends
 * the run (the end of main, an error, Ctrl-C).
 */

/** An integer setting: `fallback` when unset or empty, else a whole number ≥ `min` (or it throws). */
export function envInt(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer ≥ ${min}`);
  return n;
}

/** A comma-separated setting, trimmed. */
export const envList = (name: string, fallback: string): string[] =>
  (process.env[name] ?? fallback).split(',').map((item) => item.trim());

export const say = (line = '') => console.log(line);
/** Milliseconds with as many decimals as they need: 123, 12.3, 1.23. */
export const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
export const secs = (n: number) => `${n.toFixed(1)} s`;
export const pad = (s: string, n: number) => s.padEnd(n);
export const lpad = (s: string, n: number) => s.padStart(n);

let failureCount = 0;

/** Reports an error of the run (it still goes on, and exits 1 at its end). */
export function fail(message: string, count = 1): void {
  failureCount += count;
  console.error(`ERROR: ${message}`);
}

/** How many errors the run has reported so far. */
export const failures = () => failureCount;

/** `; N ERROR(S)` when the run reported any, for its closing line. */
export const errorsNote = () => (failureCount ? `; ${failureCount} ERROR(S)` : '');

type Cleanup = () => Promise<unknown> | unknown;
const cleanups: Cleanup[] = [];

/** Something to undo at the end (a temporary directory, a server, a database): last added, first run. */
export const onCleanup = (cleanup: Cleanup) => void cleanups.push(cleanup);

export interface RunOptions {
  /** Runs before the registered cleanups (e.g. stopping a browser). */
  first?: Cleanup;
  /** What a Ctrl-C says it stops. */
  stopping: string;
  /** An error to pass over once cleanup has begun (e.g. a connection our own cleanup ended). */
  expectedWhileCleaning?: (error: unknown) => boolean;
  /** Runs after main throws, before the cleanup (e.g. printing a server's log). */
  onError?: () => void;
}

let cleaning: Promise<void> | null = null;

function cleanupAll(first?: Cleanup): Promise<void> {
  cleaning ??= (async () => {
    for (const cleanup of [...(first ? [first] : []), ...cleanups.reverse()]) {
      try {
        await cleanup();
      } catch (e) {
        console.error(`cleanup: ${String(e)}`);
      }
    }
    cleanups.length = 0;
  })();
  return cleaning;
}

/**
 * Runs the benchmark's `main`, then every cleanup once, and exits: 0 when it ran (also over
 * budget: it is a report), 1 on an error reported or thrown, 130 on SIGINT or SIGTERM.
 */
export function runBench(main: () => Promise<void>, options: RunOptions): void {
  const { first, stopping, expectedWhileCleaning, onError } = options;
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    process.on(event, (error: unknown) => {
      if (cleaning && expectedWhileCleaning?.(error)) return;
      console.error(`${event}:`, error);
      void cleanupAll(first).finally(() => process.exit(1));
    });
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: ${stopping}`);
      void cleanupAll(first).finally(() => process.exit(130));
    });
  }
  main()
    .then(async () => {
      await cleanupAll(first);
      process.exit(failureCount ? 1 : 0);
    })
    .catch(async (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      onError?.();
      await cleanupAll(first);
      process.exit(1);
    });
}
