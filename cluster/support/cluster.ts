// The real cluster for the cluster tests: scripts/cluster.mjs (the same code as `npm run cluster`)
// started from a test file, typed here (the script is plain JS, loaded at run time).
import type { ChildProcess } from 'node:child_process';

export interface ClusterApp {
  port: number;
  url: string;
  pid: number;
  child: ChildProcess;
  logFile: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface MedgridCluster {
  /** nginx, the load balancer: http://127.0.0.1:<port> */
  url: string;
  port: number;
  dir: string;
  env: Record<string, string>;
  pg: { url: string; port: number; dataDir: string };
  redis: { url: string; port: number };
  nginx: { pid: number; conf: string; errorLog: string };
  apps: ClusterApp[];
  /** How long after a process is healthy again nginx may still keep it out. */
  backInRotationMs: number;
  stopApp(
    i: number,
    signal?: NodeJS.Signals,
  ): Promise<{ code: number | null; signal: string | null }>;
  startApp(i: number): Promise<ClusterApp>;
  /** SIGTERM app i, start it again, wait until nginx sends it requests again. */
  restartApp(i: number): Promise<{ code: number | null; signal: string | null }>;
  restartPostgres(): Promise<void>;
  nginxErrors(): string;
  logTail(i: number, lines?: number): string;
  stop(): Promise<void>;
  stopSync(): void;
}

interface ClusterModule {
  startMedgridCluster(options: {
    processes?: number;
    port?: number;
    env?: Record<string, string>;
    install?: boolean;
    log?: (line: string) => void;
  }): Promise<MedgridCluster>;
}

/** Starts nginx + `processes` apps + PostgreSQL + Redis on loopback (a free port for nginx). */
export async function startTestCluster(
  env: Record<string, string>,
  processes = 2,
): Promise<MedgridCluster> {
  const spec = '../../scripts/cluster.mjs'; // plain JS: typed here, not resolved by tsc
  const mod = (await import(spec)) as ClusterModule;
  // no apt-get from a test: npm test installs what is missing before (scripts/test.mjs)
  return mod.startMedgridCluster({ processes, port: 0, env, install: false });
}
