import type { Kysely, Migration } from 'kysely';

/**
 * When the account's holder ticked 'I am 18 or older and agree to the Terms of Service and
 * Privacy Policy' at sign-up (docs/product.md#sign-up): an ISO-8601 UTC instant on the
 * profile, which every account gets at sign-up. Null for accounts made before the agreement was
 * asked for (or without a sign-up, e.g. test fixtures).
 */
export function termsAcceptanceMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('profiles').addColumn('terms_accepted_at', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('profiles').dropColumn('terms_accepted_at').execute();
    },
  };
}
