import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The Med Schools leaderboard reads one school's results of a game-day in rank order. Filtering
 * results through profiles (IN subquery) costs a probe per member of the school and a sort; with
 * the player's listed school copied onto each result (kept equal to the profile's when the school
 * changes) one index range gives the top rows and one range count gives a rank.
 */
export function resultsSchoolMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('results').addColumn('med_school_id', 'text').execute();
      await sql`update results set med_school_id =
        (select p.med_school_id from profiles p where p.user_id = results.user_id)`.execute(db);
      await db.schema
        .createIndex('results_school_rank_idx')
        .on('results')
        .columns(['game', 'puzzle_date', 'eligible', 'med_school_id', 'rank_key', 'user_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('results_school_rank_idx').execute();
      await db.schema.alterTable('results').dropColumn('med_school_id').execute();
    },
  };
}
