/** Medle's limits (spec 03 §9 "Medle"): zod-free, for the rules and the client. */
export const MAX_GUESS_LENGTH = 100;
/** An empty guess is recorded as this text (spec 03 §5 "Medle guess"). */
export const EMPTY_GUESS = '(empty)';
export const MIN_CLUES = 5;
export const MAX_CLUES = 6;
/** How long 'You're Close!' shows, in ms. */
export const CLOSE_POPUP_MS = 3000;

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Guesses allowed per clue before the next one is released (default medium's 3). */
export const GUESSES_PER_CLUE: Record<Difficulty, number> = { easy: 5, medium: 3, hard: 2 };

/** The score multiplier of each difficulty (DECISIONS "Word games"). */
export const SCORE_MULTIPLIER: Record<Difficulty, number> = { easy: 1.0, medium: 1.2, hard: 1.5 };

/** The difficulty badge (spec 03 §9): its word says it, the colour only repeats it. */
export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: 'Introductory',
  medium: 'Moderate',
  hard: 'Complex',
};

/** 'Infectious_Disease' → 'Infectious Disease'. */
export const categoryLabel = (category: string) => category.replace(/_+/g, ' ').trim();
