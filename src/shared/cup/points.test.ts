import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  dayPoints,
  formatPoints,
  MAX_POINTS_HUNDREDTHS,
  resultPoints,
  type RankedEntry,
} from './points.js';

describe('resultPoints', () => {
  it("follows the issue's formula, in hundredths", () => {
    expect(resultPoints(1, 10)).toBe(10_000); // a win in 10
    expect(resultPoints(10, 10)).toBe(1_000); // last of 10
    expect(resultPoints(2, 10)).toBe(9_000);
    expect(resultPoints(1, 1)).toBe(10_000); // a field of 1
    expect(resultPoints(3, 3)).toBe(3_333); // 33.333… rounded once
    expect(resultPoints(2, 3)).toBe(6_667); // 66.666… rounds up
    expect(resultPoints(2, 2)).toBe(5_000);
    expect(resultPoints(5, 8)).toBe(5_000);
    expect(resultPoints(1000, 1000)).toBe(10);
  });

  it('gives 0, never NaN nor an exception, for anything that is not a standing', () => {
    for (const [rank, entrants] of [
      [0, 10],
      [-1, 10],
      [11, 10],
      [1, 0],
      [0, 0],
      [1.5, 10],
      [1, 2.5],
      [Number.NaN, 10],
      [1, Number.NaN],
      [Number.POSITIVE_INFINITY, 10],
      [1, Number.POSITIVE_INFINITY],
      [1, 2 ** 60],
    ] as const) {
      expect(resultPoints(rank, entrants), `${rank} of ${entrants}`).toBe(0);
    }
  });

  it('earns more than 0 and at most 100 for every standing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat(), (entrants, r) => {
        const p = resultPoints((r % entrants) + 1, entrants);
        return Number.isInteger(p) && p > 0 && p <= MAX_POINTS_HUNDREDTHS;
      }),
    );
  });

  it('never rises as the rank falls, and a win earns 100 in any field', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 100_000 }), fc.nat(), (entrants, r) => {
        const rank = (r % (entrants - 1)) + 1;
        expect(resultPoints(1, entrants)).toBe(MAX_POINTS_HUNDREDTHS);
        expect(resultPoints(rank, entrants)).toBeGreaterThanOrEqual(
          resultPoints(rank + 1, entrants),
        );
      }),
    );
  });

  it('is worth more at the same place in a larger field', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(), (entrants, r) => {
        const rank = (r % entrants) + 1;
        expect(resultPoints(rank, entrants + 1)).toBeGreaterThanOrEqual(
          resultPoints(rank, entrants),
        );
      }),
    );
  });
});

describe('dayPoints', () => {
  const e = (userId: string, rankKey: number): RankedEntry => ({ userId, rankKey });

  it('ranks by key, lower first, with the field as the number of players', () => {
    expect(dayPoints([e('c', 30), e('a', 10), e('b', 20)])).toEqual([
      { userId: 'a', rank: 1, points: 10_000 },
      { userId: 'b', rank: 2, points: 6_667 },
      { userId: 'c', rank: 3, points: 3_333 },
    ]);
  });

  it('gives tied players the best rank of their group and the same points (1, 1, 3)', () => {
    expect(dayPoints([e('a', 5), e('b', 5), e('c', 9)])).toEqual([
      { userId: 'a', rank: 1, points: 10_000 },
      { userId: 'b', rank: 1, points: 10_000 },
      { userId: 'c', rank: 3, points: 3_333 },
    ]);
    expect(dayPoints([e('a', 1), e('b', 7), e('c', 7), e('d', 7)]).map((x) => x.points)).toEqual([
      10_000, 7_500, 7_500, 7_500,
    ]);
  });

  it('gives a field of one 100 and an empty day nothing', () => {
    expect(dayPoints([e('solo', 123)])).toEqual([{ userId: 'solo', rank: 1, points: 10_000 }]);
    expect(dayPoints([])).toEqual([]);
  });

  it("counts a player's best key once if they appear twice, and skips keys that are not numbers", () => {
    expect(dayPoints([e('a', 50), e('b', 20), e('a', 10), e('x', Number.NaN)])).toEqual([
      { userId: 'a', rank: 1, points: 10_000 },
      { userId: 'b', rank: 2, points: 5_000 },
    ]);
  });

  const entries = fc.uniqueArray(
    fc.record({ userId: fc.string({ maxLength: 6 }), rankKey: fc.integer({ min: 0, max: 20 }) }),
    { selector: (x) => x.userId, maxLength: 40 },
  );

  it('is the same whatever order the results come in (determinism)', () => {
    fc.assert(
      fc.property(
        entries.chain((l) =>
          fc.tuple(
            fc.constant(l),
            fc.shuffledSubarray(l, { minLength: l.length, maxLength: l.length }),
          ),
        ),
        ([list, shuffled]) => {
          expect(dayPoints(shuffled)).toEqual(dayPoints(list));
        },
      ),
    );
  });

  it('gives equal keys equal points and a better key at least as many points', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const out = dayPoints(list);
        const key = new Map(list.map((x) => [x.userId, x.rankKey]));
        expect(out).toHaveLength(list.length);
        for (const a of out) {
          for (const b of out) {
            const ka = key.get(a.userId) as number;
            const kb = key.get(b.userId) as number;
            if (ka === kb) expect(a.points).toBe(b.points);
            if (ka < kb) expect(a.points).toBeGreaterThan(b.points);
          }
          expect(a.points).toBeGreaterThan(0);
          expect(a.points).toBeLessThanOrEqual(MAX_POINTS_HUNDREDTHS);
        }
      }),
    );
  });
});

describe('formatPoints', () => {
  it('shows hundredths with two decimals', () => {
    expect(formatPoints(3_333)).toBe('33.33');
    expect(formatPoints(10_000)).toBe('100.00');
    expect(formatPoints(5)).toBe('0.05');
    expect(formatPoints(0)).toBe('0.00');
    expect(formatPoints(-150)).toBe('-1.50');
    expect(formatPoints(Number.NaN)).toBe('0.00');
  });
});
