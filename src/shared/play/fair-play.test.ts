import { describe, expect, it } from 'vitest';
import { checkPenaltySeconds, isImplausiblyFast, minimumPlausibleMs } from './fair-play.js';

describe('fair play', () => {
  it('charges 10 seconds per square Check marked incorrect', () => {
    expect(checkPenaltySeconds(0)).toBe(0);
    expect(checkPenaltySeconds(3)).toBe(30);
    expect(checkPenaltySeconds(-2)).toBe(0);
  });

  it('holds a result faster than a quarter second per letter', () => {
    expect(minimumPlausibleMs(25)).toBe(6250);
    expect(isImplausiblyFast(0, 25)).toBe(true); // the whole answer in one move at 0 s
    expect(isImplausiblyFast(6249, 25)).toBe(true);
    expect(isImplausiblyFast(6250, 25)).toBe(false);
    expect(isImplausiblyFast(0, 0)).toBe(false);
  });
});
