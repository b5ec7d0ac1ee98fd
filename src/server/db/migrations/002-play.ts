import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Puzzles, plays, results and the rank histogram (docs/architecture.md#plays-and-results). Instants
 * are ISO text, flags 0/1 (ADR 002). Rank keys need 64 bits (bigint on PostgreSQL; SQLite integers
 * are 64-bit).
 */
export function playMigration(dialect: Dialect): Migration {
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('puzzles')
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('puzzle_date', 'text', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('puzzles_pk', ['game', 'puzzle_date'])
        .execute();

      await db.schema
        .createTable('plays')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('puzzle_date', 'text', (c) => c.notNull())
        .addColumn('mode', 'text', (c) =>
          c.notNull().check(sql`mode in ('daily', 'archive', 'test')`),
        )
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('playing', 'won', 'lost')`),
        )
        .addColumn('progress', 'text', (c) => c.notNull())
        .addColumn('active_ms', big, (c) => c.notNull())
        .addColumn('running_since', 'text')
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .addColumn('timeline', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('plays_one_per_mode', ['user_id', 'game', 'puzzle_date', 'mode'])
        .execute();

      await db.schema
        .createTable('results')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('puzzle_date', 'text', (c) => c.notNull())
        .addColumn('time_seconds', 'integer', (c) => c.notNull())
        .addColumn('score', 'integer')
        .addColumn('guesses', 'integer')
        .addColumn('clues_revealed', 'integer')
        .addColumn('lives_remaining', 'integer')
        .addColumn('assisted', 'integer', (c) => c.notNull())
        .addColumn('eligible', 'integer', (c) => c.notNull())
        .addColumn('rank_key', big, (c) => c.notNull())
        .addColumn('rank_bucket', big, (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('results_one_per_day', ['user_id', 'game', 'puzzle_date'])
        .execute();
      await db.schema
        .createIndex('results_rank_idx')
        .on('results')
        .columns(['game', 'puzzle_date', 'eligible', 'rank_key', 'user_id'])
        .execute();

      // How many eligible results each (game, day, bucket) holds: a global rank is a sum over the
      // buckets before one's own plus a count inside it, however many results the day has.
      await db.schema
        .createTable('rank_buckets')
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('puzzle_date', 'text', (c) => c.notNull())
        .addColumn('bucket', big, (c) => c.notNull())
        .addColumn('n', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rank_buckets_pk', ['game', 'puzzle_date', 'bucket'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['rank_buckets', 'results', 'plays', 'puzzles'])
        await db.schema.dropTable(t).ifExists().execute();
    },
  };
}
