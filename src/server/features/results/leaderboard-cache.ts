import { randomBytes } from 'node:crypto';
import type { SharedRedis } from '../../redis/connection.js';
import type { GameId } from '../../../shared/play/games.js';

/** One leaderboard day: every scope and page of a game's board for a puzzle date. */
export interface Board {
  game: GameId;
  date: string;
}

/** A board's cached fields, and the token of the generation they were read in. */
export interface CachedFields {
  token: string;
  values: Array<unknown | null>;
}

/** What a writer of results needs: drop the cached boards its committed write changed. */
export interface BoardInvalidation {
  invalidate(boards: readonly Board[]): Promise<void>;
}

/**
 * The leaderboard read cache (docs/decisions/013): per board, named fields (a page of one scope,
 * one viewer's own row in one scope) that live until a result write drops the board, or for
 * CACHE_TTL_MS at most. Reads take a generation token first; a fill stores only if the board
 * still has that token, so a read that raced a write can never store what it read before it.
 */
export interface LeaderboardCache extends BoardInvalidation {
  /** The fields (null: not cached), or null when the cache cannot answer: read the database. */
  read(board: Board, fields: string[]): Promise<CachedFields | null>;
  /** Stores fields read after `read` gave `token`, unless the board was dropped since. Never throws. */
  fill(board: Board, token: string, values: Record<string, unknown>): Promise<void>;
  /** Drops the boards; call it after the write that changed them has committed. Never throws. */
  invalidate(boards: readonly Board[]): Promise<void>;
}

/** No cache: every read goes to the database (the benchmark's query profile). */
export const noLeaderboardCache: LeaderboardCache = {
  read: async () => null,
  fill: async () => undefined,
  invalidate: async () => undefined,
};

/** The longest a board stays cached (bounds what a lost invalidation can leave behind). */
export const CACHE_TTL_MS = 30_000;
/** Fields one board may hold (pages, and own rows of the viewers who looked). */
const MAX_FIELDS_PER_BOARD = 10_000;
/** Fields the in-process cache holds over all boards; the oldest boards go first. */
const MAX_FIELDS_IN_PROCESS = 50_000;

const boardKey = (b: Board) => `${b.game}:${b.date}`;

/** The in-process cache of a single process (no REDIS_URL). Values are kept as given: never mutate them. */
export function memoryLeaderboardCache(ttlMs = CACHE_TTL_MS): LeaderboardCache {
  const boards = new Map<
    string,
    { token: string; expiresAt: number; fields: Map<string, unknown> }
  >();
  let held = 0;
  let generation = 0;
  const drop = (key: string) => {
    held -= boards.get(key)?.fields.size ?? 0;
    boards.delete(key);
  };
  return {
    async read(board, fields) {
      const key = boardKey(board);
      const now = Date.now();
      let b = boards.get(key);
      if (b && b.expiresAt <= now) drop(key);
      b = boards.get(key);
      if (!b) {
        b = { token: String((generation += 1)), expiresAt: now + ttlMs, fields: new Map() };
        boards.set(key, b);
      }
      const found = b;
      return { token: found.token, values: fields.map((f) => found.fields.get(f) ?? null) };
    },
    async fill(board, token, values) {
      const key = boardKey(board);
      const b = boards.get(key);
      const entries = Object.entries(values);
      if (!b || b.token !== token || b.expiresAt <= Date.now()) return;
      if (b.fields.size + entries.length > MAX_FIELDS_PER_BOARD) return;
      for (const [field, value] of entries) {
        if (!b.fields.has(field)) held += 1;
        b.fields.set(field, value);
      }
      for (const oldest of boards.keys()) {
        if (held <= MAX_FIELDS_IN_PROCESS || oldest === key) break;
        drop(oldest);
      }
    },
    async invalidate(list) {
      for (const b of list) drop(boardKey(b));
    },
  };
}

const TOKEN_FIELD = '~token';

/** The board's token (made, with the board's expiry, if it has none) and the asked fields. */
const READ_SCRIPT = `
if redis.call('HSETNX', KEYS[1], '${TOKEN_FIELD}', ARGV[1]) == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
local fields = {'${TOKEN_FIELD}'}
for i = 3, #ARGV do fields[#fields + 1] = ARGV[i] end
return redis.call('HMGET', KEYS[1], unpack(fields))`;

/** Stores field/value pairs only while the board still has the reader's token. */
const FILL_SCRIPT = `
if redis.call('HGET', KEYS[1], '${TOKEN_FIELD}') ~= ARGV[1] then return 0 end
if redis.call('HLEN', KEYS[1]) > tonumber(ARGV[2]) then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV, 3))
return 1`;

type Scripts = {
  medgridBoardRead(
    key: string,
    token: string,
    ttlMs: number,
    ...fields: string[]
  ): Promise<Array<string | null>>;
  medgridBoardFill(key: string, token: string, max: number, ...pairs: string[]): Promise<number>;
};

/** Boards whose drop could not be sent: sent again with the next drop or on reconnection. */
const MAX_PENDING = 10_000;

/**
 * The cache in Redis (REDIS_URL), shared by every process: one hash per board,
 * `medgrid:lb:<game>:<date>`, with its token and fields as JSON. While Redis is unreachable,
 * reads go to the database and drops are kept to be sent when it is back (and every board
 * expires after CACHE_TTL_MS in any case).
 */
export function redisLeaderboardCache(redis: SharedRedis, ttlMs = CACHE_TTL_MS): LeaderboardCache {
  const client = redis.client;
  client.defineCommand('medgridBoardRead', { numberOfKeys: 1, lua: READ_SCRIPT });
  client.defineCommand('medgridBoardFill', { numberOfKeys: 1, lua: FILL_SCRIPT });
  const scripts = client as unknown as Scripts;
  const keyOf = (b: Board) => `medgrid:lb:${boardKey(b)}`;
  const pending = new Set<string>();

  async function drop(keys: string[]): Promise<void> {
    for (const k of keys) if (pending.size < MAX_PENDING) pending.add(k);
    if (client.status !== 'ready' || pending.size === 0) return;
    const sending = [...pending];
    try {
      await client.del(...sending);
      for (const k of sending) pending.delete(k);
    } catch (err) {
      redis.failed('leaderboard cache drop', err);
    }
  }
  redis.onReady(() => void drop([]));

  return {
    async read(board, fields) {
      if (!redis.usable()) return null;
      try {
        const token = randomBytes(9).toString('base64url');
        const [current, ...values] = await scripts.medgridBoardRead(
          keyOf(board),
          token,
          ttlMs,
          ...fields,
        );
        if (!current) return null;
        return {
          token: current,
          values: values.map((v) => (v === null ? null : (JSON.parse(v) as unknown))),
        };
      } catch (err) {
        redis.failed('leaderboard cache read', err);
        return null;
      }
    },
    async fill(board, token, values) {
      if (!redis.usable()) return;
      const pairs = Object.entries(values).flatMap(([f, v]) => [f, JSON.stringify(v)]);
      if (pairs.length === 0) return;
      try {
        await scripts.medgridBoardFill(keyOf(board), token, MAX_FIELDS_PER_BOARD, ...pairs);
      } catch (err) {
        redis.failed('leaderboard cache fill', err);
      }
    },
    invalidate: (boards) => drop(boards.map(keyOf)),
  };
}
