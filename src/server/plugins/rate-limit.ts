import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { ACCOUNT_MESSAGES } from '../../shared/accounts/messages.js';

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
} as const;

/**
 * Signed-in routes are limited per session, so players behind one school network do not share a
 * budget; requests without a session fall back to the client IP.
 */
export function sessionKey(request: FastifyRequest): string {
  const m = /(?:^|;\s*)(?:__Secure-)?medgrid\.session_token=([^;]+)/.exec(
    request.headers.cookie ?? '',
  );
  return m?.[1] ? `s:${createHash('sha256').update(m[1]).digest('base64url')}` : `ip:${request.ip}`;
}

const PER_SESSION = new Set(['friendSearch', 'friendWrite', 'move', 'playControl', 'leaderboard']);

export type RateLimits = {
  -readonly [K in keyof typeof RATE_LIMITS]: {
    max: number;
    timeWindow: string;
    keyGenerator?: (request: FastifyRequest) => string;
  };
};

/** The limits with every budget multiplied (RATE_LIMIT_MULTIPLIER; 1 in production). */
export function scaledRateLimits(multiplier: number): RateLimits {
  const out = {} as RateLimits;
  for (const key of Object.keys(RATE_LIMITS) as Array<keyof typeof RATE_LIMITS>) {
    out[key] = {
      ...RATE_LIMITS[key],
      max: RATE_LIMITS[key].max * multiplier,
      ...(PER_SESSION.has(key) ? { keyGenerator: sessionKey } : {}),
    };
  }
  return out;
}

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: `${ACCOUNT_MESSAGES.tooManyRequests} (retry in ${context.after})`,
    }),
  });
}
