// The server as a real process, for tests of what only a process shows: start, SIGTERM, exit code,
// and the database it leaves behind (main.test.ts, cli/backup.test.ts).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { DatabaseConfig } from '../config.js';

export interface Started {
  base: string;
  port: number;
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * The real entry point (src/server/main.ts, through tsx) as a process on `database` with its
 * DATA_DIR, once it listens; `extraEnv` is added to its environment.
 */
export async function startServer(
  database: DatabaseConfig,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      BASE_URL: 'http://127.0.0.1', // vitest sets BASE_URL=/ for Vite; the server needs a URL
      ...(database.kind === 'postgres'
        ? { DATABASE_URL: database.url }
        : { DATABASE_URL: `sqlite:${database.file}` }),
      ...extraEnv,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    void exited.then((code) => reject(new Error(`server exited (${code}):\n${output}`)));
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
  });
  return { base, port: Number(new URL(base).port), child, output: () => output, exited };
}
