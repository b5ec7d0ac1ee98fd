import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SchoolsRepository } from './repository.js';

/** The medical-school list for the sign-up picker and the school modal (public reference data). */
export function schoolsRoutes(schools: SchoolsRepository): FastifyPluginAsyncZod {
  return async (app) => {
    let cache: Awaited<ReturnType<SchoolsRepository['list']>> | null = null;
    app.get('/api/schools', async (_request, reply) => {
      cache ??= await schools.list();
      reply.header('cache-control', 'public, max-age=3600');
      return { schools: cache };
    });
  };
}
