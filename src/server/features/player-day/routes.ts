import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser } from '../../plugins/auth-context.js';
import type { RateLimits } from '../../plugins/rate-limit.js';
import { timeZoneBodySchema } from '../../../shared/play/schemas.js';
import type { PlayerDayService } from './service.js';

/** The player's time zone: read it (GET) and report the browser's (PUT). */
export function playerDayRoutes(
  auth: Auth,
  players: PlayerDayService,
  limits: RateLimits,
): FastifyPluginAsyncZod {
  const noStore = {
    onSend: async (_req: unknown, reply: { header: (k: string, v: string) => unknown }) =>
      void reply.header('cache-control', 'no-store'),
  };
  return async (app) => {
    app.get('/api/account/time-zone', { ...noStore }, async (request) =>
      players.state((await requireUser(auth, request)).id),
    );
    app.put(
      '/api/account/time-zone',
      {
        schema: { body: timeZoneBodySchema },
        config: { rateLimit: limits.playControl },
        ...noStore,
      },
      async (request) =>
        players.report((await requireUser(auth, request)).id, request.body.timeZone),
    );
  };
}
