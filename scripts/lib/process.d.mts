// Types of process.mjs for the TypeScript side (bench/, e2e/, cluster/).
import type { ChildProcess } from 'node:child_process';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** What waitHealthy and hasExited read of a child process. */
type Watched = Pick<ChildProcess, 'exitCode' | 'signalCode'>;

export function freePort(): Promise<number>;
export function alive(pid: number): boolean;
export function hasExited(child: Watched): boolean;
export function logTail(file: string | null | undefined, lines?: number): string;
export function waitHealthy(
  url: string,
  child: Watched,
  logFile: string | null | undefined,
  options?: { timeoutMs?: number; intervalMs?: number },
): Promise<void>;
export function stopChild(
  child: ChildProcess,
  options?: { signal?: NodeJS.Signals; limitMs?: number },
): Promise<Exit>;
export function onFreePort<T>(startOn: (port: number) => Promise<T>, attempts?: number): Promise<T>;
export function isMain(moduleUrl: string): boolean;
