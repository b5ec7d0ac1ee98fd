import { describe, expect, it } from 'vitest';
import { formatCountdown, spokenCountdown } from './countdown';

const at = (h: number, m: number, s: number) => ((h * 60 + m) * 60 + s) * 1000;

describe('the countdown to the next puzzle', () => {
  it('reads h:mm:ss, whole seconds rounded up, never below 0:00:00', () => {
    expect(formatCountdown(at(5, 12, 9))).toBe('5:12:09');
    expect(formatCountdown(at(0, 4, 30) - 400)).toBe('0:04:30');
    expect(formatCountdown(at(23, 59, 59))).toBe('23:59:59');
    expect(formatCountdown(0)).toBe('0:00:00');
    expect(formatCountdown(-5000)).toBe('0:00:00');
  });

  it('says the wait in rounded words that do not change every second', () => {
    expect(spokenCountdown(at(5, 12, 9))).toBe('about 5 hours');
    expect(spokenCountdown(at(5, 12, 8))).toBe('about 5 hours');
    expect(spokenCountdown(at(0, 59, 0))).toBe('about 59 minutes');
    expect(spokenCountdown(at(1, 20, 0))).toBe('about 1 hour');
    expect(spokenCountdown(at(0, 0, 40))).toBe('less than a minute');
  });
});
