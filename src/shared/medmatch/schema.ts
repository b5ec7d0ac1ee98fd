import { z } from 'zod';
import { DIFFICULTIES, TERMS_PER_ROUND } from './schema-constants.js';

export { DIFFICULTIES, type Difficulty } from './schema-constants.js';

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required and must be a string` })
    .trim()
    .min(1, `${name} is empty`)
    .max(max, `${name} must be at most ${max} characters`);

const roundSchema = z
  .object({
    terms: z
      .array(text('A term', 80), { error: 'terms must be a list of texts' })
      .length(TERMS_PER_ROUND, `A round has ${TERMS_PER_ROUND} terms`),
    impostor: text('impostor', 80),
    category: text('category', 120),
    why_impostor: text('why_impostor', 600),
  })
  .superRefine((r, ctx) => {
    if (!r.terms.includes(r.impostor))
      ctx.addIssue({
        code: 'custom',
        path: ['impostor'],
        message: 'impostor is not one of the terms',
      });
    if (new Set(r.terms.map((t) => t.toLowerCase())).size !== r.terms.length)
      ctx.addIssue({ code: 'custom', path: ['terms'], message: 'A round repeats a term' });
  });

const quizSchema = z
  .object({
    round_number: z.number().int().min(1),
    question_text: text('question_text', 600),
    options: z.array(text('An option', 200)).min(2).max(6),
    correct_answer: text('correct_answer', 200),
    explanation: text('explanation', 800),
  })
  .superRefine((q, ctx) => {
    if (!q.options.includes(q.correct_answer))
      ctx.addIssue({
        code: 'custom',
        path: ['correct_answer'],
        message: 'correct_answer is not one of the options',
      });
    if (new Set(q.options.map((o) => o.toLowerCase())).size !== q.options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'A question repeats an option' });
  });

/**
 * A MedMatch day as stored (content/medmatch/) and uploaded (docs/product.md#upload-panel):
 * difficulty, topic, the rounds (its own list sets the count: docs/product.md#medmatch-rules), the
 * day's mini-quiz, and the source (docs/product.md#content-standard).
 */
export const medmatchPuzzleSchema = z
  .object(
    {
      difficulty_level: z
        .enum(DIFFICULTIES, { error: "difficulty_level must be 'easy', 'medium' or 'hard'" })
        .default('medium'),
      topic: text('topic', 80),
      rounds: z
        .array(roundSchema, { error: 'rounds must be a list' })
        .min(1, 'rounds needs at least one round')
        .max(20, 'rounds may hold at most 20 rounds'),
      quiz_questions: z.array(quizSchema).max(20).default([]),
      source: text('source', 400).optional(),
    },
    {
      error: 'A MedMatch day must be an object with difficulty_level, topic and rounds',
    },
  )
  .superRefine((p, ctx) => {
    p.quiz_questions.forEach((q, i) => {
      if (q.round_number > p.rounds.length)
        ctx.addIssue({
          code: 'custom',
          path: ['quiz_questions', i, 'round_number'],
          message: `round_number ${q.round_number} is past the last round`,
        });
    });
    const seen = new Set<string>();
    for (const term of p.rounds.flatMap((r) => r.terms)) {
      const key = term.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['rounds'],
          message: `'${term}' appears in two rounds`,
        });
      seen.add(key);
    }
  });

export type MedmatchPuzzle = z.infer<typeof medmatchPuzzleSchema>;
