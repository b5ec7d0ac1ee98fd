import { describe, expect, it } from 'vitest';
import { longDate } from './format';

describe('longDate', () => {
  it('writes a puzzle day in long weekday format, the same in every time zone', () => {
    expect(longDate('2026-11-20')).toBe('Friday, November 20, 2026');
    expect(longDate('2024-02-29')).toBe('Thursday, February 29, 2024');
  });
  it('leaves a malformed date as it is', () => {
    expect(longDate('2026-13-01')).toBe('2026-13-01');
  });
});
