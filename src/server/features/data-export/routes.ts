import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { notFound } from '../../http-error.js';
import { requireUser } from '../../plugins/auth-context.js';
import type { RateLimits } from '../../plugins/rate-limit.js';
import type { createDataExportRepository } from './repository.js';

/**
 * GET /api/account/export (issue 33, docs/api-accounts.md#your-data): everything held about the
 * signed-in player, as one JSON file to download. Only the player's own rows; other players
 * appear by username only, never by email.
 */
export function dataExportRoutes(
  auth: Auth,
  repo: ReturnType<typeof createDataExportRepository>,
  limits: RateLimits,
  clock: () => Date,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/account/export',
      { config: { rateLimit: limits.dataExport } },
      async (request, reply) => {
        const user = await requireUser(auth, request);
        const data = await repo.export(user.id);
        if (!data) throw notFound('USER_NOT_FOUND', 'This account no longer exists.');
        const now = clock();
        const day = now.toISOString().slice(0, 10);
        const name = (data.account.username ?? 'player').replace(/[^A-Za-z0-9_]/g, '');
        reply
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="medgrid-${name}-${day}.json"`);
        return { exportedAt: now.toISOString(), ...data };
      },
    );
  };
}
