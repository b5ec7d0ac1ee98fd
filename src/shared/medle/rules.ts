import { distance } from 'fastest-levenshtein';
import { foldSpelling } from './spelling.js';
import {
  EMPTY_GUESS,
  GUESSES_PER_CLUE,
  MAX_GUESS_LENGTH,
  SCORE_MULTIPLIER,
  type Difficulty,
} from './schema-constants.js';

/**
 * Medle's rules (docs/product.md#medle-rules, docs/product.md#medle-scoring), pure: how a guess is
 * classed, how clues are released, when a play ends, and its score.
 */

export const VERDICTS = ['correct', 'partial', 'incorrect'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** Words longer than this count for the 'contains' test; longer than FUZZY_MIN for fuzzy. */
const CONTAINS_MIN = 3;
const FUZZY_MIN = 4;
export const FUZZY_THRESHOLD = 0.8;

/**
 * The form answers are compared in: lower case, accents off, apostrophes dropped, hyphens and
 * other punctuation as spaces, US spelling and US drug names (spelling.ts: anaemia = anemia,
 * paracetamol = acetaminophen), a possessive or eponym 's' off (Sheehan's = Sheehans = Sheehan;
 * long words only, and never 'ss', 'us' or 'is': abscess, stenosis stay whole).
 */
export function normaliseAnswer(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map(foldSpelling)
    .map((word) => (word.length >= 5 && /[^sui]s$/.test(word) ? word.slice(0, -1) : word))
    .join(' ');
}

/** The guess as recorded: trimmed, single-spaced, '(empty)' when nothing was typed. */
export function recordedGuess(raw: string): string {
  const text = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_GUESS_LENGTH);
  return text === '' ? EMPTY_GUESS : text;
}

/** Similarity of two words, 1 − edit distance ÷ the longer length. */
export function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - distance(a, b) / longest;
}

export interface Answers {
  diagnosis: string;
  accepted_answers: readonly string[];
  partial_answers: readonly string[];
}

/**
 * correct: equal to the diagnosis or an accepted answer; partial: contains a diagnosis word of
 * more than 3 letters, or equals a partial answer, or has a word of more than 4 letters within
 * the fuzzy threshold of such a diagnosis word; else incorrect. All compared normalised.
 */
export function classify(guess: string, answers: Answers): Verdict {
  const g = normaliseAnswer(guess);
  if (g === '') return 'incorrect';
  const correct = [answers.diagnosis, ...answers.accepted_answers].map(normaliseAnswer);
  if (correct.includes(g)) return 'correct';
  const diagnosisWords = normaliseAnswer(answers.diagnosis).split(' ');
  if (diagnosisWords.some((word) => word.length > CONTAINS_MIN && g.includes(word)))
    return 'partial';
  if (answers.partial_answers.some((p) => normaliseAnswer(p) === g)) return 'partial';
  const long = (words: string[]) => words.filter((w) => w.length > FUZZY_MIN);
  for (const gw of long(g.split(' ')))
    for (const dw of long(diagnosisWords))
      if (similarity(gw, dw) >= FUZZY_THRESHOLD) return 'partial';
  return 'incorrect';
}

export const guessesPerClue = (difficulty: Difficulty | undefined) =>
  GUESSES_PER_CLUE[difficulty ?? 'medium'];

export interface Staging {
  /** Clues out, at least 1. */
  cluesRevealed: number;
  /** Wrong guesses made against the latest clue. */
  guessesForClue: number;
  /** The play ended without the diagnosis (every clue out, then one more miss or Reveal). */
  revealed: boolean;
}

/**
 * After a wrong guess: one more against this clue; at the limit the next clue comes out and the
 * count starts again, and with every clue already out the play ends, revealed.
 */
export function afterMiss(s: Staging, clueCount: number, difficulty: Difficulty): Staging {
  const used = s.guessesForClue + 1;
  if (used < guessesPerClue(difficulty)) return { ...s, guessesForClue: used };
  return nextClue(s, clueCount);
}

/** Next Clue: one more clue and a fresh count; with every clue out it is Reveal Diagnosis. */
export function nextClue(s: Staging, clueCount: number): Staging {
  if (s.cluesRevealed >= clueCount) return { ...s, guessesForClue: 0, revealed: true };
  return { cluesRevealed: s.cluesRevealed + 1, guessesForClue: 0, revealed: false };
}

/**
 * The score of a won play (docs/product.md#medle-scoring): round((1000 − 2·seconds − 50·guesses −
 * 100·clues beyond the first) × multiplier), never below 0; a lost play scores 0.
 */
export function medleScore(
  seconds: number,
  guesses: number,
  cluesRevealed: number,
  difficulty: Difficulty,
  won: boolean,
): number {
  if (!won) return 0;
  const base =
    1000 - 2 * Math.max(0, seconds) - 50 * guesses - 100 * Math.max(0, cluesRevealed - 1);
  return Math.max(0, Math.round(base * SCORE_MULTIPLIER[difficulty]));
}

/**
 * The share picture (spoiler-free): one square per clue — red for each clue passed, green for
 * the one the diagnosis came on, white for those never needed; all red when not solved.
 */
export function clueSquares(cluesRevealed: number, clueCount: number, won: boolean): string {
  return Array.from({ length: clueCount }, (_, i) =>
    i < cluesRevealed - 1 || (!won && i < cluesRevealed)
      ? '🟥'
      : i === cluesRevealed - 1 && won
        ? '🟩'
        : '⬜',
  ).join('');
}

const GUESS_SQUARE: Record<Verdict, string> = { correct: '🟩', partial: '🟨', incorrect: '⬛' };

/**
 * The share picture's second line (docs/product.md#share-text): one square per guess, in order —
 * green the diagnosis, yellow a close guess, black not it. Never a guess's text.
 */
export function guessSquares(verdicts: readonly Verdict[]): string {
  return verdicts.map((v) => GUESS_SQUARE[v]).join('');
}

/** The share headline's tally: the clues used of the case's ('X' unsolved), and the guesses. */
export function medleTally(
  cluesRevealed: number,
  clueCount: number,
  guesses: number,
  won: boolean,
): string {
  return `${won ? cluesRevealed : 'X'}/${clueCount} · ${guesses} ${guesses === 1 ? 'guess' : 'guesses'}`;
}
