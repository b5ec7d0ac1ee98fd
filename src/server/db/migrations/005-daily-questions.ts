import type { Kysely, Migration } from 'kysely';

/**
 * The daily question (docs/product.md#the-daily-question-and-streak; docs/architecture.md#data):
 * one question per day (JSON payload validated by the shared schema, answers included — sent only
 * after the player answers), one answer or skip per user per day, one streak row per user.
 */
export function dailyQuestionsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('daily_questions')
        .addColumn('question_date', 'text', (c) => c.primaryKey())
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('day_number', 'integer', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('question_answers')
        .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('question_date', 'text', (c) => c.notNull())
        .addColumn('selected', 'text')
        .addColumn('is_correct', 'integer', (c) => c.notNull())
        .addColumn('skipped', 'integer', (c) => c.notNull())
        .addColumn('answered_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('question_answers_pk', ['user_id', 'question_date'])
        .execute();
      await db.schema
        .createTable('question_streaks')
        .addColumn('user_id', 'text', (c) =>
          c.primaryKey().references('user.id').onDelete('cascade'),
        )
        .addColumn('current_streak', 'integer', (c) => c.notNull())
        .addColumn('longest_streak', 'integer', (c) => c.notNull())
        .addColumn('last_question_date', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['question_streaks', 'question_answers', 'daily_questions'])
        await db.schema.dropTable(t).ifExists().execute();
    },
  };
}
