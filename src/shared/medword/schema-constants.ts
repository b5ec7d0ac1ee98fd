/** MedWord's sizes (spec 03 §9): zod-free, for the rules and the client. */
export const WORD_LENGTH = 6;
export const MAX_GUESSES = 6;
