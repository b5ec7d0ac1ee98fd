import { OPTION_LETTERS } from './options.js';

/**
 * The editorial rules of the built-in daily questions (issue 20), as data, and the measure of a
 * whole set: enough days, one key among A–D, an explanation for every option, a dated source,
 * and options whose lengths do not give the key away. Works on raw items (JSON as read), so a
 * file the schema refuses is still measured; the schema (./schema.ts) checks the rest.
 */

export const QUESTION_RULES = {
  /** Days of questions shipped. */
  minItems: 60,
  /** Largest share of items whose key is the longest option (see `keyIsLongest`). */
  keyLongestShareMax: 0.25,
} as const;

const YEAR = /\b(19|20)\d\d\b/;

/** Characters of a text as a reader counts them: Unicode code points, trimmed. */
const lengthOf = (text: unknown) => (typeof text === 'string' ? [...text.trim()].length : 0);

const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';

/**
 * Whether the key is the longest option: no other option has more characters (code points,
 * trimmed). A tie for longest counts as longest: the key is still among the options that stand
 * out by length.
 */
export function keyIsLongest(options: Readonly<Record<string, unknown>>, key: string): boolean {
  const keyLength = lengthOf(options[key]);
  return OPTION_LETTERS.every((l) => l === key || lengthOf(options[l]) <= keyLength);
}

/** An item as read from a file, with a name for messages ('week-1-cardiology.json day 3'). */
export interface QuestionItem {
  where: string;
  data: unknown;
}

export interface QuestionSetReport {
  items: number;
  /** Items whose key is the longest option. */
  keyLongest: string[];
  /** keyLongest ÷ items (0 for none). */
  keyLongestShare: number;
  /** Items without one key among A–D, or without four options. */
  badKeys: string[];
  missingExplanations: string[];
  /** Items without a source naming its year. */
  missingSources: string[];
  /** What breaks QUESTION_RULES, one sentence each. */
  problems: string[];
}

interface LooseItem {
  options?: Record<string, unknown>;
  correct?: unknown;
  explanation?: unknown;
  optionExplanations?: Record<string, unknown>;
  source?: unknown;
}

const object = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : {};

export function questionSetReport(items: readonly QuestionItem[]): QuestionSetReport {
  const keyLongest: string[] = [];
  const badKeys: string[] = [];
  const missingExplanations: string[] = [];
  const missingSources: string[] = [];
  for (const { where, data } of items) {
    const q = object(data) as LooseItem;
    const options = object(q.options);
    const key = typeof q.correct === 'string' ? q.correct : '';
    const fourOptions =
      Object.keys(options).length === OPTION_LETTERS.length &&
      OPTION_LETTERS.every((l) => filled(options[l]));
    if (!fourOptions || !(OPTION_LETTERS as readonly string[]).includes(key)) badKeys.push(where);
    else if (keyIsLongest(options, key)) keyLongest.push(where);
    const explained = object(q.optionExplanations);
    const missing: string[] = [
      ...(filled(q.explanation) ? [] : ['the answer']),
      ...OPTION_LETTERS.filter((l) => !filled(explained[l])).map((l) => `option ${l}`),
    ];
    if (missing.length) missingExplanations.push(`${where} (${missing.join(', ')})`);
    if (typeof q.source !== 'string' || !YEAR.test(q.source)) missingSources.push(where);
  }
  const keyLongestShare = items.length ? keyLongest.length / items.length : 0;
  const problems: string[] = [];
  if (items.length < QUESTION_RULES.minItems)
    problems.push(`${items.length} days of questions; ship at least ${QUESTION_RULES.minItems}`);
  const allowed = Math.floor(items.length * QUESTION_RULES.keyLongestShareMax);
  if (keyLongest.length > allowed)
    problems.push(
      `the key is the longest option (ties count) in ${keyLongest.length} of ${items.length} items; at most ${allowed}: ${keyLongest.join(', ')}`,
    );
  if (badKeys.length)
    problems.push(`not four options A–D with one key among them: ${badKeys.join(', ')}`);
  if (missingExplanations.length)
    problems.push(`explanations missing: ${missingExplanations.join('; ')}`);
  if (missingSources.length) problems.push(`no source with its year: ${missingSources.join(', ')}`);
  return {
    items: items.length,
    keyLongest,
    keyLongestShare,
    badKeys,
    missingExplanations,
    missingSources,
    problems,
  };
}
