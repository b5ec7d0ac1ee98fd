import type { Kysely, Migration } from 'kysely';

/**
 * Per-account security state (docs/product.md#sign-in), one row per account that needed one, on
 * both databases (ADR 002: instants are ISO text):
 * - failed sign-ins in the current 15-minute window and when that window began (the per-account
 *   sign-in throttle, besides the per-address limit);
 * - `tokens_not_before`: the last password reset; emailed confirmation links (stateless JWTs)
 *   issued at or before it are refused.
 */
export function accountSecurityMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('account_security')
        .addColumn('user_id', 'text', (c) =>
          c.primaryKey().references('user.id').onDelete('cascade'),
        )
        .addColumn('failed_sign_ins', 'integer', (c) => c.notNull())
        .addColumn('failures_since', 'text')
        .addColumn('tokens_not_before', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('account_security').ifExists().execute();
    },
  };
}
