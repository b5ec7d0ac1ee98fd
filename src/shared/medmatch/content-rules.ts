/**
 * MedMatch's rule on stored order (issue 27; docs/product.md#content-standard: stored order tells
 * nothing), over the whole set of days: each position of a round's terms holds the impostor about
 * as often as the others, and each position of a quiz question's options the key. A corpus rule:
 * one day has too few rounds to say anything, so an admin's upload is never refused by it (and the
 * server's keyed order, docs/decisions/019, makes any stored order irrelevant to play). Read by
 * `npm run content:check` and the content tests (src/server/content/content-check.ts).
 *
 * The test: Pearson's chi-square goodness of fit against the uniform spread, with n − 1 degrees
 * of freedom for n positions, failing at p < 0.001. It weighs every position at once (a habit of
 * "never first" shows as well as "always last"), and is sound when each position expects at least
 * 5 (below that a set is reported as too small to test). At p < 0.001 a set of days shuffled
 * fairly at random fails once in a thousand, while the habit issue 27 measured (the impostor last
 * in 439 of 600 rounds) scores 762. Over 600 rounds it fails once one position holds about
 * 32% of the impostors (193 of 600) at the others' expense: smaller leanings pass, which the
 * keyed order makes harmless.
 */
import { TERMS_PER_ROUND } from './schema-constants.js';

export const ORDER_RULES = {
  /** The significance level the spread is tested at. */
  pValue: 0.001,
  /** Fewest items expected per position for the test to apply. */
  minExpected: 5,
} as const;

/** Chi-square critical values at p = 0.001, by degrees of freedom (index): 1 to 5 (2 to 6 options). */
const CRITICAL_AT_0_001 = [Number.NaN, 10.828, 13.816, 16.266, 18.467, 20.515] as const;

export interface PositionSpread {
  /** 'impostor' (a round's terms) or 'quiz key' (a question's options). */
  what: 'impostor' | 'quiz key';
  /** Positions to choose from (4 terms; 2 to 6 options). */
  size: number;
  /** Items counted: rounds, or questions with `size` options. */
  items: number;
  /** counts[i]: items whose impostor (key) is stored at position i. */
  counts: number[];
  chiSquare: number;
  /** The chi-square above which the spread fails (p < ORDER_RULES.pValue). */
  critical: number;
  /** False when too few items to test (fewer than minExpected per position). */
  tested: boolean;
  fails: boolean;
}

/** The chi-square test of `positions` (each in 0…size − 1) against a uniform spread. */
export function positionSpread(
  what: PositionSpread['what'],
  size: number,
  positions: readonly number[],
): PositionSpread {
  const counts = new Array<number>(size).fill(0);
  for (const p of positions) counts[p] = (counts[p] ?? 0) + 1;
  const expected = positions.length / size;
  const chiSquare =
    expected > 0 ? counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0) : 0;
  const critical = CRITICAL_AT_0_001[size - 1] ?? Number.NaN;
  const tested = Number.isFinite(critical) && expected >= ORDER_RULES.minExpected;
  return {
    what,
    size,
    items: positions.length,
    counts,
    chiSquare,
    critical,
    tested,
    fails: tested && chiSquare > critical,
  };
}

/** What the rule reads of a day: its rounds and questions as stored. */
export interface StoredOrder {
  rounds: readonly { terms: readonly string[]; impostor: string }[];
  quiz_questions: readonly { options: readonly string[]; correct_answer: string }[];
}

export interface OrderReport {
  /** The impostors' spread, then the keys' for each number of options. */
  spreads: PositionSpread[];
  /** What breaks the rule, one sentence each. */
  problems: string[];
}

/** The stored-order rule over a set of days (valid by the schema). */
export function storedOrderReport(days: readonly StoredOrder[]): OrderReport {
  const rounds = days.flatMap((d) => d.rounds);
  const questions = days.flatMap((d) => d.quiz_questions);
  const spreads = [
    positionSpread(
      'impostor',
      TERMS_PER_ROUND,
      rounds.map((r) => r.terms.indexOf(r.impostor)),
    ),
    ...[...new Set(questions.map((q) => q.options.length))]
      .sort((a, b) => a - b)
      .map((size) =>
        positionSpread(
          'quiz key',
          size,
          questions
            .filter((q) => q.options.length === size)
            .map((q) => q.options.indexOf(q.correct_answer)),
        ),
      ),
  ];
  const problems = spreads
    .filter((s) => s.fails)
    .map(
      (s) =>
        `the ${s.what} is stored at positions ${s.counts.join('/')} of ${s.items}${s.what === 'quiz key' ? ` ${s.size}-option questions` : ' rounds'}: chi-square ${s.chiSquare.toFixed(1)} > ${s.critical} (p < ${ORDER_RULES.pValue}); re-deal them with scripts/medmatch-reorder.ts`,
    );
  return { spreads, problems };
}
