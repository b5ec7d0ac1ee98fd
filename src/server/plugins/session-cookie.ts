import type { FastifyInstance } from 'fastify';
import { expiredAuthCookies, sessionCookieCount } from './auth-context.js';

export const SEVERAL_SESSIONS_MESSAGE =
  'Your browser sent more than one MedGrid session. You have been signed out: please sign in again.';

/**
 * A request carrying several session cookies is refused (400) before anything else runs
 * (finding: a forged second cookie split the rate limiter from the session). The answer expires
 * every MedGrid auth cookie the request named, so a browser left with two (e.g. after a move from
 * http to https) recovers by signing in again.
 */
export function registerSessionCookieCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (sessionCookieCount(request.headers.cookie) <= 1) return;
    return reply
      .status(400)
      .header('set-cookie', expiredAuthCookies(request.headers.cookie))
      .header('cache-control', 'no-store')
      .send({
        statusCode: 400,
        error: 'Bad Request',
        code: 'SEVERAL_SESSIONS',
        message: SEVERAL_SESSIONS_MESSAGE,
      });
  });
}
