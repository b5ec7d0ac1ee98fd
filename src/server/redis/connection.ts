import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** How long a request may wait for Redis before it goes on without it (ms). */
export const REDIS_COMMAND_TIMEOUT_MS = 300;
/** After a failed command, Redis is left alone for this long (ms): no request waits on it twice. */
const REST_AFTER_FAILURE_MS = 1_000;
/** At most one log line per this many ms about Redis failing. */
const LOG_EVERY_MS = 10_000;
/** How long the start waits for the first connection before it goes on without it (ms). */
const FIRST_CONNECT_MS = 3_000;

/**
 * The one Redis connection a process shares between the rate limits and the leaderboard cache
 * (docs/decisions/013). Every user of it must go on without it when `usable()` is false or a
 * command fails: Redis holds nothing that is not in the database or cheap to lose.
 */
export interface SharedRedis {
  client: Redis;
  /** Connected, and no command failed in the last moment. */
  usable(): boolean;
  /** Notes a failed command: logs it (at most every 10 s) and rests the connection briefly. */
  failed(what: string, err: unknown): void;
  /** Runs `fn` on every (re)connection, e.g. to send what could not be sent while it was down. */
  onReady(fn: () => void): void;
  close(): Promise<void>;
}

/** host:port of a Redis URL, for log lines (never the password). */
export function redisAddress(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.hostname}:${u.port || '6379'}${u.pathname.length > 1 ? u.pathname : ''}`;
}

/**
 * Connects to REDIS_URL. Commands fail at once while the connection is down (no offline queue)
 * and after REDIS_COMMAND_TIMEOUT_MS when Redis hangs; the client reconnects by itself. The start
 * waits up to 3 s for the first connection and otherwise goes on (logged as an error).
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<SharedRedis> {
  const address = redisAddress(url);
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(100 * times, 2_000),
    connectionName: 'medgrid',
  });
  let restUntil = 0;
  let lastLog = 0;
  let down = false;
  let starting = true; // the start logs its own line
  const logFailure = (what: string, err: unknown) => {
    const now = Date.now();
    if (now - lastLog < LOG_EVERY_MS) return;
    lastLog = now;
    const message = err instanceof Error ? err.message : String(err);
    log.warn(
      { redis: address, err: message },
      `Redis ${what} failed: rate limits count per process and leaderboard reads skip the cache until it is back`,
    );
  };
  client.on('error', (err) => {
    down = true;
    if (!starting) logFailure('connection', err);
  });
  const readyHooks: Array<() => void> = [];
  client.on('ready', () => {
    if (down) log.info({ redis: address }, 'Redis is reachable again');
    down = false;
    restUntil = 0;
    for (const fn of readyHooks) fn();
  });

  const first = client.connect();
  const timeout = new Promise<never>((_, reject) => {
    setTimeout(
      () => reject(new Error(`no connection after ${FIRST_CONNECT_MS} ms`)),
      FIRST_CONNECT_MS,
    ).unref();
  });
  try {
    await Promise.race([first, timeout]);
    log.info({ redis: address }, 'Redis connected: rate limits and leaderboard cache shared');
  } catch (err) {
    first.catch(() => undefined); // it keeps retrying in the background
    down = true;
    lastLog = Date.now();
    log.error(
      { redis: address, err: err instanceof Error ? err.message : String(err) },
      'Redis unreachable at start: going on without it (rate limits per process, leaderboard reads uncached) and retrying',
    );
  }
  starting = false;

  return {
    client,
    usable: () => client.status === 'ready' && Date.now() >= restUntil,
    failed(what, err) {
      restUntil = Date.now() + REST_AFTER_FAILURE_MS;
      logFailure(what, err);
    },
    onReady(fn) {
      readyHooks.push(fn);
    },
    async close() {
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
}
