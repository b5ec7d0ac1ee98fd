import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Fair play (docs/product.md#fair-play, docs/decisions/009):
 * - one 'today' per player: the time zone in effect on the profile, a reported zone waiting for
 *   the player's next day, and the day the last change took effect (src/shared/play/time-zone.ts);
 * - the check penalty on each result (seconds of `time_seconds` that are penalty), the letters or
 *   actions entered, and the review of a result faster than a person could enter it ('pending'
 *   holds it off the leaderboards until an admin accepts or rejects it).
 */
export function fairPlayMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of [
        'time_zone',
        'time_zone_next',
        'time_zone_next_from',
        'time_zone_changed_on',
      ])
        await db.schema.alterTable('profiles').addColumn(column, 'text').execute();
      await db.schema
        .alterTable('results')
        .addColumn('penalty_seconds', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('results')
        .addColumn('inputs', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('results')
        .addColumn('review', 'text', (c) =>
          c.check(sql`review is null or review in ('pending', 'accepted', 'rejected')`),
        )
        .execute();
      await db.schema.alterTable('results').addColumn('reviewed_by', 'text').execute();
      await db.schema.alterTable('results').addColumn('reviewed_at', 'text').execute();
      await db.schema
        .createIndex('results_review_idx')
        .on('results')
        .columns(['review', 'created_at'])
        .where(sql.ref('review'), '=', 'pending')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('results_review_idx').execute();
      for (const column of ['reviewed_at', 'reviewed_by', 'review', 'inputs', 'penalty_seconds'])
        await db.schema.alterTable('results').dropColumn(column).execute();
      for (const column of [
        'time_zone_changed_on',
        'time_zone_next_from',
        'time_zone_next',
        'time_zone',
      ])
        await db.schema.alterTable('profiles').dropColumn(column).execute();
    },
  };
}
