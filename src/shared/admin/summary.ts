import { crosswordSchema } from '../crossword/schema.js';
import { medwordPuzzleSchema } from '../medword/schema.js';
import { medlePuzzleSchema } from '../medle/schema.js';
import { medmatchPuzzleSchema } from '../medmatch/schema.js';
import { DIFFICULTY_LABELS } from '../play/difficulty.js';
import { addDays, dayNumber, type PuzzleDate } from '../play/dates.js';
import type { GameId } from '../play/games.js';

/**
 * What the weekly test pages show of a stored puzzle (spec 03 §2 "Test pages", issue 18), pure:
 * a few facts per game, or why the stored puzzle would not load.
 */

export interface DaySummary {
  date: PuzzleDate;
  available: boolean;
  /** Label and value pairs (spec 03: MedMatch difficulty, topic, rounds; …). */
  facts: [string, string][];
  /** The stored puzzle fails its game's schema: the first problem. */
  error: string | null;
}

export interface WeekSummary {
  game: GameId;
  /** The Monday the week starts on. */
  start: PuzzleDate;
  days: DaySummary[];
}

/** The Monday on or before `date`. */
export function mondayOf(date: PuzzleDate): PuzzleDate {
  const day = dayNumber(date) ?? 0;
  // day 0 (1970-01-01) was a Thursday: Monday is 3 days before it
  const sinceMonday = (((day + 3) % 7) + 7) % 7;
  return addDays(date, -sinceMonday);
}

export const weekDates = (start: PuzzleDate): PuzzleDate[] =>
  Array.from({ length: 7 }, (_, i) => addDays(start, i));

const difficulty = (d: string) => DIFFICULTY_LABELS[d as keyof typeof DIFFICULTY_LABELS] ?? d;

function firstIssue(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  const issue = issues[0];
  if (!issue) return 'Invalid puzzle';
  return `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`;
}

/** The facts of one stored puzzle, or its first problem. */
export function summarize(
  game: GameId,
  payload: unknown,
): { facts: [string, string][]; error: string | null } {
  switch (game) {
    case 'mini':
    case 'medical': {
      const p = crosswordSchema(game).safeParse(payload);
      if (!p.success) return { facts: [], error: firstIssue(p.error.issues) };
      const g = p.data.answerGrid;
      return {
        facts: [
          ['Title', p.data.title],
          ['Size', `${g.length}x${g[0]?.length ?? 0}`],
          ['Clues', String(p.data.acrossClues.length + p.data.downClues.length)],
        ],
        error: null,
      };
    }
    case 'medword': {
      const p = medwordPuzzleSchema.safeParse(payload);
      if (!p.success) return { facts: [], error: firstIssue(p.error.issues) };
      return {
        facts: [
          ['Word', p.data.target_word],
          ['Length', String(p.data.target_word.length)],
          ['Category', p.data.word_category],
          ['Hints', String(p.data.hints.length)],
          ['Explanation', p.data.explanation ? 'Yes' : 'No'],
        ],
        error: null,
      };
    }
    case 'medle': {
      const p = medlePuzzleSchema.safeParse(payload);
      if (!p.success) return { facts: [], error: firstIssue(p.error.issues) };
      return {
        facts: [
          ['Diagnosis', p.data.diagnosis],
          ['Difficulty', difficulty(p.data.difficulty_level)],
          ['Category', p.data.category.replace(/_/g, ' ')],
          ['Clues', String(p.data.clues.length)],
        ],
        error: null,
      };
    }
    case 'medmatch': {
      const p = medmatchPuzzleSchema.safeParse(payload);
      if (!p.success) return { facts: [], error: firstIssue(p.error.issues) };
      return {
        facts: [
          ['Difficulty', difficulty(p.data.difficulty_level)],
          ['Topic', p.data.topic],
          ['Rounds', String(p.data.rounds.length)],
        ],
        error: null,
      };
    }
  }
}

/** A week of one game from its stored puzzles (date → payload). */
export function weekSummary(
  game: GameId,
  start: PuzzleDate,
  stored: ReadonlyMap<PuzzleDate, unknown>,
): WeekSummary {
  return {
    game,
    start,
    days: weekDates(start).map((date) => {
      if (!stored.has(date)) return { date, available: false, facts: [], error: null };
      const { facts, error } = summarize(game, stored.get(date));
      return { date, available: error === null, facts, error };
    }),
  };
}
