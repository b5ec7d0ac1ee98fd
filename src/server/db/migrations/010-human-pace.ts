import type { Kysely, Migration } from 'kysely';

/**
 * Fair play, round two (docs/decisions/017): each play keeps its pace record (the
 * active time of its last input, the work open at its last pause, the first check it failed) and
 * a result held for review keeps why. Plays in progress before it start with no record, which
 * reads as a fresh one.
 */
export function humanPaceMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('plays').addColumn('pace', 'text').execute();
      await db.schema.alterTable('results').addColumn('review_reason', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('results').dropColumn('review_reason').execute();
      await db.schema.alterTable('plays').dropColumn('pace').execute();
    },
  };
}
