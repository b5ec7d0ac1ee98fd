import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Auth } from '../../auth/auth.js';
import { requireUser } from '../../plugins/auth-context.js';
import type { RateLimits } from '../../plugins/rate-limit.js';
import type { PlayerDayService, Player } from '../player-day/service.js';
import type { PlayService } from './service.js';
import type { StatsService } from '../stats/service.js';
import {
  archiveParamsSchema,
  archiveQuerySchema,
  moveBodySchema,
  pauseBodySchema,
  playModeSchema,
  playParamsSchema,
} from '../../../shared/play/schemas.js';

/** Play API: every request acts as the signed-in player; the server decides everything else. */
export function playRoutes(
  auth: Auth,
  players: PlayerDayService,
  service: PlayService,
  limits: RateLimits,
  stats: StatsService,
): FastifyPluginAsyncZod {
  const player = async (request: FastifyRequest): Promise<Player> =>
    players.player((await requireUser(auth, request)).id);
  const noStore = {
    onSend: async (_req: unknown, reply: { header: (k: string, v: string) => unknown }) =>
      void reply.header('cache-control', 'no-store'),
  };

  return async (app) => {
    app.get(
      '/api/archives/:game',
      {
        schema: { params: archiveParamsSchema, querystring: archiveQuerySchema },
        config: { rateLimit: limits.glance },
        ...noStore,
      },
      async (request) => {
        const me = await player(request);
        // the days a player may open, each marked with the player's own standing on it
        return stats.markArchive(
          me,
          await service.archive(me, request.params.game, request.query.limit),
        );
      },
    );

    app.get(
      '/api/play/:game/:date',
      { schema: { params: playParamsSchema, querystring: playModeSchema }, ...noStore },
      async (request) =>
        service.state(
          await player(request),
          request.params.game,
          request.params.date,
          request.query.mode,
        ),
    );

    app.post(
      '/api/play/:game/:date/start',
      {
        schema: { params: playParamsSchema, body: playModeSchema },
        config: { rateLimit: limits.playControl },
        ...noStore,
      },
      async (request) =>
        service.start(
          await player(request),
          request.params.game,
          request.params.date,
          request.body.mode,
        ),
    );

    app.post(
      '/api/play/:game/:date/pause',
      {
        schema: { params: playParamsSchema, body: pauseBodySchema },
        config: { rateLimit: limits.playControl },
        ...noStore,
      },
      async (request) =>
        service.pause(
          await player(request),
          request.params.game,
          request.params.date,
          request.body.mode,
          request.body.move,
        ),
    );

    app.post(
      '/api/play/:game/:date/moves',
      {
        schema: { params: playParamsSchema, body: moveBodySchema },
        config: { rateLimit: limits.move },
        ...noStore,
      },
      async (request) =>
        service.move(
          await player(request),
          request.params.game,
          request.params.date,
          request.body.mode,
          request.body.move,
        ),
    );

    app.post(
      '/api/play/:game/:date/reset',
      {
        schema: { params: playParamsSchema, body: playModeSchema },
        config: { rateLimit: limits.playControl },
        ...noStore,
      },
      async (request) =>
        service.reset(
          await player(request),
          request.params.game,
          request.params.date,
          request.body.mode,
        ),
    );
  };
}
