import { dayNumber } from '../../../shared/play/dates';

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Friday, November 20, 2026' for '2026-11-20' (spec 02 §2: long weekday format). */
export function longDate(date: string): string {
  const day = dayNumber(date);
  return day === null ? date : LONG_DATE.format(new Date(day * 86_400_000));
}
