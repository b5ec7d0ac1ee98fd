import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser } from '../../plugins/auth-context.js';
import type { RateLimits } from '../../plugins/rate-limit.js';
import type { DailyQuestionService } from './service.js';
import { answerBodySchema } from '../../../shared/daily-question/api.js';
import { isPuzzleDate } from '../../../shared/play/dates.js';

const params = z.object({
  date: z.string().refine(isPuzzleDate, { message: 'Dates are written yyyy-MM-dd.' }),
});

/** GET the day's question (answer only once answered), POST an answer or a skip. */
export function dailyQuestionRoutes(
  auth: Auth,
  service: DailyQuestionService,
  limits: RateLimits,
): FastifyPluginAsyncZod {
  const noStore = {
    onSend: async (_req: unknown, reply: { header: (k: string, v: string) => unknown }) =>
      void reply.header('cache-control', 'no-store'),
  };
  return async (app) => {
    app.get('/api/daily-question/:date', { schema: { params }, ...noStore }, async (request) => {
      const user = await requireUser(auth, request);
      return service.state(user.id, request.params.date);
    });
    app.post(
      '/api/daily-question/:date/answer',
      {
        schema: { params, body: answerBodySchema },
        config: { rateLimit: limits.playControl },
        ...noStore,
      },
      async (request) => {
        const user = await requireUser(auth, request);
        return service.answer(user.id, request.params.date, request.body.selected);
      },
    );
    app.post(
      '/api/daily-question/:date/skip',
      { schema: { params }, config: { rateLimit: limits.playControl }, ...noStore },
      async (request) => {
        const user = await requireUser(auth, request);
        return service.skip(user.id, request.params.date);
      },
    );
  };
}
