import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../play/dates.js';
import { nextStreak, NO_STREAK, streakLabel, visibleStreak, type Streak } from './streak.js';

const D = '2026-11-21';

describe('nextStreak', () => {
  it('starts at 1 with a first correct answer, 0 with a first wrong answer or skip', () => {
    expect(nextStreak(null, D, 'correct')).toEqual({ current: 1, longest: 1, lastDate: D });
    expect(nextStreak(null, D, 'incorrect')).toEqual({ current: 0, longest: 0, lastDate: D });
    expect(nextStreak(null, D, 'skipped')).toEqual({ current: 0, longest: 0, lastDate: D });
  });

  it('adds one on consecutive days and keeps the longest', () => {
    let s: Streak | null = null;
    for (let i = 0; i < 5; i++) s = nextStreak(s, addDays(D, i), 'correct');
    expect(s).toEqual({ current: 5, longest: 5, lastDate: addDays(D, 4) });
    s = nextStreak(s, addDays(D, 5), 'incorrect');
    expect(s).toEqual({ current: 0, longest: 5, lastDate: addDays(D, 5) });
    s = nextStreak(s, addDays(D, 6), 'correct');
    expect(s).toEqual({ current: 1, longest: 5, lastDate: addDays(D, 6) });
  });

  it('starts again at 1 after a gap', () => {
    const s = { current: 7, longest: 9, lastDate: addDays(D, -2) };
    expect(nextStreak(s, D, 'correct')).toEqual({ current: 1, longest: 9, lastDate: D });
  });

  it('ends the streak with a skip', () => {
    const s = { current: 3, longest: 3, lastDate: addDays(D, -1) };
    expect(nextStreak(s, D, 'skipped')).toEqual({ current: 0, longest: 3, lastDate: D });
  });

  it('leaves a streak unchanged when the day was already answered', () => {
    const s = { current: 4, longest: 6, lastDate: D };
    expect(nextStreak(s, D, 'incorrect')).toBe(s);
    expect(nextStreak(s, D, 'correct')).toBe(s);
  });

  it('never lets current exceed longest, and longest never falls', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            gap: fc.integer({ min: 0, max: 3 }),
            o: fc.constantFrom('correct', 'incorrect', 'skipped') as fc.Arbitrary<
              'correct' | 'incorrect' | 'skipped'
            >,
          }),
          { maxLength: 40 },
        ),
        (steps) => {
          let s: Streak = NO_STREAK;
          let day = D;
          for (const { gap, o } of steps) {
            day = addDays(day, gap);
            const next = nextStreak(s, day, o);
            expect(next.current).toBeLessThanOrEqual(next.longest);
            expect(next.longest).toBeGreaterThanOrEqual(s.longest);
            s = next;
          }
        },
      ),
    );
  });
});

describe('visibleStreak', () => {
  it('shows the streak through yesterday and 0 once a day was missed', () => {
    const s = { current: 4, longest: 4, lastDate: addDays(D, -1) };
    expect(visibleStreak(s, D)).toBe(4);
    expect(visibleStreak({ ...s, lastDate: D }, D)).toBe(4);
    expect(visibleStreak({ ...s, lastDate: addDays(D, -2) }, D)).toBe(0);
    expect(visibleStreak(null, D)).toBe(0);
  });
  it('labels it', () => expect(streakLabel(3)).toBe('3-Day Streak'));
});
