import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser } from '../../plugins/auth-context.js';
import type { RateLimits } from '../../plugins/rate-limit.js';
import type { PlayerDayService } from '../player-day/service.js';
import type { DailyQuestionService } from './service.js';
import { answerBodySchema } from '../../../shared/daily-question/api.js';
import { dayParamSchema } from '../../../shared/play/schemas.js';

const params = z.object({ date: dayParamSchema });

/** GET the day's question (answer only once answered), POST an answer or a skip. */
export function dailyQuestionRoutes(
  auth: Auth,
  players: PlayerDayService,
  service: DailyQuestionService,
  limits: RateLimits,
): FastifyPluginAsyncZod {
  const player = async (request: FastifyRequest) =>
    players.player((await requireUser(auth, request)).id);
  const noStore = {
    onSend: async (_req: unknown, reply: { header: (k: string, v: string) => unknown }) =>
      void reply.header('cache-control', 'no-store'),
  };
  return async (app) => {
    // a static path: it wins over ':date' below
    app.get(
      '/api/daily-question/stats',
      { config: { rateLimit: limits.glance }, ...noStore },
      async (request) => service.stats(await player(request)),
    );
    app.get('/api/daily-question/:date', { schema: { params }, ...noStore }, async (request) =>
      service.state(await player(request), request.params.date),
    );
    app.post(
      '/api/daily-question/:date/answer',
      {
        schema: { params, body: answerBodySchema },
        config: { rateLimit: limits.playControl },
        ...noStore,
      },
      async (request) =>
        service.answer(await player(request), request.params.date, request.body.selected),
    );
    app.post(
      '/api/daily-question/:date/skip',
      { schema: { params }, config: { rateLimit: limits.playControl }, ...noStore },
      async (request) => service.skip(await player(request), request.params.date),
    );
  };
}
