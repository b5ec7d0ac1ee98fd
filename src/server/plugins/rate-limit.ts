import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { ACCOUNT_MESSAGES } from '../../shared/accounts/messages.js';

/** Per-route limits, keyed by the client IP (the socket's, or the trusted proxy's report). */
export const RATE_LIMITS = {
  signIn: { max: 10, timeWindow: '5 minutes' },
  signUp: { max: 10, timeWindow: '1 hour' },
  mailRequest: { max: 5, timeWindow: '15 minutes' },
  tokenUse: { max: 20, timeWindow: '15 minutes' },
} as const;

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
