import { describe, expect, it } from 'vitest';
import { addDays } from './dates.js';
import {
  calendarDays,
  computeStats,
  dailyDays,
  guessDistribution,
  outcomeOf,
  STATS_CHART_DAYS,
  type ResultOutcome,
  type StatsResult,
} from './stats.js';

const TODAY = '2026-11-21';
const day = (n: number) => addDays(TODAY, n);
const result = (n: number, outcome: ResultOutcome = 'solved', timeSeconds = 60): StatsResult => ({
  date: day(n),
  outcome,
  timeSeconds,
});
const mini = (results: StatsResult[]) =>
  computeStats({
    game: 'mini',
    today: TODAY,
    results,
    days: dailyDays(TODAY, results),
    lastIsOpen: true,
  });

describe('calendarDays and dailyDays', () => {
  it('lists every day between two dates, across month and leap-year ends', () => {
    expect(calendarDays('2028-02-27', '2028-03-01')).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(calendarDays('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01']);
    expect(calendarDays(TODAY, day(-1))).toEqual([]);
    expect(() => calendarDays('2026-02-30', TODAY)).toThrow(RangeError);
  });

  it("a daily game's days: the chart's 30, or from the first result when earlier", () => {
    expect(dailyDays(TODAY, [])).toHaveLength(STATS_CHART_DAYS);
    expect(dailyDays(TODAY, [])[0]).toBe(day(-29));
    const long = dailyDays(TODAY, [result(-100)]);
    expect(long[0]).toBe(day(-100));
    expect(long.at(-1)).toBe(TODAY);
  });
});

describe('computeStats', () => {
  it('a new player: zeros, no times, an empty 30-day chart ending today', () => {
    const stats = mini([]);
    expect(stats).toMatchObject({
      game: 'mini',
      today: TODAY,
      played: 0,
      solved: 0,
      solvedPercent: 0,
      currentStreak: 0,
      longestStreak: 0,
      bestSeconds: null,
      averageSeconds: null,
    });
    expect(stats.chart).toHaveLength(30);
    expect(stats.chart[29]).toEqual({ date: TODAY, status: 'none', timeSeconds: null });
    expect(stats.chart[0]?.date).toBe(day(-29));
  });

  it('counts played and solved; a revealed or lost result is played, not solved', () => {
    const stats = mini([
      result(-3, 'solved', 50),
      result(-2, 'revealed', 20),
      result(-1, 'unsolved', 30),
      result(0, 'solved', 71),
    ]);
    expect(stats).toMatchObject({ played: 4, solved: 2, solvedPercent: 50 });
    expect(stats.bestSeconds).toBe(50);
    expect(stats.averageSeconds).toBe(61); // (50 + 71) / 2 = 60.5, rounded
  });

  it('rounds the solved percentage', () => {
    expect(mini([result(-2), result(-1), result(0, 'revealed')]).solvedPercent).toBe(67);
  });

  it('charts the ranked time when solved, the outcome otherwise, and nothing for other days', () => {
    const { chart } = mini([result(-2, 'solved', 47), result(-1, 'revealed', 12)]);
    expect(chart.slice(-3)).toEqual([
      { date: day(-2), status: 'solved', timeSeconds: 47 },
      { date: day(-1), status: 'revealed', timeSeconds: null },
      { date: TODAY, status: 'none', timeSeconds: null },
    ]);
  });

  it('the current streak counts up to today, or up to yesterday while today is unsolved', () => {
    expect(mini([result(-2), result(-1), result(0)]).currentStreak).toBe(3);
    expect(mini([result(-2), result(-1)]).currentStreak).toBe(2);
    // a day missed before yesterday ends it
    expect(mini([result(-3), result(-2)]).currentStreak).toBe(0);
    // a reveal today ends it (today is played, not solved)
    expect(mini([result(-2), result(-1), result(0, 'revealed')]).currentStreak).toBe(2);
  });

  it('a reveal or a missed day breaks a streak; the longest is kept', () => {
    const stats = mini([
      result(-10),
      result(-9),
      result(-8),
      result(-7),
      result(-6, 'revealed'),
      result(-5),
      result(-3),
      result(-2),
    ]);
    expect(stats.longestStreak).toBe(4);
    expect(stats.currentStreak).toBe(0); // yesterday not solved, today not yet
  });

  it('counts streaks over the whole history, beyond the chart', () => {
    const results = Array.from({ length: 45 }, (_, i) => result(-i));
    const stats = mini(results);
    expect(stats).toMatchObject({ currentStreak: 45, longestStreak: 45, played: 45 });
    expect(stats.chart).toHaveLength(30);
    expect(stats.chart.every((d) => d.status === 'solved')).toBe(true);
  });

  it('ignores results dated after today', () => {
    expect(mini([result(1)])).toMatchObject({ played: 0, currentStreak: 0 });
  });

  it("a weekly game's days are its puzzle dates: a streak runs from puzzle to puzzle", () => {
    const dates = [day(-21), day(-14), day(-7), day(-2)]; // the last is this week's
    const weekly = (results: StatsResult[], lastIsOpen = true) =>
      computeStats({ game: 'medical', today: TODAY, results, days: dates, lastIsOpen });
    const solvedWeeks = [result(-21), result(-14), result(-7)];
    expect(weekly(solvedWeeks)).toMatchObject({ currentStreak: 3, longestStreak: 3 });
    expect(weekly([...solvedWeeks, result(-2)]).currentStreak).toBe(4);
    // this week's puzzle no longer in play (none published since): unsolved, it ends the streak
    expect(weekly(solvedWeeks, false).currentStreak).toBe(0);
    expect(weekly(solvedWeeks).chart.map((d) => d.date)).toEqual(dates);
  });
});

