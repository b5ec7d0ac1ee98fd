import type { Kysely, Migration } from 'kysely';

/**
 * Solver settings (docs/product.md#solver-settings): one JSON row per account, the same on every
 * device.
 */
export function solverSettingsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user_settings')
        .addColumn('user_id', 'text', (c) =>
          c.primaryKey().references('user.id').onDelete('cascade'),
        )
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('user_settings').ifExists().execute();
    },
  };
}
