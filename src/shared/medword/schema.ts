import { z } from 'zod';
import { WORD_LENGTH } from './schema-constants.js';

export { MAX_GUESSES, WORD_LENGTH } from './schema-constants.js';

/**
 * A MedWord puzzle as stored (content/medword/) and uploaded (docs/product.md#upload-panel): a
 * six-letter medical word, its category ('Today's Focus'), difficulty, two or three hints that
 * teach without giving the word away, an explanation shown after the game ('About {word}'), and the
 * source that supports it (docs/product.md#content-standard).
 */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required and must be a string` })
    .trim()
    .min(1, `${name} is empty`)
    .max(max, `${name} must be at most ${max} characters`);

export const medwordPuzzleSchema = z
  .object(
    {
      target_word: z
        .string({ error: 'target_word is required and must be a string' })
        .trim()
        .regex(/^[A-Za-z]{6}$/, `target_word must be ${WORD_LENGTH} letters A–Z`)
        .transform((w) => w.toUpperCase()),
      word_category: text('word_category', 60).default('Medical Term'),
      difficulty_level: z
        .enum(DIFFICULTIES, { error: "difficulty_level must be 'easy', 'medium' or 'hard'" })
        .default('medium'),
      explanation: text('explanation', 1500),
      hints: z
        .array(text('A hint', 300), { error: 'hints must be a list of texts' })
        .min(1, 'hints needs at least one hint')
        .max(5, 'hints may hold at most 5 hints'),
      source: text('source', 300).optional(),
    },
    {
      error:
        'A MedWord puzzle must be an object with target_word, word_category, difficulty_level, explanation and hints',
    },
  )
  .superRefine((p, ctx) => {
    p.hints.forEach((hint, i) => {
      if (hint.toUpperCase().includes(p.target_word))
        ctx.addIssue({
          code: 'custom',
          path: ['hints', i],
          message: `Hint ${i + 1} gives the word away`,
        });
    });
  });

export type MedwordPuzzle = z.infer<typeof medwordPuzzleSchema>;
