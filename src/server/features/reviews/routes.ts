import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { requireAdmin } from '../../plugins/admin-guard.js';
import type { AccountsRepository } from '../accounts/repository.js';
import type { RateLimits } from '../../plugins/rate-limit.js';
import { reviewDecisionBodySchema, reviewParamsSchema } from '../../../shared/play/schemas.js';
import type { ReviewService } from './service.js';

/** Results held for review, for admins (/admin): list, accept, reject. */
export function reviewRoutes(
  auth: Auth,
  accounts: AccountsRepository,
  service: ReviewService,
  limits: RateLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/reviews',
      { config: { rateLimit: limits.admin } },
      async (request, reply) => {
        await requireAdmin(auth, accounts, request);
        reply.header('cache-control', 'no-store');
        return { reviews: await service.list() };
      },
    );
    app.post(
      '/api/admin/reviews/:id',
      {
        schema: { params: reviewParamsSchema, body: reviewDecisionBodySchema },
        config: { rateLimit: limits.admin },
      },
      async (request) => {
        const admin = await requireAdmin(auth, accounts, request);
        return service.decide(request.params.id, request.body.decision, admin.id);
      },
    );
  };
}
