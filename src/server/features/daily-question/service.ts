import type { Db } from '../../db/database.js';
import { conflict, HttpError, notFound } from '../../http-error.js';
import type { Player } from '../player-day/service.js';
import { checkPlayDate } from '../../../shared/play/dates.js';
import { TODAY } from '../../../shared/play/schemas.js';
import {
  dailyQuestionSchema,
  dailyQuestionTitle,
  type DailyQuestionContent,
  type OptionLetter,
} from '../../../shared/daily-question/schema.js';
import {
  nextStreak,
  visibleStreak,
  type QuestionOutcome,
  type Streak,
} from '../../../shared/daily-question/streak.js';
import {
  DAILY_QUESTION_MESSAGES,
  type DailyQuestionReveal,
  type DailyQuestionState,
  type DailyQuestionStats,
  type PublicDailyQuestion,
} from '../../../shared/daily-question/api.js';
import type { DailyQuestionRepository, StoredAnswer, StoredQuestion } from './repository.js';

const MAX_ATTEMPTS = 3;

/**
 * The daily question (docs/product.md#the-daily-question-and-streak): offered for the player's
 * today only (the server's day for the player, one 'today' per player: the finding was a 3-day
 * streak built in one second); the answer and the explanations leave the server only after the
 * player answered or skipped; one answer per user per day; the streak is computed here with the
 * shared rule, in the transaction of the answer.
 */
export function createDailyQuestionService(db: Db, repo: DailyQuestionRepository) {
  /** The day a request is for: the player's today (asked as a date or as `today`). */
  function dayOf(player: Player, requested: string): string {
    const date = requested === TODAY ? player.today : requested;
    const check = checkPlayDate(date, 'daily', player.today, false);
    if (!check.ok) throw new HttpError(check.status, 'DATE_NOT_PLAYABLE', check.message);
    return date;
  }

  function content(q: StoredQuestion): DailyQuestionContent {
    const parsed = dailyQuestionSchema.safeParse(q.payload);
    if (!parsed.success) throw new Error(`Stored daily question ${q.date} is invalid`);
    return parsed.data;
  }

  const publicQuestion = (q: StoredQuestion, c: DailyQuestionContent): PublicDailyQuestion => ({
    date: q.date,
    topic: q.topic,
    day: q.day,
    title: dailyQuestionTitle(q.topic, q.day),
    question: c.question,
    options: { ...c.options },
  });

  const reveal = (c: DailyQuestionContent, a: StoredAnswer): DailyQuestionReveal => ({
    selected: a.selected,
    skipped: a.skipped,
    correct: a.correct,
    correctAnswer: c.correct,
    explanation: c.explanation,
    optionExplanations: { ...c.optionExplanations },
    source: c.source,
  });

  const shown = (s: Streak | null, date: string) => ({
    current: visibleStreak(s, date),
    longest: s?.longest ?? 0,
  });

  async function stateOf(userId: string, date: string): Promise<DailyQuestionState> {
    const [q, answer, streak] = await Promise.all([
      repo.question(date),
      repo.answer(userId, date),
      repo.streak(userId),
    ]);
    if (!q) return { date, question: null, answer: null, streak: shown(streak, date) };
    const c = content(q);
    return {
      date,
      question: publicQuestion(q, c),
      answer: answer && reveal(c, answer),
      streak: shown(streak, date),
    };
  }

  async function respond(
    player: Player,
    requested: string,
    selected: OptionLetter | null,
  ): Promise<DailyQuestionState> {
    const userId = player.id;
    const date = dayOf(player, requested);
    const q = await repo.question(date);
    if (!q) throw notFound('NO_QUESTION', DAILY_QUESTION_MESSAGES.noQuestion);
    const c = content(q);
    const answer: StoredAnswer = {
      selected,
      skipped: selected === null,
      correct: selected !== null && selected === c.correct,
    };
    const outcome: QuestionOutcome = answer.skipped
      ? 'skipped'
      : answer.correct
        ? 'correct'
        : 'incorrect';
    for (let attempt = 0; ; attempt++) {
      try {
        const recorded = await db.kysely.transaction().execute(async (trx) => {
          if (!(await repo.recordAnswer(trx, userId, date, answer))) return false;
          await repo.saveStreak(
            trx,
            userId,
            nextStreak(await repo.streak(userId, trx), date, outcome),
          );
          return true;
        });
        if (!recorded) throw conflict('ALREADY_ANSWERED', DAILY_QUESTION_MESSAGES.alreadyAnswered);
        return await stateOf(userId, date);
      } catch (error) {
        // two first answers at once: the streak row's insert may collide; the retry sees the answer
        if (error instanceof HttpError || attempt + 1 >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  return {
    state: (player: Player, requested: string) => stateOf(player.id, dayOf(player, requested)),
    answer: (player: Player, requested: string, selected: OptionLetter) =>
      respond(player, requested, selected),
    skip: (player: Player, requested: string) => respond(player, requested, null),

    /** The player's answers over all days, and the streak as today's question shows it. */
    async stats(player: Player): Promise<DailyQuestionStats> {
      const [counts, streak] = await Promise.all([repo.counts(player.id), repo.streak(player.id)]);
      const tried = counts.answered - counts.skipped;
      return {
        ...counts,
        accuracyPercent: tried > 0 ? Math.round((100 * counts.correct) / tried) : null,
        currentStreak: visibleStreak(streak, player.today),
        longestStreak: streak?.longest ?? 0,
      };
    },
  };
}

export type DailyQuestionService = ReturnType<typeof createDailyQuestionService>;
