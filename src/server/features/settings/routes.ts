import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser } from '../../plugins/auth-context.js';
import type { RateLimits } from '../../plugins/rate-limit.js';
import { solverSettingsPatchSchema } from '../../../shared/play/solver-settings-schema.js';
import type { SettingsRepository } from './repository.js';

/** The player's solver settings (also in GET /api/account/me): read and change some. */
export function settingsRoutes(
  auth: Auth,
  settings: SettingsRepository,
  limits: RateLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/account/settings', async (request, reply) => {
      const user = await requireUser(auth, request);
      reply.header('cache-control', 'no-store');
      return { settings: await settings.get(user.id) };
    });
    app.put(
      '/api/account/settings',
      { schema: { body: solverSettingsPatchSchema }, config: { rateLimit: limits.playControl } },
      async (request, reply) => {
        const user = await requireUser(auth, request);
        // the changed settings over the stored ones: two devices changing different ones keep both
        const next = { ...(await settings.get(user.id)), ...request.body };
        await settings.save(user.id, next);
        reply.header('cache-control', 'no-store');
        return { settings: next };
      },
    );
  };
}
