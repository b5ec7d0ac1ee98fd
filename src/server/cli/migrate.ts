import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedReferenceData } from '../db/seed.js';

/** Applies pending migrations and reference data without starting the server (the server does this too). */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    const applied = await migrateToLatest(db);
    const { schools } = await seedReferenceData(db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
    console.log(`Reference data: ${schools} medical schools.`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
