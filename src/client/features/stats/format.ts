import { dayNumber } from '../../../shared/play/dates';
import { formatBoardTime } from '../../../shared/play/leaderboard';
import type { StatsChartDay } from '../../../shared/play/stats';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A chart day, short: 'Nov 21' (the calendar date itself, no time-zone shift). */
export function shortDate(date: string): string {
  const day = dayNumber(date);
  if (day === null) return date;
  const at = new Date(day * 86_400_000);
  return `${MONTHS[at.getUTCMonth()] ?? ''} ${at.getUTCDate()}`;
}

/** A time in the stats: m:ss, or a dash when there is none. */
export function statTime(seconds: number | null): string {
  return seconds === null ? '–' : formatBoardTime(seconds);
}

/** A time for screen readers: '1 minute 5 seconds'. */
export function spokenTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const m = Math.floor(s / 60);
  return m === 0 ? unit(s, 'second') : `${unit(m, 'minute')} ${unit(s % 60, 'second')}`;
}

/** What one chart day says in words (the chart's table). */
export function dayText(day: StatsChartDay): string {
  switch (day.status) {
    case 'solved':
      return `Solved in ${statTime(day.timeSeconds)}`;
    case 'revealed':
      return 'Revealed';
    case 'unsolved':
      return 'Not solved';
    case 'none':
      return 'Not played';
  }
}
