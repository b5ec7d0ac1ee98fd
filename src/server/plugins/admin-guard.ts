import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth.js';
import type { AccountsRepository } from '../features/accounts/repository.js';
import { forbidden } from '../http-error.js';
import { requireUser } from './auth-context.js';

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
    const user = await requireUser(auth, request);
    if (!(await accounts.isAdmin(user.id))) throw forbidden('Not authorized');
  });
}
