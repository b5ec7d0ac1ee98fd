import { loadConfig } from './config.js';
import { buildApp } from './app.js';

/** Starts MedGrid; closes cleanly (finishing requests, closing the database) on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  const { app, db, mailer } = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
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
