import { describe, expect, it } from 'vitest';
import {
  addDays,
  checkPlayDate,
  DATE_MESSAGES,
  dayNumber,
  formatLongDate,
  isPuzzleDate,
  localDate,
} from './dates.js';

describe('puzzle dates', () => {
  it('accepts only real yyyy-MM-dd dates', () => {
    expect(isPuzzleDate('2026-11-21')).toBe(true);
    expect(isPuzzleDate('2024-02-29')).toBe(true);
    for (const bad of [
      '2025-02-29',
      '2026-13-01',
      '2026-1-01',
      '20261121',
      '',
      '2026-11-21T00:00',
      '0999-01-01',
    ]) {
      expect(isPuzzleDate(bad), bad).toBe(false);
    }
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('formats the local calendar date', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('checkPlayDate', () => {
  const today = '2026-11-21';

  it("allows daily play on the player's today only (finding: the ±1-day window gave three)", () => {
    expect(checkPlayDate(today, 'daily', today, false)).toEqual({ ok: true });
    expect(checkPlayDate('2026-11-20', 'daily', today, false)).toMatchObject({
      ok: false,
      status: 400,
      message: DATE_MESSAGES.noLongerToday,
    });
    expect(checkPlayDate('2026-11-22', 'daily', today, false)).toMatchObject({
      ok: false,
      status: 403,
      message: DATE_MESSAGES.notYet,
    });
  });

  it('opens every day before today in the archive, yesterday included', () => {
    expect(checkPlayDate('2026-11-20', 'archive', today, false)).toEqual({ ok: true });
    expect(checkPlayDate('2025-01-01', 'archive', today, false)).toEqual({ ok: true });
    expect(checkPlayDate(today, 'archive', today, false)).toMatchObject({
      ok: false,
      status: 400,
      message: DATE_MESSAGES.stillToday,
    });
    expect(checkPlayDate('2026-12-25', 'archive', today, true)).toMatchObject({
      ok: false,
      status: 403,
    });
  });

  it('lets only admins test, on any date', () => {
    expect(checkPlayDate('2027-06-01', 'test', today, true)).toEqual({ ok: true });
    expect(checkPlayDate(today, 'test', today, false)).toMatchObject({ ok: false, status: 403 });
  });

  it('refuses malformed dates', () => {
    expect(checkPlayDate('2026-02-30', 'daily', today, true)).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});

describe('formatLongDate', () => {
  it('writes the weekday, month, day and year in English', () => {
    expect(formatLongDate('2026-11-21')).toBe('Saturday, November 21, 2026');
    expect(formatLongDate('2026-01-01', true)).toBe('Thu, Jan 1, 2026');
    expect(formatLongDate('2024-02-29')).toBe('Thursday, February 29, 2024');
    expect(formatLongDate('2026-02-30')).toBe('2026-02-30');
  });

  it('agrees with Intl for every day of four years, long and short', () => {
    const long = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const short = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let d = 0; d < 4 * 366; d++) {
      const date = addDays('2025-01-01', d);
      const at = new Date(`${date}T00:00:00Z`);
      expect(formatLongDate(date)).toBe(long.format(at));
      expect(formatLongDate(date, true)).toBe(short.format(at));
    }
  });
});
