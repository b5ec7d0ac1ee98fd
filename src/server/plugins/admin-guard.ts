import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from '../auth/auth.js';
import type { AccountsRepository } from '../features/accounts/repository.js';
import { forbidden } from '../http-error.js';
import { requireUser, type SessionUser } from './auth-context.js';

export const ADMIN_PREFIX = '/api/admin/';

/**
 * Every route under /api/admin/ is for admins only, checked on the server before any handler
 * (or the 404 handler) runs: 401 without a session, 403 'Not authorized' for everyone else.
 */
export function registerAdminGuard(
  app: FastifyInstance,
  auth: Auth,
  accounts: AccountsRepository,
): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(ADMIN_PREFIX)) return;
    await requireAdmin(auth, accounts, request);
  });
}

/** The signed-in admin of this request; 401 without a session, 403 for anyone else. Handlers call it too. */
export async function requireAdmin(
  auth: Auth,
  accounts: AccountsRepository,
  request: FastifyRequest,
): Promise<SessionUser> {
  const user = await requireUser(auth, request);
  if (!(await accounts.isAdmin(user.id))) throw forbidden('Not authorized');
  return user;
}
