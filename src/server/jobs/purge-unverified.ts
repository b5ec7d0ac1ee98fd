import type { FastifyBaseLogger } from 'fastify';
import type { AccountsRepository } from '../features/accounts/repository.js';

export const UNVERIFIED_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Unconfirmed accounts and their reserved usernames are purged after 7 days
 * (docs/product.md#sign-up).
 */
export async function purgeUnverifiedAccounts(
  accounts: AccountsRepository,
  log: FastifyBaseLogger,
  now = Date.now(),
) {
  const purged = await accounts.purgeUnverified(new Date(now - UNVERIFIED_RETENTION_MS));
  if (purged > 0) log.info({ purged }, 'purged unconfirmed accounts older than 7 days');
  return purged;
}

/** Runs the purge now and hourly; returns a stop function. */
export function schedulePurge(accounts: AccountsRepository, log: FastifyBaseLogger): () => void {
  const run = () =>
    purgeUnverifiedAccounts(accounts, log).catch((err) => log.error({ err }, 'purge failed'));
  void run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
