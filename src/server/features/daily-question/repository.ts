import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OptionLetter } from '../../../shared/daily-question/schema.js';
import type { Streak } from '../../../shared/daily-question/streak.js';

type Trx = Transaction<Database>;

export interface StoredQuestion {
  date: string;
  topic: string;
  day: number;
  payload: unknown;
}

export interface StoredAnswer {
  selected: OptionLetter | null;
  correct: boolean;
  skipped: boolean;
}

/** The daily question's tables; every write of an answer and its streak runs in one transaction. */
export function createDailyQuestionRepository(db: Db) {
  const k = db.kysely;
  return {
    async question(date: string): Promise<StoredQuestion | null> {
      const r = await k
        .selectFrom('daily_questions')
        .selectAll()
        .where('question_date', '=', date)
        .executeTakeFirst();
      return r
        ? {
            date: r.question_date,
            topic: r.topic,
            day: r.day_number,
            payload: JSON.parse(r.payload) as unknown,
          }
        : null;
    },

    /** Adds a question unless the day has one (an existing question is never replaced). */
    async addQuestion(
      date: string,
      topic: string,
      day: number,
      payload: unknown,
    ): Promise<boolean> {
      const r = await k
        .insertInto('daily_questions')
        .values({
          question_date: date,
          topic,
          day_number: day,
          payload: JSON.stringify(payload),
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.column('question_date').doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async answer(userId: string, date: string, trx?: Trx): Promise<StoredAnswer | null> {
      const r = await (trx ?? k)
        .selectFrom('question_answers')
        .select(['selected', 'is_correct', 'skipped'])
        .where('user_id', '=', userId)
        .where('question_date', '=', date)
        .executeTakeFirst();
      return r
        ? {
            selected: (r.selected as OptionLetter | null) ?? null,
            correct: r.is_correct === 1,
            skipped: r.skipped === 1,
          }
        : null;
    },

    /** Records the day's answer; false when the user already answered that day. */
    async recordAnswer(trx: Trx, userId: string, date: string, a: StoredAnswer): Promise<boolean> {
      const r = await trx
        .insertInto('question_answers')
        .values({
          user_id: userId,
          question_date: date,
          selected: a.selected,
          is_correct: a.correct ? 1 : 0,
          skipped: a.skipped ? 1 : 0,
          answered_at: nowIso(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'question_date']).doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** How the player's answers went over all days: answered (skips included), correct, skipped. */
    async counts(userId: string): Promise<{ answered: number; correct: number; skipped: number }> {
      const r = await k
        .selectFrom('question_answers')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('answered'),
          eb.fn.sum<number | string | null>('is_correct').as('correct'),
          eb.fn.sum<number | string | null>('skipped').as('skipped'),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return {
        answered: Number(r.answered),
        correct: Number(r.correct ?? 0),
        skipped: Number(r.skipped ?? 0),
      };
    },

    async streak(userId: string, trx?: Trx): Promise<Streak | null> {
      const r = await (trx ?? k)
        .selectFrom('question_streaks')
        .select(['current_streak', 'longest_streak', 'last_question_date'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return r
        ? { current: r.current_streak, longest: r.longest_streak, lastDate: r.last_question_date }
        : null;
    },

    async saveStreak(trx: Trx, userId: string, s: Streak): Promise<void> {
      const values = {
        current_streak: s.current,
        longest_streak: s.longest,
        last_question_date: s.lastDate,
        updated_at: nowIso(),
      };
      await trx
        .insertInto('question_streaks')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },
  };
}

export type DailyQuestionRepository = ReturnType<typeof createDailyQuestionRepository>;
