import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dateOfDay, dayNumber } from '../play/dates.js';
import { isDaySettled, previousWeek, settledDays, weekOf, type CupWeek } from './week.js';

const week = (day: string): CupWeek => {
  const r = weekOf(day);
  if (!r.ok) throw new Error(r.reason);
  return r.week;
};

describe('weekOf', () => {
  it('runs Monday to Sunday', () => {
    // 2026-11-23 is a Monday, 2026-11-29 a Sunday
    const expected = {
      start: '2026-11-23',
      end: '2026-11-29',
      days: [
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
        '2026-11-29',
      ],
    };
    expect(week('2026-11-23')).toEqual(expected);
    expect(week('2026-11-26')).toEqual(expected);
    expect(week('2026-11-29')).toEqual(expected);
    expect(week('2026-11-30').start).toBe('2026-11-30');
    expect(week('2026-11-22').start).toBe('2026-11-16');
  });

  it('crosses months, years and leap days', () => {
    expect(week('2027-01-01')).toMatchObject({ start: '2026-12-28', end: '2027-01-03' });
    expect(week('2028-02-29')).toMatchObject({ start: '2028-02-28', end: '2028-03-05' });
    expect(week('1970-01-01')).toMatchObject({ start: '1969-12-29', end: '1970-01-04' });
  });

  it('refuses a date that does not parse, with a reason', () => {
    for (const bad of ['', '2026-02-30', '26-11-23', '2026-11-23T00:00', 'monday']) {
      expect(weekOf(bad)).toEqual({ ok: false, reason: 'Dates are written yyyy-MM-dd.' });
    }
  });

  it('holds its day, starts on a Monday and has seven consecutive days', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (n) => {
        const day = dateOfDay(n);
        const w = week(day);
        expect(w.days).toHaveLength(7);
        expect(w.days).toContain(day);
        expect(new Date(`${w.start}T00:00:00Z`).getUTCDay()).toBe(1);
        w.days.forEach((d, i) => expect(dayNumber(d)).toBe((dayNumber(w.start) as number) + i));
        expect(w.end).toBe(w.days[6]);
      }),
    );
  });
});

describe('previousWeek', () => {
  it('is the seven days before', () => {
    expect(previousWeek(week('2026-11-25'))).toEqual(week('2026-11-16'));
    expect(previousWeek(week('2027-01-02'))).toEqual(week('2026-12-21'));
  });
});

describe('settledDays', () => {
  const w = week('2026-11-23');

  it('settles a day at 12:00 UTC the next day, not a millisecond before', () => {
    const at = Date.parse('2026-11-24T12:00:00.000Z'); // Monday 23rd ends everywhere
    expect(isDaySettled('2026-11-23', new Date(at - 1))).toBe(false);
    expect(isDaySettled('2026-11-23', new Date(at))).toBe(true);
    expect(settledDays(w, new Date(at - 1))).toEqual([]);
    expect(settledDays(w, new Date(at))).toEqual(['2026-11-23']);
  });

  it('settles the whole week at 12:00 UTC on the Monday after', () => {
    const at = Date.parse('2026-11-30T12:00:00.000Z');
    expect(settledDays(w, new Date(at - 1))).toEqual(w.days.slice(0, 6));
    expect(settledDays(w, new Date(at))).toEqual(w.days);
  });

  it('settles nothing for an invalid day or instant', () => {
    expect(isDaySettled('2026-02-30', new Date('2030-01-01T00:00:00Z'))).toBe(false);
    expect(isDaySettled('2026-11-23', new Date(Number.NaN))).toBe(false);
    expect(settledDays(w, new Date(Number.NaN))).toEqual([]);
  });
});
