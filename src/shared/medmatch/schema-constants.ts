/**
 * MedMatch's constants (docs/product.md#medmatch-rules): zod-free, for the rules and the client.
 */
import type { Difficulty } from '../play/difficulty.js';

export { DIFFICULTIES, type Difficulty } from '../play/difficulty.js';

/** Lives by difficulty (default medium's 3). */
export const LIVES: Record<Difficulty, number> = { easy: 5, medium: 3, hard: 1 };
/** The score multiplier of each difficulty. */
export const SCORE_MULTIPLIER: Record<Difficulty, number> = { easy: 1.0, medium: 1.2, hard: 1.5 };
export const TERMS_PER_ROUND = 4;
/** The next round opens this long after a correct pick. */
export const NEXT_ROUND_MS = 1000;
