import type { FastifyBaseLogger } from 'fastify';
import { CONTENT_KIND_NAMES, RUNWAY_WARN_DAYS, shortKinds } from '../../shared/admin/calendar.js';
import type { AdminService } from '../features/admin/service.js';

/**
 * Warns in the log when any kind of content has under RUNWAY_WARN_DAYS days left
 * (docs/product.md#content-calendar): returns the kinds it warned about.
 */
export async function warnOnShortRunway(
  admin: AdminService,
  log: FastifyBaseLogger,
): Promise<string[]> {
  const short = shortKinds(await admin.calendar(RUNWAY_WARN_DAYS));
  if (short.length)
    log.warn(
      {
        runway: Object.fromEntries(short.map((r) => [r.kind, r.runway])),
      },
      `content runs out soon: ${short
        .map((r) => `${CONTENT_KIND_NAMES[r.kind]} ${r.runway} day${r.runway === 1 ? '' : 's'}`)
        .join(', ')} (upload more at /admin)`,
    );
  return short.map((r) => r.kind);
}

/** Checks at start and once a day; returns a stop function. */
export function scheduleRunwayWarning(admin: AdminService, log: FastifyBaseLogger): () => void {
  const run = () =>
    warnOnShortRunway(admin, log).catch((err) => log.error({ err }, 'runway check failed'));
  void run();
  const timer = setInterval(run, 24 * 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
