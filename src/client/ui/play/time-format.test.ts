import { describe, expect, it } from 'vitest';
import { formatClock, formatDuration, spokenDuration } from './time-format';

describe('time formats', () => {
  it('the timer and banner are zero-padded mm:ss', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(999)).toBe('00:00');
    expect(formatClock(65_400)).toBe('01:05');
    expect(formatClock(600_000)).toBe('10:00');
    expect(formatClock(75 * 60_000 + 3000)).toBe('75:03');
    expect(formatClock(-5)).toBe('00:00');
  });

  it("end modals use 'Xm Ys', or 'Ys' under a minute", () => {
    expect(formatDuration(45_900)).toBe('45s');
    expect(formatDuration(59_999)).toBe('59s');
    expect(formatDuration(60_000)).toBe('1m 0s');
    expect(formatDuration(65_000)).toBe('1m 5s');
    expect(formatDuration(754_000)).toBe('12m 34s');
  });

  it('speaks durations in words', () => {
    expect(spokenDuration(1000)).toBe('1 second');
    expect(spokenDuration(65_000)).toBe('1 minute 5 seconds');
    expect(spokenDuration(120_000)).toBe('2 minutes 0 seconds');
  });
});
