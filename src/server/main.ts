import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { DRAIN_IDLE_MS } from './graceful-shutdown.js';

/** How long a shutdown may take before the process exits anyway (code 1). */
const SHUTDOWN_LIMIT_MS = 20_000;

/**
 * Starts MedGrid. On SIGTERM or SIGINT it shuts down gracefully: it stops taking new connections
 * (a load balancer sends the next requests to the other processes), answers every request already
 * on its way, waits for its connections to close (graceful-shutdown.ts; idle ones are left to a
 * trusted proxy for up to 4 s, and closed at once without one), then closes the database and
 * Redis and exits 0.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  const { app, db, mailer, drain } = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing the requests in flight');
    const force = setTimeout(() => {
      app.log.error(`shutdown took over ${SHUTDOWN_LIMIT_MS / 1000} s: exiting now`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    try {
      // behind a proxy (TRUST_PROXY), its pooled idle connections are left for it to close
      await drain.drain(config.trustProxy === false ? 0 : DRAIN_IDLE_MS);
      await app.close();
      app.log.info('shut down');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.baseUrl, database: db.dialect, mail: mailer.kind },
    mailer.kind === 'outbox'
      ? `MedGrid is running at ${config.baseUrl} — mail goes to ${config.baseUrl}/dev/outbox`
      : `MedGrid is running at ${config.baseUrl}`,
  );
}

main().catch((err) => {
  console.error('MedGrid failed to start:', err);
  process.exit(1);
});
