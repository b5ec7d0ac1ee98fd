import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser } from '../../plugins/auth-context.js';
import type { RateLimits } from '../../plugins/rate-limit.js';
import { diagnosisNames } from './diagnoses.js';

/** GET /api/medle/diagnoses: the names the guess field suggests (not a hint: see diagnoses.ts). */
export function medleRoutes(auth: Auth, limits: RateLimits): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/medle/diagnoses',
      { config: { rateLimit: limits.glance } },
      async (request, reply) => {
        await requireUser(auth, request);
        reply.header('cache-control', 'private, max-age=86400');
        return { diagnoses: diagnosisNames() };
      },
    );
  };
}