describe('outcomeOf', () => {
  it('reads a stored result: revealed, solved (ranked or held for review), or unsolved', () => {
    const r = { assisted: false, eligible: true, review: null } as const;
    expect(outcomeOf(r)).toBe('solved');
    expect(outcomeOf({ ...r, assisted: true, eligible: false })).toBe('revealed');
    expect(outcomeOf({ ...r, eligible: false, review: 'pending' })).toBe('solved');
    expect(outcomeOf({ ...r, review: 'accepted' })).toBe('solved');
    expect(outcomeOf({ ...r, eligible: false, review: 'rejected' })).toBe('unsolved');
    expect(outcomeOf({ ...r, eligible: false })).toBe('unsolved'); // lost
  });
});

describe('guessDistribution', () => {
  const word = (n: number, guesses: number, outcome: ResultOutcome = 'solved'): StatsResult => ({
    ...result(n, outcome),
    guesses,
  });

  it("counts MedWord's solves by guesses and marks today's", () => {
    const d = guessDistribution('medword', TODAY, [
      word(-3, 4),
      word(-2, 4),
      word(-1, 2),
      word(0, 3),
      word(-4, 6, 'unsolved'),
      word(-5, 5, 'revealed'),
    ]);
    expect(d).toEqual({ measure: 'guesses', counts: [0, 1, 1, 2, 0, 0], today: 3 });
  });

  it("counts Medle's solves by clues used, not by guesses", () => {
    const medle = (n: number, guesses: number, clues: number): StatsResult => ({
      ...result(n, 'solved'),
      guesses,
      cluesRevealed: clues,
    });
    expect(
      guessDistribution('medle', TODAY, [medle(-2, 5, 2), medle(-1, 1, 1), medle(0, 3, 2)]),
    ).toEqual({
      measure: 'clues',
      counts: [1, 2, 0, 0, 0, 0],
      today: 2,
    });
  });

  it("counts MedMatch's wins by lives left", () => {
    const run = (n: number, lives: number): StatsResult => ({
      ...result(n, 'solved'),
      livesRemaining: lives,
    });
    expect(guessDistribution('medmatch', TODAY, [run(-1, 3), run(0, 1)])).toEqual({
      measure: 'lives',
      counts: [1, 0, 1, 0, 0],
      today: 1,
    });
  });

  it('has no row for today until today is solved, and none at all for the crosswords', () => {
    expect(guessDistribution('medword', TODAY, [word(-1, 1), word(0, 6, 'unsolved')])).toEqual({
      measure: 'guesses',
      counts: [1, 0, 0, 0, 0, 0],
      today: null,
    });
    expect(guessDistribution('mini', TODAY, [result(0)])).toBeNull();
    expect(mini([result(0)]).distribution).toBeNull();
  });
});
