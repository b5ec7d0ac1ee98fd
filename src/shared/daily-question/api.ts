import { z } from 'zod';
import { OPTION_LETTERS, type OptionLetter } from './schema.js';

/** The daily question API's shapes (src/server/features/daily-question). */

/** The question as the player sees it before answering: no answer, no explanations. */
export interface PublicDailyQuestion {
  date: string;
  topic: string;
  day: number;
  /** '{topic} Week: Day {n}' */
  title: string;
  question: string;
  options: Record<OptionLetter, string>;
}

/** Sent only once the day's question is answered or skipped. */
export interface DailyQuestionReveal {
  selected: OptionLetter | null;
  skipped: boolean;
  correct: boolean;
  correctAnswer: OptionLetter;
  explanation: string;
  optionExplanations: Record<OptionLetter, string>;
  /** The reference that supports the question. */
  source: string;
}

export interface DailyQuestionState {
  /** The day this is for: the player's today (the server's day for the player). */
  date: string;
  question: PublicDailyQuestion | null;
  answer: DailyQuestionReveal | null;
  /** `current` is the streak as it stands today (0 once a day was missed). */
  streak: { current: number; longest: number };
}

export const answerBodySchema = z.object({
  selected: z.enum(OPTION_LETTERS, { error: 'Choose one of the options A to D.' }),
});

export const DAILY_QUESTION_MESSAGES = {
  noQuestion: 'There is no question for this day.',
  alreadyAnswered: "You have already answered today's question.",
} as const;

/** GET /api/daily-question/stats: how the player's daily questions went, over all days. */
export interface DailyQuestionStats {
  /** Days answered or skipped. */
  answered: number;
  correct: number;
  skipped: number;
  /** correct / (answered − skipped), a whole percentage; null before any answer. */
  accuracyPercent: number | null;
  /** The streak as the question shows it today (0 once a day was missed). */
  currentStreak: number;
  longestStreak: number;
}
