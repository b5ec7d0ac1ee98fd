import { Redis } from 'ioredis';

/** scripts/redis-server.mjs (plain JS: typed here, loaded at run time). */
interface RedisServerModule {
  startRedis(options?: { install?: boolean }): Promise<{ url: string; port: number; dir: string }>;
  redisPid(server: unknown): number | null;
  stopRedis(server: unknown): void;
}

const loadScript = async (): Promise<RedisServerModule> => {
  const spec = '../../../scripts/redis-server.mjs'; // not resolved by tsc
  return (await import(spec)) as RedisServerModule;
};

export interface TestRedis {
  url: string;
  /** Empties it (this file's keys only: the suite's files run one at a time). */
  flush(): Promise<void>;
  /** Stops a server this file started (a TEST_REDIS_URL one is left running). */
  stop(): Promise<void>;
}

/**
 * A throwaway redis-server for this file alone, to see Redis fail: `stop()` ends it,
 * `signal('SIGSTOP')` makes it hang (and SIGCONT wakes it).
 */
export async function ownRedis(): Promise<TestRedis & { signal(name: NodeJS.Signals): void }> {
  const mod = await loadScript();
  // no apt-get from a test: a missing redis-server stops with the command to run
  const server = await mod.startRedis({ install: false });
  return {
    url: server.url,
    flush: () => flushAll(server.url),
    stop: async () => mod.stopRedis(server),
    signal(name) {
      const pid = mod.redisPid(server);
      if (!pid) throw new Error('redis-server has no pid file');
      process.kill(pid, name);
    },
  };
}

/**
 * The suite's Redis: TEST_REDIS_URL (scripts/test.mjs starts one with scripts/redis-server.mjs;
 * it must be a throwaway server, as each file empties it), else one started for this file.
 */
export async function testRedis(): Promise<TestRedis> {
  const url = process.env.TEST_REDIS_URL;
  if (!url) return ownRedis();
  await flushAll(url);
  return { url, flush: () => flushAll(url), stop: async () => undefined };
}

async function flushAll(url: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    await client.flushdb();
  } finally {
    client.disconnect();
  }
}

/** Keys in the Redis at `url` matching `pattern` (tests look at what the app stored). */
export async function redisKeys(url: string, pattern: string): Promise<string[]> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    return (await client.keys(pattern)).sort();
  } finally {
    client.disconnect();
  }
}
