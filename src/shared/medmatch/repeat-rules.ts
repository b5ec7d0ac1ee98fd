/**
 * MedMatch's rule on repeats (issue 30; docs/product.md#content-standard: no round's four terms,
 * nor its (category, odd one out), again within 60 days). A corpus rule over the days in
 * publishing order, read by `npm run content:check` and the content tests
 * (src/server/content/content-check.ts).
 *
 * Two rounds repeat when their days are at most REPEAT_RULES.windowDays apart (day index, one
 * file a day) and (a) their four terms are the same set, (b) their normalized category and
 * impostor are the same, or (c) they share the impostor and at least 3 of 4 terms (a reworded
 * category). The sample schedule does not wrap around: file k is published once, on install day
 * − 8 + k (src/server/content/sample-content.ts), so day 060 is never followed by day 001 and only
 * forward distances count.
 */

export const REPEAT_RULES = {
  /** Rounds of days this many days apart or closer must not repeat. */
  windowDays: 60,
  /** Shared terms that, with the same impostor, make a repeat. */
  sharedTermsWithImpostor: 3,
} as const;

export interface RepeatRound {
  terms: readonly string[];
  impostor: string;
  category: string;
}

export interface RepeatDay {
  /** How the day is named in a problem (its file name). */
  name: string;
  rounds: readonly RepeatRound[];
}

/** A term or impostor compared: lower case, accents, punctuation and spacing ignored. */
export function normalizeTerm(term: string): string {
  return term
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Words that only reword a category ("drugs", "agents", "the"…), dropped before comparing. */
const FILLER = new Set([
  'a',
  'an',
  'the',
  'of',
  'and',
  'or',
  'that',
  'which',
  'with',
  'drug',
  'agent',
  'medication',
  'medicine',
  'type',
  'cause',
]);

/** One word, singular: "bacteria" stays, "drugs" → "drug", "causes" → "cause". */
function singular(word: string): string {
  if (word.length <= 3 || /(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** A category compared: normalized words, singular, fillers dropped, order ignored. */
export function normalizeCategory(category: string): string {
  return normalizeTerm(category)
    .split(' ')
    .map(singular)
    .filter((w) => w && !FILLER.has(w))
    .sort()
    .join(' ');
}

/** Why two rounds count as a repeat, or undefined when they do not. */
export function repeatReason(a: RepeatRound, b: RepeatRound): string | undefined {
  const termsA = new Set(a.terms.map(normalizeTerm));
  const termsB = new Set(b.terms.map(normalizeTerm));
  const shared = [...termsA].filter((t) => termsB.has(t)).length;
  if (shared === termsA.size && termsA.size === termsB.size) return 'the same four terms';
  const sameImpostor = normalizeTerm(a.impostor) === normalizeTerm(b.impostor);
  if (sameImpostor && normalizeCategory(a.category) === normalizeCategory(b.category))
    return `the same category and odd one out ("${b.category}", ${b.impostor})`;
  if (sameImpostor && shared >= REPEAT_RULES.sharedTermsWithImpostor)
    return `the same odd one out (${b.impostor}) and ${shared} of 4 terms`;
  return undefined;
}

export interface RoundRepeat {
  /** Index (0-based) of the earlier and the later day in publishing order. */
  earlierDay: number;
  laterDay: number;
  /** Round numbers (1-based) within their days. */
  earlierRound: number;
  laterRound: number;
  reason: string;
}

export interface RepeatReport {
  repeats: RoundRepeat[];
  /** One sentence per repeat, naming both days and rounds. */
  problems: string[];
}

/** Every pair of rounds within the window that repeats, for days in publishing order. */
export function roundRepeatReport(days: readonly RepeatDay[]): RepeatReport {
  const repeats: RoundRepeat[] = [];
  for (let i = 0; i < days.length; i++)
    for (let j = i; j < days.length && j - i <= REPEAT_RULES.windowDays; j++)
      days[i]!.rounds.forEach((a, ra) =>
        days[j]!.rounds.forEach((b, rb) => {
          if (i === j && rb <= ra) return;
          const reason = repeatReason(a, b);
          if (reason)
            repeats.push({
              earlierDay: i,
              laterDay: j,
              earlierRound: ra + 1,
              laterRound: rb + 1,
              reason,
            });
        }),
      );
  const problems = repeats.map(
    (r) =>
      `${days[r.laterDay]!.name} round ${r.laterRound} repeats ${days[r.earlierDay]!.name} round ${r.earlierRound}, ${r.laterDay - r.earlierDay} days earlier: ${r.reason}`,
  );
  return { repeats, problems };
}
