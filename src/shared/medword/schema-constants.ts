/** MedWord's sizes (docs/product.md#medword-rules): zod-free, for the rules and the client. */
export const WORD_LENGTH = 6;
export const MAX_GUESSES = 6;
