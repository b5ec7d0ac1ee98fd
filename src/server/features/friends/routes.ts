import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser } from '../../plugins/auth-context.js';
import {
  friendRequestBodySchema,
  friendSearchQuerySchema,
  linkIdParamsSchema,
} from '../../../shared/friends/schemas.js';
import type { FriendsService } from './service.js';
import type { RateLimits } from '../../plugins/rate-limit.js';

/** Friends API: every handler acts as the signed-in user and checks their side of the link. */
export function friendsRoutes(
  auth: Auth,
  service: FriendsService,
  limits: RateLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/friends', async (request, reply) => {
      const user = await requireUser(auth, request);
      reply.header('cache-control', 'no-store');
      return service.overview(user.id);
    });

    app.get(
      '/api/friends/search',
      {
        schema: { querystring: friendSearchQuerySchema },
        config: { rateLimit: limits.friendSearch },
      },
      async (request) => {
        const user = await requireUser(auth, request);
        return { users: await service.search(user.id, request.query.q) };
      },
    );

    app.post(
      '/api/friends/requests',
      { schema: { body: friendRequestBodySchema }, config: { rateLimit: limits.friendWrite } },
      async (request, reply) => {
        const user = await requireUser(auth, request);
        return reply.status(201).send(await service.sendRequest(user.id, request.body.userId));
      },
    );

    app.post(
      '/api/friends/requests/:id/accept',
      { schema: { params: linkIdParamsSchema } },
      async (request) => {
        const user = await requireUser(auth, request);
        await service.accept(user.id, request.params.id);
        return { ok: true };
      },
    );

    app.post(
      '/api/friends/requests/:id/reject',
      { schema: { params: linkIdParamsSchema } },
      async (request) => {
        const user = await requireUser(auth, request);
        await service.reject(user.id, request.params.id);
        return { ok: true };
      },
    );

    /** Reject every incoming request. */
    app.post('/api/friends/requests/reject-all', async (request) => {
      const user = await requireUser(auth, request);
      return { removed: await service.rejectAll(user.id) };
    });

    /** Remove one request the user sent. */
    app.delete(
      '/api/friends/requests/:id',
      { schema: { params: linkIdParamsSchema } },
      async (request) => {
        const user = await requireUser(auth, request);
        await service.cancel(user.id, request.params.id);
        return { ok: true };
      },
    );

    /** Remove every pending request the user sent. */
    app.delete('/api/friends/requests', async (request) => {
      const user = await requireUser(auth, request);
      return { removed: await service.cancelAll(user.id) };
    });

    app.delete('/api/friends/:id', { schema: { params: linkIdParamsSchema } }, async (request) => {
      const user = await requireUser(auth, request);
      await service.removeFriend(user.id, request.params.id);
      return { ok: true };
    });

    /** Remove all friends and requests, in both directions. */
    app.delete('/api/friends', async (request) => {
      const user = await requireUser(auth, request);
      return { removed: await service.removeAll(user.id) };
    });
  };
}
