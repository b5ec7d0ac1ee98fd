import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser } from '../../plugins/auth-context.js';
import type { RateLimits } from '../../plugins/rate-limit.js';
import type { LeaderboardService } from './leaderboard-service.js';
import { leaderboardParamsSchema, leaderboardQuerySchema } from '../../../shared/play/schemas.js';

export function leaderboardRoutes(
  auth: Auth,
  service: LeaderboardService,
  limits: RateLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/leaderboards/:game/:date',
      {
        schema: { params: leaderboardParamsSchema, querystring: leaderboardQuerySchema },
        config: { rateLimit: limits.leaderboard },
      },
      async (request, reply) => {
        const viewer = await requireUser(auth, request);
        reply.header('cache-control', 'no-store');
        const { game, date } = request.params;
        const { scope, offset, limit } = request.query;
        return service.get(viewer.id, game, date, scope, offset, limit);
      },
    );
  };
}
