import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DAYS_PER_WEEK,
  OPTION_LETTERS,
  parseDailyQuestionWeek,
  type DailyQuestionWeek,
  type OptionLetter,
} from '../../shared/daily-question/schema.js';
import { QUESTION_RULES } from '../../shared/daily-question/quality.js';
import { checkQuestionContent } from './content-check.js';

/**
 * The built-in daily questions (content/daily-questions/week-<n>-<topic-slug>.json): at least four
 * topic weeks of seven days, each file valid, topics and questions distinct, answers spread over
 * A–D.
 */
const CONTENT_DIR = fileURLToPath(new URL('../../../content/daily-questions', import.meta.url));
const FILE_NAME = /^week-(\d+)-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$/;

const files = readdirSync(CONTENT_DIR)
  .filter((name) => name.endsWith('.json'))
  .sort((a, b) => weekNumber(a) - weekNumber(b));

function weekNumber(name: string): number {
  return Number(FILE_NAME.exec(name)?.[1] ?? Number.NaN);
}

const slugOf = (topic: string) =>
  topic
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function parseFile(name: string) {
  try {
    return parseDailyQuestionWeek(JSON.parse(readFileSync(path.join(CONTENT_DIR, name), 'utf8')));
  } catch (error) {
    return { ok: false as const, errors: [`not valid JSON: ${String(error)}`] };
  }
}

/** A file's week; a file that does not parse fails its own test with every problem listed. */
function loadWeek(name: string): DailyQuestionWeek {
  const parsed = parseFile(name);
  if (!parsed.ok) throw new Error(`${name} is not a valid week:\n${parsed.errors.join('\n')}`);
  return parsed.week;
}

const normalised = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

describe('daily question content', () => {
  it('has at least nine weeks (63 questions), named week-<n>-<topic-slug>.json from week 1 up', () => {
    expect(files.length).toBeGreaterThanOrEqual(9);
    for (const name of files) expect(name).toMatch(FILE_NAME);
    expect(files.map(weekNumber)).toEqual(files.map((_, i) => i + 1));
    expect(files.length * DAYS_PER_WEEK).toBeGreaterThanOrEqual(60);
  });

  it.each(files)('%s parses with the schema, and its name matches its topic', (name) => {
    const week = loadWeek(name);
    expect(week.questions).toHaveLength(DAYS_PER_WEEK);
    expect(FILE_NAME.exec(name)?.[2]).toBe(slugOf(week.topic));
  });

  // The set-wide checks use the files that parse (the test above reports the others).
  const weeks = files.flatMap((name) => {
    const parsed = parseFile(name);
    return parsed.ok ? [{ name, week: parsed.week }] : [];
  });
  const questions = weeks.flatMap(({ name, week }) =>
    week.questions.map((q) => ({ where: `${name} day ${q.day}`, ...q })),
  );

  it('has a different topic each week', () => {
    const topics = weeks.map(({ week }) => week.topic.toLowerCase());
    expect(new Set(topics).size).toBe(topics.length);
  });

  it('spreads the correct answers over all of A to D, roughly evenly', () => {
    const counts = Object.fromEntries(OPTION_LETTERS.map((l) => [l, 0])) as Record<
      OptionLetter,
      number
    >;
    for (const q of questions) counts[q.correct] += 1;
    const fair = questions.length / OPTION_LETTERS.length;
    for (const letter of OPTION_LETTERS) {
      expect(counts[letter], `answers keyed ${letter}`).toBeGreaterThan(0);
      expect(counts[letter], `answers keyed ${letter}`).toBeGreaterThanOrEqual(
        Math.floor(fair / 2),
      );
      expect(counts[letter], `answers keyed ${letter}`).toBeLessThanOrEqual(Math.ceil(fair * 1.5));
    }
  });

  it('names a source with its year for every item (docs/product.md#content-standard)', () => {
    for (const q of questions) expect(q.source, q.where).toMatch(/\b(19|20)\d\d\b/);
  });

  it('never repeats a question', () => {
    const seen = new Map<string, string>();
    for (const q of questions) {
      const key = normalised(q.question);
      expect(seen.get(key), `${q.where} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, q.where);
    }
  });

  it('marks the correct option, and only it, as correct in the option explanations', () => {
    for (const q of questions)
      for (const letter of OPTION_LETTERS)
        expect(
          q.optionExplanations[letter].startsWith('Correct.'),
          `${q.where}, explanation of option ${letter}`,
        ).toBe(letter === q.correct);
  });
});

/**
 * The editorial rules of the questions (docs/product.md#content-standard; QUESTION_RULES,
 * src/shared/daily-question/quality.ts) on every item; `npm run content:check` prints the same
 * summary. The key counts as the longest option when no other option has more characters
 * (trimmed, in Unicode code points): a tie for longest counts.
 */
describe('strict content rules (issue 20): daily questions', () => {
  const { report, schemaErrors } = checkQuestionContent();

  it(`has at least ${QUESTION_RULES.minItems} days of questions, each valid`, () => {
    expect(report.items).toBeGreaterThanOrEqual(QUESTION_RULES.minItems);
    expect(schemaErrors).toEqual([]);
  });

  it('has four options A–D and one key among them in every item', () => {
    expect(report.badKeys).toEqual([]);
  });

  it('does not give the key away by length: the key is the longest option (ties count) in at most a quarter of items', () => {
    expect(
      report.keyLongest.length,
      `key longest in: ${report.keyLongest.join(', ')}`,
    ).toBeLessThanOrEqual(Math.floor(report.items * QUESTION_RULES.keyLongestShareMax));
  });

  it('explains the answer and every option of every item', () => {
    expect(report.missingExplanations).toEqual([]);
  });

  it('names a source with its year for every item', () => {
    expect(report.missingSources).toEqual([]);
  });
});
