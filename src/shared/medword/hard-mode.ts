import type { EvaluatedGuess } from './rules.js';

/**
 * MedWord's Hard Mode (docs/product.md#medword-rules), as in Wordle: every hint revealed must be
 * used in the guesses after it. A green letter stays in its spot, and a yellow letter is in the
 * word (as many times as one earlier guess showed it green or yellow). Pure: the server refuses
 * a guess that breaks it, and the client says the same before sending.
 */
export const HARD_MODE_MESSAGES = {
  position: (spot: number, letter: string) => `${ordinal(spot)} letter must be ${letter}`,
  contain: (letter: string) => `Guess must contain ${letter}`,
  label: 'Hard Mode',
} as const;

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

const countOf = (word: string, letter: string) => [...word].filter((l) => l === letter).length;

/** The first green of an earlier guess that `word` moves, as its message; null when none. */
function movedGreen(guesses: readonly EvaluatedGuess[], word: string): string | null {
  for (const guess of guesses)
    for (let i = 0; i < guess.word.length; i++) {
      const letter = guess.word[i] as string;
      if (guess.states[i] === 'correct' && word[i] !== letter)
        return HARD_MODE_MESSAGES.position(i + 1, letter);
    }
  return null;
}

/** The first letter an earlier guess showed in the word that `word` has too few of. */
function missingLetter(guesses: readonly EvaluatedGuess[], word: string): string | null {
  for (const guess of guesses)
    for (let i = 0; i < guess.word.length; i++) {
      const letter = guess.word[i] as string;
      if (guess.states[i] !== 'present') continue;
      const shown = [...guess.word].filter(
        (l, j) => l === letter && guess.states[j] !== 'absent',
      ).length;
      if (countOf(word, letter) < shown) return HARD_MODE_MESSAGES.contain(letter);
    }
  return null;
}

/**
 * Why `word` may not follow `guesses` in Hard Mode ('2nd letter must be A', 'Guess must contain
 * R'): greens first, then yellows, in the order they were revealed. Null when it may.
 */
export function hardModeBreak(guesses: readonly EvaluatedGuess[], word: string): string | null {
  return movedGreen(guesses, word) ?? missingLetter(guesses, word);
}
