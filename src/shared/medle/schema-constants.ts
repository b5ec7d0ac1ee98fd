/** Medle's limits (docs/product.md#medle-rules): zod-free, for the rules and the client. */
import type { Difficulty } from '../play/difficulty.js';

export { DIFFICULTIES, DIFFICULTY_LABELS, type Difficulty } from '../play/difficulty.js';

export const MAX_GUESS_LENGTH = 100;
/** An empty guess is recorded as this text (docs/product.md#medle-rules). */
export const EMPTY_GUESS = '(empty)';
export const MIN_CLUES = 5;
export const MAX_CLUES = 6;
/** How long 'You're Close!' shows, in ms. */
export const CLOSE_POPUP_MS = 3000;

/** Guesses allowed per clue before the next one is released (default medium's 3). */
export const GUESSES_PER_CLUE: Record<Difficulty, number> = { easy: 5, medium: 3, hard: 2 };

/** The score multiplier of each difficulty (docs/product.md#medle-scoring). */
export const SCORE_MULTIPLIER: Record<Difficulty, number> = { easy: 1.0, medium: 1.2, hard: 1.5 };

/** 'Infectious_Disease' → 'Infectious Disease'. */
export const categoryLabel = (category: string) => category.replace(/_+/g, ' ').trim();
