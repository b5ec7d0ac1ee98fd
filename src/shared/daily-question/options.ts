/** The answer letters (zod-free, so the client can use them without loading the schemas). */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];
