import { z } from 'zod';
import { normaliseAnswer } from './rules.js';
import { DIFFICULTIES, MAX_CLUES, MIN_CLUES } from './schema-constants.js';

export { DIFFICULTIES, type Difficulty } from './schema-constants.js';

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required and must be a string` })
    .trim()
    .min(1, `${name} is empty`)
    .max(max, `${name} must be at most ${max} characters`);

const answers = (name: string) =>
  z
    .array(text(`An entry of ${name}`, 100), { error: `${name} must be a list of texts` })
    .max(30, `${name} may hold at most 30 entries`)
    .default([]);

/**
 * A Medle case as stored (content/medle/) and uploaded (docs/product.md#upload-panel): the
 * diagnosis, 5–6 clues from vague to specific, the other names that count as correct, the answers
 * that are close, the explanations shown after the game, and the source
 * (docs/product.md#content-standard).
 */
export const medlePuzzleSchema = z
  .object(
    {
      category: text('category', 60)
        .regex(/^[A-Za-z&]+(_[A-Za-z&]+)*$/, 'category is words joined by underscores')
        .default('General_Medicine'),
      difficulty_level: z
        .enum(DIFFICULTIES, { error: "difficulty_level must be 'easy', 'medium' or 'hard'" })
        .default('medium'),
      diagnosis: text('diagnosis', 100),
      clues: z
        .array(text('A clue', 400), { error: 'clues must be a list of texts' })
        .min(MIN_CLUES, `clues needs at least ${MIN_CLUES} clues`)
        .max(MAX_CLUES, `clues may hold at most ${MAX_CLUES} clues`),
      accepted_answers: answers('accepted_answers'),
      partial_answers: answers('partial_answers'),
      detailed_explanation: text('detailed_explanation', 2000),
      why_diagnosis: text('why_diagnosis', 1200),
      source: text('source', 400).optional(),
    },
    {
      error:
        'A Medle case must be an object with category, difficulty_level, diagnosis, clues, accepted_answers, partial_answers, detailed_explanation and why_diagnosis',
    },
  )
  .superRefine((p, ctx) => {
    const correct = [p.diagnosis, ...p.accepted_answers].map(normaliseAnswer);
    p.partial_answers.forEach((answer, i) => {
      if (correct.includes(normaliseAnswer(answer)))
        ctx.addIssue({
          code: 'custom',
          path: ['partial_answers', i],
          message: `'${answer}' is also a correct answer`,
        });
    });
    p.clues.forEach((clue, i) => {
      const said = normaliseAnswer(clue);
      const named = correct.find((name) => name.length > 3 && ` ${said} `.includes(` ${name} `));
      if (named)
        ctx.addIssue({
          code: 'custom',
          path: ['clues', i],
          message: `Clue ${i + 1} names the diagnosis ('${named}')`,
        });
    });
  });

export type MedlePuzzle = z.infer<typeof medlePuzzleSchema>;
