import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Study decks (issue 32, docs/decisions/024-deck-crosswords.md): a player's uploaded flash cards,
 * the crosswords laid out from them, the friends each crossword is shared with, and the plays of
 * those crosswords. A deck crossword is played by the same engine as the daily games; its plays
 * live in their own table, keyed by the crossword, so they never mix with dated plays. Deleting
 * an account, a deck or a crossword removes what hangs from it.
 */
export function decksMigration(dialect: Dialect): Migration {
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('decks')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('direction', 'text', (c) =>
          c.notNull().check(sql`direction in ('front-clue', 'back-clue')`),
        )
        /** JSON array of the cards as read: { front, back } */
        .addColumn('cards', 'text', (c) => c.notNull())
        .addColumn('card_count', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('decks_by_user').on('decks').columns(['user_id']).execute();

      await db.schema
        .createTable('deck_crosswords')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('deck_id', 'text', (c) => c.notNull().references('decks.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('seed', 'integer', (c) => c.notNull())
        /** JSON array of the card numbers (from 1) laid out */
        .addColumn('card_numbers', 'text', (c) => c.notNull())
        /** JSON of the stored crossword (src/shared/crossword/schema.ts) */
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('deck_crosswords_by_deck')
        .on('deck_crosswords')
        .columns(['deck_id'])
        .execute();
      await db.schema
        .createIndex('deck_crosswords_by_user')
        .on('deck_crosswords')
        .columns(['user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('deck_shares')
        .addColumn('crossword_id', 'text', (c) =>
          c.notNull().references('deck_crosswords.id').onDelete('cascade'),
        )
        .addColumn('friend_id', 'text', (c) =>
          c.notNull().references('user.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('deck_shares_pk', ['crossword_id', 'friend_id'])
        .execute();
      await db.schema
        .createIndex('deck_shares_by_friend')
        .on('deck_shares')
        .columns(['friend_id'])
        .execute();

      // the columns of `plays` (002, 010) the engine reads, keyed by the crossword
      await db.schema
        .createTable('deck_plays')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('crossword_id', 'text', (c) =>
          c.notNull().references('deck_crosswords.id').onDelete('cascade'),
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
        .addColumn('pace', 'text')
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('deck_plays_one_per_player', ['crossword_id', 'user_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['deck_plays', 'deck_shares', 'deck_crosswords', 'decks'])
        await db.schema.dropTable(t).ifExists().execute();
    },
  };
}
