import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { sql } from 'kysely';
import type { PublicConfig } from '../../../shared/public-config.js';
import type { SharedRedis } from '../../redis/connection.js';

export function publicConfig(config: AppConfig, outbox: boolean): PublicConfig {
  return {
    appName: 'MedGrid',
    socialUrl: config.socialUrl,
    contactEmail: config.contactEmail,
    outbox,
  };
}

/**
 * Health: 200 while the database answers, else 503. With REDIS_URL it also says whether Redis is
 * reachable; without it the process still serves (docs/decisions/013), so it stays 200. A process
 * shutting down (SIGTERM: graceful-shutdown.ts) answers 503 'draining', for a balancer that polls.
 */
export function healthRoutes(
  db: Db,
  config: AppConfig,
  outbox: boolean,
  redis: SharedRedis | null = null,
  draining: () => boolean = () => false,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/health', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const shared = redis ? { redis: redis.usable() ? 'ok' : 'unreachable' } : {};
      if (draining())
        return reply.status(503).send({ status: 'draining', database: db.dialect, ...shared });
      try {
        await sql`select 1`.execute(db.kysely);
        return { status: 'ok', database: db.dialect, ...shared };
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable', database: db.dialect, ...shared });
      }
    });

    // also written into every page (page-preloads.ts), so the first view does not ask for it
    app.get('/api/config', async () => publicConfig(config, outbox));
  };
}
