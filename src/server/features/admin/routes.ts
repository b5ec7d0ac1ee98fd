import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { requireAdmin } from '../../plugins/admin-guard.js';
import type { AccountsRepository } from '../accounts/repository.js';
import type { RateLimits } from '../../plugins/rate-limit.js';
import {
  bulkBodySchema,
  bulkParamsSchema,
  calendarQuerySchema,
  confirmQuerySchema,
  questionParamsSchema,
  questionUploadSchema,
  uploadParamsSchema,
  UPLOAD_MAX_BYTES,
  weekParamsSchema,
  weekQuerySchema,
} from '../../../shared/admin/schemas.js';
import { NeedsConfirmation, type AdminService } from './service.js';

/**
 * The admin's content API (issue 18, docs/api-admin.md): one day's puzzle of any game, many days
 * at once (all or nothing), one day's question, and the content calendar. The admin guard has
 * already refused everyone but admins; each handler checks again.
 */
export function adminRoutes(
  auth: Auth,
  accounts: AccountsRepository,
  service: AdminService,
  limits: RateLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { rateLimit: limits.admin };

    app.put(
      '/api/admin/puzzles/:game/:date',
      {
        schema: { params: uploadParamsSchema, querystring: confirmQuerySchema, body: z.unknown() },
        bodyLimit: UPLOAD_MAX_BYTES,
        config,
      },
      async (request, reply) => {
        await requireAdmin(auth, accounts, request);
        const { game, date } = request.params;
        try {
          return await service.putPuzzle(game, date, request.body, request.query.confirm);
        } catch (error) {
          if (!(error instanceof NeedsConfirmation)) throw error;
          // the panel asks the admin, naming how many players have started the day
          return reply
            .code(409)
            .send({ code: error.code, message: error.message, started: error.started });
        }
      },
    );

    app.put(
      '/api/admin/puzzles/:game',
      {
        schema: { params: bulkParamsSchema, body: bulkBodySchema },
        bodyLimit: UPLOAD_MAX_BYTES,
        config,
      },
      async (request) => {
        await requireAdmin(auth, accounts, request);
        return service.putMany(request.params.game, request.body);
      },
    );

    app.put(
      '/api/admin/daily-questions/:date',
      {
        schema: { params: questionParamsSchema, body: questionUploadSchema },
        bodyLimit: UPLOAD_MAX_BYTES,
        config,
      },
      async (request) => {
        await requireAdmin(auth, accounts, request);
        return service.putQuestion(request.params.date, request.body);
      },
    );

    app.get(
      '/api/admin/week/:game',
      { schema: { params: weekParamsSchema, querystring: weekQuerySchema }, config },
      async (request, reply) => {
        await requireAdmin(auth, accounts, request);
        reply.header('cache-control', 'no-store');
        return service.week(request.params.game, request.query.start);
      },
    );

    app.get(
      '/api/admin/calendar',
      { schema: { querystring: calendarQuerySchema }, config },
      async (request, reply) => {
        await requireAdmin(auth, accounts, request);
        reply.header('cache-control', 'no-store');
        return service.calendar(request.query.days);
      },
    );
  };
}
