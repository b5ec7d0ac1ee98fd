import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GAME_IDS } from '../play/games.js';
import { dayPoints, MAX_POINTS_HUNDREDTHS, type EntryPoints } from './points.js';
import {
  CUP_BEST_N,
  CUP_MIN_PLAYERS,
  memberDay,
  memberDays,
  schoolDay,
  weekStanding,
  type SchoolWeek,
} from './standings.js';
import { weekOf, type CupWeek } from './week.js';

const W = (weekOf('2026-11-25') as { ok: true; week: CupWeek }).week; // 23rd to 29th November
const SETTLED = new Date('2026-11-30T12:00:00.000Z'); // the Sunday has ended everywhere
const p = (userId: string, points: number): EntryPoints => ({ userId, rank: 1, points });

describe('memberDay', () => {
  it("sums a player's points over the day's games", () => {
    const games = [[p('a', 10_000), p('b', 5_000)], [p('b', 3_333)], [p('a', 1_000)], []];
    expect(memberDay('a', games)).toBe(11_000);
    expect(memberDay('b', games)).toBe(8_333);
    expect(memberDay('nobody', games)).toBe(0);
    expect(memberDays(games)).toEqual(
      new Map([
        ['a', 11_000],
        ['b', 8_333],
      ]),
    );
  });

  it('counts points that are not whole and non-negative as nothing', () => {
    expect(memberDay('a', [[p('a', Number.NaN)], [p('a', -5)], [p('a', 200)]])).toBe(200);
  });
});

describe('schoolDay', () => {
  it('is the mean of the best 5 members when 6 played', () => {
    // the 1 000 is the sixth and does not count: (9 + 8 + 7 + 6 + 5) × 1 000 / 5
    expect(schoolDay([5_000, 9_000, 1_000, 7_000, 8_000, 6_000])).toBe(7_000);
    expect(CUP_BEST_N).toBe(5);
  });

  it('is the mean of those it has when fewer than 5 played (2 members)', () => {
    expect(schoolDay([12_000, 8_000])).toBe(10_000); // not (12 000 + 8 000) / 5
    expect(schoolDay([30_000])).toBe(30_000);
    expect(schoolDay([])).toBe(0);
  });

  it('rounds the mean once to hundredths, half up', () => {
    expect(schoolDay([1, 0, 0])).toBe(0); // 0.33
    expect(schoolDay([2, 0, 0])).toBe(1); // 0.67
    expect(schoolDay([1, 0])).toBe(1); // 0.5
    expect(schoolDay([10_000, 10_000, 3_333])).toBe(7_778); // 7 777.67
  });

  it('takes another N, and falls back to 5 for an N that is not a count', () => {
    expect(schoolDay([9, 6, 3], 2)).toBe(8); // 7.5 rounds up
    expect(schoolDay([10, 8, 6, 4, 2, 0], 0)).toBe(6);
    expect(schoolDay([10, 8, 6, 4, 2, 0], Number.NaN)).toBe(6);
  });

  it("lies between the school's weakest and strongest counted member, whatever its size", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(50_000), { minLength: 1, maxLength: 30 }), (days) => {
        const best = [...days].sort((a, b) => b - a).slice(0, CUP_BEST_N);
        const s = schoolDay(days);
        expect(s).toBeLessThanOrEqual(best[0] as number);
        expect(s).toBeGreaterThanOrEqual(best[best.length - 1] as number);
        // a member with a day of 0 changes nothing once 5 played, and lowers the mean before
        if (days.length >= CUP_BEST_N) expect(schoolDay([...days, 0])).toBe(s);
        else expect(schoolDay([...days, 0])).toBeLessThanOrEqual(s);
      }),
    );
  });

  it('never exceeds 100 points per game, from real days of all five games', () => {
    const game = fc.uniqueArray(
      fc.record({
        userId: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'x', 'y'),
        rankKey: fc.nat(9),
      }),
      { selector: (e) => e.userId },
    );
    fc.assert(
      fc.property(
        fc.array(game, { minLength: GAME_IDS.length, maxLength: GAME_IDS.length }),
        (raw) => {
          const games = raw.map(dayPoints);
          const days = [...memberDays(games).values()];
          for (const d of days)
            expect(d).toBeLessThanOrEqual(MAX_POINTS_HUNDREDTHS * GAME_IDS.length);
          expect(schoolDay(days)).toBeLessThanOrEqual(MAX_POINTS_HUNDREDTHS * GAME_IDS.length);
          const reversed = raw.map((g) => dayPoints([...g].reverse()));
          expect(schoolDay([...memberDays(reversed).values()].reverse())).toBe(schoolDay(days));
        },
      ),
    );
  });
});

