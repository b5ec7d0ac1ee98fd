import { describe, expect, it } from 'vitest';
import {
  normalizeCategory,
  normalizeTerm,
  REPEAT_RULES,
  repeatReason,
  roundRepeatReport,
  type RepeatDay,
  type RepeatRound,
} from './repeat-rules.js';

const round = (terms: string[], impostor: string, category: string): RepeatRound => ({
  terms,
  impostor,
  category,
});

const BETA = round(
  ['Bisoprolol', 'Metoprolol', 'Atenolol', 'Propranolol'],
  'Propranolol',
  'Beta-1-selective beta blockers',
);
const OTHER = round(['Iron', 'Zinc', 'Copper', 'Vitamin C'], 'Vitamin C', 'Trace metals');

/** `count` days of one filler round each, with `at` (day index → round) put in. */
function days(count: number, at: Record<number, RepeatRound>): RepeatDay[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `day ${i + 1}`,
    rounds: [
      round([`a${i}`, `b${i}`, `c${i}`, `d${i}`], `d${i}`, `filler ${i}`),
      ...(at[i] ? [at[i]] : []),
    ],
  }));
}

describe('normalizing', () => {
  it('ignores case, accents, punctuation and spacing in terms', () => {
    expect(normalizeTerm('  Café-au-lait  MACULES ')).toBe(normalizeTerm('cafe au lait macules'));
  });

  it('treats plural, filler words and word order in categories as the same', () => {
    expect(normalizeCategory('Beta-1-selective beta blockers')).toBe(
      normalizeCategory('beta-1 selective beta-blocker drugs'),
    );
    expect(normalizeCategory('Causes of hypercalcemia')).toBe(
      normalizeCategory('Hypercalcemia causes'),
    );
    expect(normalizeCategory('Loop diuretics')).not.toBe(normalizeCategory('Thiazide diuretics'));
  });
});

describe('repeatReason', () => {
  it('finds the same four terms in any order and case', () => {
    const shuffled = round(
      ['propranolol', 'ATENOLOL', 'Metoprolol', 'Bisoprolol'],
      'Atenolol',
      'Something else',
    );
    expect(repeatReason(BETA, shuffled)).toBe('the same four terms');
  });

  it('finds the same category and impostor with other terms', () => {
    const b = round(
      ['Nebivolol', 'Esmolol', 'Propranolol', 'Betaxolol'],
      'Propranolol',
      'beta-1 selective beta-blocker drugs',
    );
    expect(repeatReason(BETA, b)).toMatch(/same category and odd one out/);
  });

  it('finds the same impostor with 3 of 4 terms under a reworded category', () => {
    const b = round(
      ['Bisoprolol', 'Metoprolol', 'Atenolol', 'Propranolol'].slice(0, 3).concat('Propranolol'),
      'Propranolol',
      'Cardioselective blockers',
    );
    const c = round(
      ['Bisoprolol', 'Metoprolol', 'Nebivolol', 'Propranolol'],
      'Propranolol',
      'Cardioselective blockers',
    );
    expect(repeatReason(BETA, c)).toBe('the same odd one out (Propranolol) and 3 of 4 terms');
    expect(repeatReason(BETA, b)).toBe('the same four terms');
  });

  it('lets a shared impostor pass under another category with fewer shared terms', () => {
    const b = round(['Propranolol', 'Timolol', 'Nadolol', 'Atenolol'], 'Atenolol', 'Nonselective');
    const c = round(['Metoprolol', 'Timolol', 'Nadolol', 'Propranolol'], 'Propranolol', 'Other');
    expect(repeatReason(BETA, b)).toBeUndefined();
    expect(repeatReason(BETA, c)).toBeUndefined();
    expect(repeatReason(BETA, OTHER)).toBeUndefined();
  });
});

describe('roundRepeatReport', () => {
  const window = REPEAT_RULES.windowDays;

  it('reports a repeat inside the window, naming both days and rounds', () => {
    const report = roundRepeatReport(days(30, { 1: BETA, 22: { ...BETA } }));
    expect(report.problems).toEqual([
      'day 23 round 2 repeats day 2 round 2, 21 days earlier: the same four terms',
    ]);
    expect(report.repeats[0]).toMatchObject({ earlierDay: 1, laterDay: 22 });
  });

  it(`reports ${window} days apart, not ${window + 1}`, () => {
    expect(roundRepeatReport(days(window + 2, { 0: BETA, [window]: BETA })).problems).toHaveLength(
      1,
    );
    expect(roundRepeatReport(days(window + 2, { 0: BETA, [window + 1]: BETA })).problems).toEqual(
      [],
    );
  });

  it('reports a repeat within one day', () => {
    const d: RepeatDay[] = [{ name: 'day 1', rounds: [BETA, OTHER, BETA] }];
    expect(roundRepeatReport(d).problems).toEqual([
      'day 1 round 3 repeats day 1 round 1, 0 days earlier: the same four terms',
    ]);
  });

  it('passes days without repeats', () => {
    expect(roundRepeatReport(days(70, { 0: BETA, 5: OTHER })).problems).toEqual([]);
  });
});
