import type { Kysely, Migration } from 'kysely';

/**
 * Install-level facts (e.g. the day the sample content was scheduled from), as text key/value
 * pairs.
 */
export function contentMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('app_meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('app_meta').execute();
    },
  };
}