describe('weekStanding', () => {
  const school = (
    schoolId: string,
    players: number,
    daily: Record<string, number>,
  ): SchoolWeek => ({
    schoolId,
    players,
    daily,
  });

  it('sums the seven days and ignores days outside the week', () => {
    const rows = weekStanding(
      [
        school('s', 3, {
          '2026-11-23': 100,
          '2026-11-29': 250,
          '2026-11-30': 9_999,
          '2026-11-22': 9_999,
        }),
      ],
      W,
      SETTLED,
    );
    expect(rows).toEqual([{ schoolId: 's', points: 350, players: 3, rank: 1, provisional: false }]);
  });

  it('ranks by points, ties share a rank and are ordered by school id', () => {
    const rows = weekStanding(
      [
        school('zeta', 4, { '2026-11-24': 500 }),
        school('alpha', 3, { '2026-11-25': 500 }),
        school('mid', 9, { '2026-11-23': 900 }),
        school('low', 3, { '2026-11-23': 100 }),
      ],
      W,
      SETTLED,
    );
    expect(rows.map((r) => [r.schoolId, r.points, r.rank])).toEqual([
      ['mid', 900, 1],
      ['alpha', 500, 2],
      ['zeta', 500, 2],
      ['low', 100, 4],
    ]);
  });

  it('lists schools with fewer than 3 players after the ranked ones, unranked', () => {
    expect(CUP_MIN_PLAYERS).toBe(3);
    const rows = weekStanding(
      [
        school('big-but-two', 2, { '2026-11-23': 50_000 }),
        school('three', 3, { '2026-11-23': 10 }),
        school('one', 1, { '2026-11-23': 60_000 }),
        school('none', 0, {}),
      ],
      W,
      SETTLED,
    );
    expect(rows.map((r) => [r.schoolId, r.rank])).toEqual([
      ['three', 1],
      ['one', null],
      ['big-but-two', null],
      ['none', null],
    ]);
  });

  it('treats a player count that is not a count as no players', () => {
    const rows = weekStanding([school('s', Number.NaN, { '2026-11-23': 10 })], W, SETTLED);
    expect(rows[0]).toMatchObject({ players: 0, rank: null });
  });

  it('marks rows provisional until the Sunday has ended everywhere', () => {
    const schools = [school('a', 3, { '2026-11-23': 10 }), school('b', 1, {})];
    const at = SETTLED.getTime();
    expect(weekStanding(schools, W, new Date(at - 1)).map((r) => r.provisional)).toEqual([
      true,
      true,
    ]);
    expect(weekStanding(schools, W, new Date(at)).map((r) => r.provisional)).toEqual([
      false,
      false,
    ]);
    // mid-week: still provisional, with points for the days so far
    const midweek = weekStanding(schools, W, new Date('2026-11-25T12:00:00.000Z'));
    expect(midweek[0]).toMatchObject({ points: 10, provisional: true });
  });

  it('is the same whatever order the schools come in, ranks ascending then nulls', () => {
    const schoolArb = fc.uniqueArray(
      fc.record({
        schoolId: fc.string({ maxLength: 4 }),
        players: fc.nat(6),
        daily: fc.dictionary(fc.constantFrom(...W.days), fc.nat(3)),
      }),
      { selector: (s) => s.schoolId, maxLength: 15 },
    );
    fc.assert(
      fc.property(schoolArb, (schools) => {
        const rows = weekStanding(schools, W, SETTLED);
        expect(weekStanding([...schools].reverse(), W, SETTLED)).toEqual(rows);
        expect(rows).toHaveLength(schools.length);
        const firstNull = rows.findIndex((r) => r.rank === null);
        const ranked = firstNull === -1 ? rows : rows.slice(0, firstNull);
        expect(rows.slice(ranked.length).every((r) => r.rank === null)).toBe(true);
        ranked.forEach((r, i) => {
          const prev = ranked[i - 1];
          if (!prev) return expect(r.rank).toBe(1);
          expect(r.points).toBeLessThanOrEqual(prev.points);
          expect(r.rank).toBe(r.points === prev.points ? prev.rank : i + 1);
        });
      }),
    );
  });
});
