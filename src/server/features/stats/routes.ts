import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Auth } from '../../auth/auth.js';
import { requireUser } from '../../plugins/auth-context.js';
import type { RateLimits } from '../../plugins/rate-limit.js';
import type { Player, PlayerDayService } from '../player-day/service.js';
import type { StatsService } from './service.js';
import { statsParamsSchema } from '../../../shared/play/schemas.js';

/** The signed-in player's own statistics and today at a glance; nobody else's data. */
export function statsRoutes(
  auth: Auth,
  players: PlayerDayService,
  service: StatsService,
  limits: RateLimits,
): FastifyPluginAsyncZod {
  const player = async (request: FastifyRequest): Promise<Player> =>
    players.player((await requireUser(auth, request)).id);
  const noStore = {
    onSend: async (_req: unknown, reply: { header: (k: string, v: string) => unknown }) =>
      void reply.header('cache-control', 'no-store'),
  };

  return async (app) => {
    app.get(
      '/api/stats/:game',
      { schema: { params: statsParamsSchema }, config: { rateLimit: limits.glance }, ...noStore },
      async (request) => service.stats(await player(request), request.params.game),
    );

    app.get('/api/today', { config: { rateLimit: limits.glance }, ...noStore }, async (request) =>
      service.today(await player(request)),
    );
  };
}
