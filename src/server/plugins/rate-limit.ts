import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Auth } from '../auth/auth.js';
import { currentUser } from './auth-context.js';
import { ACCOUNT_MESSAGES } from '../../shared/accounts/messages.js';
import type { SharedRedis } from '../redis/connection.js';
import { sharedRateLimitStore } from './rate-limit-store.js';

/** Per-route limits, keyed by the client IP (the socket's, or the trusted proxy's report). */
export const RATE_LIMITS = {
  signIn: { max: 10, timeWindow: '5 minutes' },
  signUp: { max: 10, timeWindow: '1 hour' },
  mailRequest: { max: 5, timeWindow: '15 minutes' },
  tokenUse: { max: 20, timeWindow: '15 minutes' },
  friendSearch: { max: 60, timeWindow: '1 minute' },
  friendWrite: { max: 60, timeWindow: '1 minute' },
  move: { max: 300, timeWindow: '1 minute' },
  playControl: { max: 120, timeWindow: '1 minute' },
  leaderboard: { max: 600, timeWindow: '1 minute' },
  /** The player's own overview: statistics, today at a glance, the archive list. */
  glance: { max: 240, timeWindow: '1 minute' },
  admin: { max: 240, timeWindow: '1 minute' },
  /** Study decks: reading and changing decks and their crosswords; uploads have their own. */
  decks: { max: 120, timeWindow: '1 minute' },
  deckUpload: { max: 20, timeWindow: '10 minutes' },
  /** A player's download of everything held about them (a full read of their rows). */
  dataExport: { max: 10, timeWindow: '1 hour' },
} as const;

/**
 * Signed-in routes are limited per player — the user the auth layer resolved from the session,
 * never a cookie's raw text (finding: a forged second cookie got a fresh budget) — so players
 * behind one school network do not share a budget; requests without a session fall back to the
 * client IP.
 */
export function playerKey(auth: Auth): (request: FastifyRequest) => Promise<string> {
  return async (request) => {
    const user = await currentUser(auth, request);
    return user ? `u:${user.id}` : `ip:${request.ip}`;
  };
}

const PER_PLAYER = new Set([
  'friendSearch',
  'friendWrite',
  'move',
  'playControl',
  'leaderboard',
  'glance',
  'admin',
  'decks',
  'deckUpload',
  'dataExport',
]);

export type RateLimits = {
  -readonly [K in keyof typeof RATE_LIMITS]: {
    max: number;
    timeWindow: string;
    keyGenerator?: (request: FastifyRequest) => Promise<string>;
  };
};

/** The limits with every budget multiplied (RATE_LIMIT_MULTIPLIER; 1 in production). */
export function scaledRateLimits(multiplier: number, auth: Auth): RateLimits {
  const out = {} as RateLimits;
  const byPlayer = playerKey(auth);
  for (const key of Object.keys(RATE_LIMITS) as Array<keyof typeof RATE_LIMITS>) {
    out[key] = {
      ...RATE_LIMITS[key],
      max: RATE_LIMITS[key].max * multiplier,
      ...(PER_PLAYER.has(key) ? { keyGenerator: byPlayer } : {}),
    };
  }
  return out;
}

/**
 * The rate-limit plugin. Counts live in this process, or with REDIS_URL in Redis, shared by every
 * process (rate-limit-store.ts; counted here while Redis is unreachable).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  redis: SharedRedis | null = null,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: sharedRateLimitStore(redis) } : {}),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: `${ACCOUNT_MESSAGES.tooManyRequests} (retry in ${context.after})`,
    }),
  });
}
