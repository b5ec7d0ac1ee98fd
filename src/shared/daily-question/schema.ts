import { z } from 'zod';

/**
 * The daily question's content and its validation. Questions come in topic weeks: one JSON file
 * per week (content/daily-questions/week-<n>-<topic-slug>.json) holds a topic and seven
 * multiple-choice questions, days 1 to 7 in order, each with options A to D, the correct letter,
 * an explanation of the answer, one explanation per option (the correct option's begins
 * 'Correct.', which the content test checks against `correct`) and the source that supports it. The modal title of a question is
 * '{topic} Week: Day {n}' (`dailyQuestionTitle`).
 */

import { OPTION_LETTERS, type OptionLetter } from './options.js';

export { OPTION_LETTERS, type OptionLetter };

export const DAYS_PER_WEEK = 7;
export const TOPIC_MAX = 60;
export const QUESTION_MAX = 1000;
export const OPTION_MAX = 300;
export const EXPLANATION_MAX = 1500;
export const SOURCE_MAX = 300;

const LETTER_LIST = 'A, B, C and D';

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required and must be a string` })
    .trim()
    .min(1, `${name} is empty`)
    .max(max, `${name} must be at most ${max} characters`);

/** An object with exactly the keys A–D, each a text named `name(letter)`. */
const byLetter = (what: string, name: (letter: OptionLetter) => string, max: number) =>
  z.strictObject(
    {
      A: text(name('A'), max),
      B: text(name('B'), max),
      C: text(name('C'), max),
      D: text(name('D'), max),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `${what} must have only the keys ${LETTER_LIST}; unexpected: ${issue.keys.join(', ')}`
          : `${what} is required and must be an object with the keys ${LETTER_LIST}`,
    },
  );

const normalised = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');

export const dailyQuestionSchema = z.object(
  {
    day: z
      .number({ error: 'day is required and must be a number' })
      .int('day must be a whole number')
      .min(1, `day must be from 1 to ${DAYS_PER_WEEK}`)
      .max(DAYS_PER_WEEK, `day must be from 1 to ${DAYS_PER_WEEK}`),
    question: text('Question text', QUESTION_MAX),
    options: byLetter('options', (letter) => `Option ${letter}`, OPTION_MAX).superRefine(
      (options, ctx) => {
        const seen = new Map<string, OptionLetter>();
        for (const letter of OPTION_LETTERS) {
          const key = normalised(options[letter]);
          const first = seen.get(key);
          if (first)
            ctx.addIssue({
              code: 'custom',
              path: [letter],
              message: `Option ${letter} repeats option ${first}; the four options must differ`,
            });
          else seen.set(key, letter);
        }
      },
    ),
    correct: z.enum(OPTION_LETTERS, {
      error: `correct is required and must be one of the letters ${LETTER_LIST}`,
    }),
    explanation: text('Explanation', EXPLANATION_MAX),
    optionExplanations: byLetter(
      'optionExplanations',
      (letter) => `Explanation of option ${letter}`,
      EXPLANATION_MAX,
    ),
    /** The reference that supports the item: a guideline, textbook or review, with its year. */
    source: text('Source', SOURCE_MAX).refine((source) => /\b(19|20)\d\d\b/.test(source), {
      message:
        'Source must name its year (e.g. "Harrison\'s Principles of Internal Medicine, 21st ed., 2022")',
    }),
  },
  {
    error:
      'Each question must be an object with day, question, options, correct, explanation, optionExplanations and source',
  },
);

export const dailyQuestionWeekSchema = z.object(
  {
    topic: text('topic', TOPIC_MAX).refine(
      (topic) => !/\bweek$/i.test(topic),
      "topic must not end in 'Week': the title adds it ('Cardiology Week: Day 3')",
    ),
    questions: z
      .array(dailyQuestionSchema, { error: 'questions is required and must be an array' })
      .length(
        DAYS_PER_WEEK,
        `A week must have exactly ${DAYS_PER_WEEK} questions, days 1 to ${DAYS_PER_WEEK}`,
      )
      .superRefine(
        (questions, ctx) => {
          // Also runs when some question is malformed, so every problem is reported in one pass.
          questions.forEach((q: unknown, i) => {
            const day = (q as { day?: unknown } | null)?.day;
            if (typeof day === 'number' && day !== i + 1)
              ctx.addIssue({
                code: 'custom',
                path: [i, 'day'],
                message: `Question ${i + 1} must be day ${i + 1}, not day ${day}: questions are days 1 to ${DAYS_PER_WEEK} in order`,
              });
          });
        },
        { when: ({ value }) => Array.isArray(value) },
      ),
  },
  { error: 'A week must be a JSON object like {"topic": "Cardiology", "questions": [ … ]}' },
);

export type DailyQuestionWeek = z.infer<typeof dailyQuestionWeekSchema>;
/** One day's question. */
export type DailyQuestionContent = z.infer<typeof dailyQuestionSchema>;

/** The modal title: 'Cardiology Week: Day 3'. */
export function dailyQuestionTitle(topic: string, day: number): string {
  return `${topic} Week: Day ${day}`;
}

/** 'questions[2].options.C: Option C is empty'. */
function issueMessage(issue: z.core.$ZodIssue): string {
  const where = issue.path
    .map((part, i) =>
      typeof part === 'number' ? `[${part}]` : `${i > 0 ? '.' : ''}${String(part)}`,
    )
    .join('');
  return where ? `${where}: ${issue.message}` : issue.message;
}

export type ParseDailyQuestionWeekResult =
  { ok: true; week: DailyQuestionWeek } | { ok: false; errors: string[] };

/** Parses untrusted week content into a week or readable messages, each naming where it applies. */
export function parseDailyQuestionWeek(data: unknown): ParseDailyQuestionWeekResult {
  const parsed = dailyQuestionWeekSchema.safeParse(data);
  return parsed.success
    ? { ok: true, week: parsed.data }
    : { ok: false, errors: parsed.error.issues.map(issueMessage) };
}
