import { addDays } from '../play/dates.js';

/**
 * The daily question's streak (docs/product.md#the-streak): a correct answer adds one when the last
 * answered day was yesterday and starts at 1 otherwise; a wrong answer or a skip ends it (0); a
 * second answer on the same day changes nothing; the longest streak is kept. Days are the player's
 * puzzle days (docs/product.md#dates-and-days).
 */

export interface Streak {
  current: number;
  longest: number;
  /** The last day a question was answered or skipped, 'yyyy-MM-dd'. */
  lastDate: string | null;
}

export type QuestionOutcome = 'correct' | 'incorrect' | 'skipped';

export const NO_STREAK: Streak = { current: 0, longest: 0, lastDate: null };

export function nextStreak(
  previous: Streak | null,
  today: string,
  outcome: QuestionOutcome,
): Streak {
  const prev = previous ?? NO_STREAK;
  if (prev.lastDate === today) return prev;
  let current = 0;
  if (outcome === 'correct')
    current = prev.lastDate !== null && addDays(prev.lastDate, 1) === today ? prev.current + 1 : 1;
  return { current, longest: Math.max(prev.longest, current), lastDate: today };
}

/**
 * The streak to show on `today` before answering: a streak whose last day is before yesterday is
 * already broken (the next correct answer starts again at 1), so it shows as 0.
 */
export function visibleStreak(streak: Streak | null, today: string): number {
  if (!streak?.lastDate) return 0;
  return streak.lastDate === today || addDays(streak.lastDate, 1) === today ? streak.current : 0;
}

/** '{n}-Day Streak' (docs/product.md#the-daily-question-and-streak). */
export function streakLabel(n: number): string {
  return `${n}-Day Streak`;
}
