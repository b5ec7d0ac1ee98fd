import { MAX_GUESSES, WORD_LENGTH } from './schema-constants.js';

/**
 * MedWord's rules (docs/product.md#medword-rules, docs/product.md#medword-scoring). Pure and
 * zod-free: the server decides every guess with them; the client uses the same functions to show
 * the keyboard.
 */
export type LetterState = 'correct' | 'present' | 'absent';
export type KeyState = LetterState | 'unused';

export interface EvaluatedGuess {
  word: string;
  states: LetterState[];
}

/**
 * Colours a guess against the target: exact-position matches first, then letters present
 * elsewhere, each counted only as many times as it remains unmatched in the target; else absent.
 * (Target ANEMIA, guess BANANA → absent present present absent absent correct.)
 */
export function evaluate(guess: string, target: string): LetterState[] {
  const states: LetterState[] = Array.from({ length: guess.length }, () => 'absent');
  const left = new Map<string, number>();
  for (let i = 0; i < target.length; i++) {
    if (guess[i] === target[i]) states[i] = 'correct';
    else left.set(target[i] as string, (left.get(target[i] as string) ?? 0) + 1);
  }
  for (let i = 0; i < guess.length; i++) {
    const letter = guess[i] as string;
    if (states[i] === 'correct') continue;
    const n = left.get(letter) ?? 0;
    if (n > 0) {
      states[i] = 'present';
      left.set(letter, n - 1);
    }
  }
  return states;
}

const RANK: Record<KeyState, number> = { unused: 0, absent: 1, present: 2, correct: 3 };

/** Each letter's key state: the best state it has had in any guess (correct > present > absent). */
export function keyStates(guesses: readonly EvaluatedGuess[]): Record<string, KeyState> {
  const keys: Record<string, KeyState> = {};
  for (const { word, states } of guesses)
    [...word].forEach((letter, i) => {
      const state = states[i] ?? 'absent';
      if (RANK[state] > RANK[keys[letter] ?? 'unused']) keys[letter] = state;
    });
  return keys;
}

const GUESS_SHAPE = new RegExp(`^[A-Za-z]{${WORD_LENGTH}}$`);

/**
 * A guess as typed, upper-cased, or null when it is not six letters A–Z (either case). The shape
 * is checked before upper-casing: 'ı'.toUpperCase() is 'I' and 'ﬁ'.toUpperCase() is 'FI', so a
 * letter of another alphabet or a ligature would otherwise pass as A–Z.
 */
export function parseGuess(raw: string): string | null {
  const typed = raw.trim();
  return GUESS_SHAPE.test(typed) ? typed.toUpperCase() : null;
}

export type MedwordStatus = 'playing' | 'won' | 'lost';

export function medwordStatus(guesses: readonly string[], target: string): MedwordStatus {
  if (guesses.includes(target)) return 'won';
  return guesses.length >= MAX_GUESSES ? 'lost' : 'playing';
}

/**
 * Score (docs/product.md#medword-scoring): 1000 − 2 per second − 50 per guess, never below 0; 0
 * when lost.
 */
export function medwordScore(seconds: number, guesses: number, won: boolean): number {
  if (!won) return 0;
  return Math.max(0, 1000 - 2 * Math.max(0, Math.floor(seconds)) - 50 * guesses);
}

/** The emoji row of a guess for sharing: green/yellow/grey, or orange/blue in high contrast. */
export function emojiRow(states: readonly LetterState[], highContrast = false): string {
  const tile: Record<LetterState, string> = highContrast
    ? { correct: '🟧', present: '🟦', absent: '⬜' }
    : { correct: '🟩', present: '🟨', absent: '⬜' };
  return states.map((s) => tile[s]).join('');
}
