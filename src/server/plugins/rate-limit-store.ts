import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedRedis } from '../redis/connection.js';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** Counts a request in a fixed window: INCR, and the window's expiry on the first request. */
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

const COMMAND = 'medgridRateLimitCount';
type Counting = { [COMMAND](key: string, windowMs: number): Promise<[number, number]> };

/** Every key of our rate limits in Redis starts with this. */
export const RATE_LIMIT_PREFIX = 'medgrid:rl:';

/**
 * Fixed-window counts kept in this process: the fallback while Redis is unreachable. At most
 * `capacity` keys; the oldest goes first.
 */
class LocalCounts {
  private counts = new Map<string, { current: number; resetAt: number }>();
  constructor(private readonly capacity: number) {}

  incr(key: string, windowMs: number): Counted {
    const now = Date.now();
    const entry = this.counts.get(key);
    if (entry && entry.resetAt > now) {
      entry.current += 1;
      return { current: entry.current, ttl: entry.resetAt - now };
    }
    this.counts.delete(key);
    if (this.counts.size >= this.capacity) {
      const oldest = this.counts.keys().next();
      if (!oldest.done) this.counts.delete(oldest.value);
    }
    this.counts.set(key, { current: 1, resetAt: now + windowMs });
    return { current: 1, ttl: windowMs };
  }
}

/**
 * A store for @fastify/rate-limit that counts in Redis, so every process shares one budget per
 * address or player (key: prefix, route, then the key generator's value). While Redis is
 * unreachable, or when a count fails, the request is counted in this process instead: the limits
 * still hold, per process, and no request fails because of Redis (docs/decisions/013).
 */
export function sharedRateLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  const client = redis.client as typeof redis.client & Partial<Counting>;
  if (!client[COMMAND]) client.defineCommand(COMMAND, { numberOfKeys: 1, lua: COUNT_SCRIPT });
  const count = (client as unknown as Counting)[COMMAND].bind(client);
  const local = new LocalCounts(20_000);

  class SharedStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(_options: unknown, prefix = RATE_LIMIT_PREFIX) {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow = 60_000): void {
      const full = this.prefix + key;
      if (!redis.usable()) {
        callback(null, local.incr(full, timeWindow));
        return;
      }
      count(full, timeWindow).then(
        ([current, ttl]) => callback(null, { current: Number(current), ttl: Number(ttl) }),
        (err: unknown) => {
          redis.failed('rate-limit count', err);
          callback(null, local.incr(full, timeWindow));
        },
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // @fastify/rate-limit passes the route as `routeInfo` beside the merged options
      const route = (routeOptions as unknown as { routeInfo?: { method?: unknown; url?: unknown } })
        .routeInfo;
      return new SharedStore(
        null,
        `${this.prefix}${String(route?.method ?? '')}${String(route?.url ?? '')}-`,
      );
    }
  }
  return SharedStore;
}
