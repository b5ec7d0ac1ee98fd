import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import {
  currentUser,
  expiredAuthCookies,
  forwardCookies,
  requireUser,
} from '../../plugins/auth-context.js';
import type { RateLimits } from '../../plugins/rate-limit.js';
import {
  confirmBodySchema,
  identifierBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
  updateSchoolBodySchema,
} from '../../../shared/accounts/schemas.js';
import { ACCOUNT_MESSAGES as M } from '../../../shared/accounts/messages.js';
import type { AccountsService } from './service.js';

/** Thin handlers: validate (schemas), authorize (requireUser), delegate to the service. */
export function accountRoutes(
  auth: Auth,
  service: AccountsService,
  limits: RateLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/account/me', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await currentUser(auth, request);
      return { user: user ? await service.me(user.id) : null };
    });

    app.post(
      '/api/account/sign-up',
      { schema: { body: signUpBodySchema }, config: { rateLimit: limits.signUp } },
      async (request, reply) => {
        await service.signUp(request.body, request);
        return reply.status(201).send({ ok: true });
      },
    );

    app.post(
      '/api/account/resend-confirmation',
      { schema: { body: identifierBodySchema }, config: { rateLimit: limits.mailRequest } },
      async (request) => {
        await service.resendConfirmation(request.body.identifier, request);
        return { ok: true };
      },
    );

    app.post(
      '/api/account/confirm',
      { schema: { body: confirmBodySchema }, config: { rateLimit: limits.tokenUse } },
      async (request, reply) => {
        const { body, cookies } = await service.confirm(request.body.token, request);
        forwardCookies(reply, cookies);
        return body;
      },
    );

    app.post(
      '/api/account/sign-in',
      { schema: { body: signInBodySchema }, config: { rateLimit: limits.signIn } },
      async (request, reply) => {
        const { body, cookies } = await service.signIn(
          request.body.identifier,
          request.body.password,
          request,
        );
        forwardCookies(reply, cookies);
        return body;
      },
    );

    app.post('/api/account/sign-out', async (request, reply) => {
      const { body, cookies } = await service.signOut(request);
      forwardCookies(reply, cookies);
      return body;
    });

    app.post(
      '/api/account/forgot-password',
      { schema: { body: identifierBodySchema }, config: { rateLimit: limits.mailRequest } },
      async (request) => {
        await service.forgotPassword(request.body.identifier, request);
        return { ok: true };
      },
    );

    app.post(
      '/api/account/reset-password',
      { schema: { body: resetPasswordBodySchema }, config: { rateLimit: limits.tokenUse } },
      async (request) => {
        await service.resetPassword(request.body.token, request.body.password, request);
        return { ok: true };
      },
    );

    app.put(
      '/api/account/school',
      { schema: { body: updateSchoolBodySchema } },
      async (request) => {
        const user = await requireUser(auth, request);
        return { user: await service.updateSchool(user.id, request.body) };
      },
    );

    app.delete('/api/account', async (request, reply) => {
      const user = await requireUser(auth, request, M.deleteNoSession);
      await service.deleteAccount(user.id, user.email);
      // The session went with the user; expire the auth cookies the browser still holds.
      reply.header('set-cookie', expiredAuthCookies(request.headers.cookie));
      return { ok: true };
    });
  };
}
