import { describe, expect, it, vi } from 'vitest';
import { FUN_FACTS, type FunFact, dayOfYear, funFactForDate, funFactIndex } from './facts.js';

describe('FUN_FACTS', () => {
  it('has exactly 30 facts', () => {
    expect(FUN_FACTS).toHaveLength(30);
  });

  it('are all distinct', () => {
    expect(new Set(FUN_FACTS.map((f) => f.text)).size).toBe(FUN_FACTS.length);
    const normalized = FUN_FACTS.map((f) => f.text.toLowerCase().replace(/\W+/g, ' ').trim());
    expect(new Set(normalized).size).toBe(FUN_FACTS.length);
  });

  it('are non-empty, trimmed, at most 240 characters and end with a full stop', () => {
    for (const { text: fact } of FUN_FACTS) {
      expect(fact.trim()).toBe(fact);
      expect(fact.length).toBeGreaterThan(0);
      expect(fact.length).toBeLessThanOrEqual(240);
      expect(fact).toMatch(/[.!]$/);
    }
  });

  // Each fact shows the player its reference (docs/product.md#fun-fact-of-the-day): a specific
  // work with its edition or year, not a bare title.
  it.each(FUN_FACTS.map((f, i) => [i, f.source] as const))(
    'fact %i names a trimmed, non-empty source with a year: %s',
    (_, source) => {
      expect(typeof source).toBe('string');
      expect(source.trim()).toBe(source);
      expect(source.length).toBeGreaterThan(10);
      expect(source.length).toBeLessThanOrEqual(140);
      expect(source).toMatch(/\b(1[89]|20)\d{2}\b/);
    },
  );

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(FUN_FACTS)).toBe(true);
    for (const fact of FUN_FACTS) expect(Object.isFrozen(fact)).toBe(true);
  });
});

describe('dayOfYear', () => {
  it('counts Jan 1 as day 1', () => {
    expect(dayOfYear('2025-01-01')).toBe(1);
    expect(dayOfYear('2024-01-01')).toBe(1);
  });

  it('ends a common year on day 365 and a leap year on day 366', () => {
    expect(dayOfYear('2025-12-31')).toBe(365);
    expect(dayOfYear('2024-12-31')).toBe(366);
    expect(dayOfYear('2000-12-31')).toBe(366); // divisible by 400: leap
    expect(dayOfYear('2100-12-31')).toBe(365); // divisible by 100 only: common
  });

  it('puts Mar 1 on day 61 in a leap year and day 60 otherwise', () => {
    expect(dayOfYear('2024-03-01')).toBe(61);
    expect(dayOfYear('2024-02-29')).toBe(60);
    expect(dayOfYear('2025-03-01')).toBe(60);
  });

  it('counts every day of a year once, in order', () => {
    let expected = 0;
    for (let month = 1; month <= 12; month += 1) {
      const days = new Date(Date.UTC(2024, month, 0)).getUTCDate();
      for (let day = 1; day <= days; day += 1) {
        expected += 1;
        const date = `2024-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(dayOfYear(date)).toBe(expected);
      }
    }
    expect(expected).toBe(366);
  });

  it.each([
    '',
    'today',
    '2025-02-29', // not a leap year
    '2024-02-30',
    '2025-04-31',
    '2025-00-10',
    '2025-13-01',
    '2025-01-00',
    '2025-01-32',
    '2025-1-05',
    '2025-01-5',
    '25-01-05',
    '2025/01/05',
    ' 2025-01-05',
    '2025-01-05 ',
    '2025-01-05T00:00:00Z',
    '0099-06-01', // Date.UTC would read the year as 1999
  ])('refuses %j with a RangeError that names the input', (bad) => {
    expect(() => dayOfYear(bad)).toThrow(RangeError);
    expect(() => dayOfYear(bad)).toThrow(
      `Invalid date ${JSON.stringify(bad)}: expected an existing calendar date written yyyy-MM-dd`,
    );
  });
});

describe('funFactForDate', () => {
  it('picks the fact at index dayOfYear % 30', () => {
    expect(funFactIndex('2026-01-30')).toBe(0);
    expect(funFactForDate('2026-01-30')).toBe(FUN_FACTS[0]);
    expect(funFactIndex('2026-01-01')).toBe(1);
    expect(funFactForDate('2026-01-01')).toBe(FUN_FACTS[1]);
    expect(funFactIndex('2026-01-29')).toBe(29);
    expect(funFactForDate('2026-01-29')).toBe(FUN_FACTS[29]);
    expect(funFactIndex('2026-01-31')).toBe(1);
    expect(funFactIndex('2024-12-31')).toBe(366 % 30);
    expect(funFactForDate('2025-12-31')).toBe(FUN_FACTS[365 % 30]);
  });

  it('depends only on the date string, not on the machine time zone', () => {
    try {
      for (const zone of ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Chicago']) {
        vi.stubEnv('TZ', zone);
        expect(dayOfYear('2025-01-01')).toBe(1);
        expect(dayOfYear('2024-12-31')).toBe(366);
        expect(funFactIndex('2025-07-16')).toBe(197 % 30);
      }
      // The zone switch is real: midnight UTC on Jan 1 is still Dec 31 in Pago Pago (UTC-11).
      expect(new Date(Date.UTC(2025, 0, 1)).getDate()).toBe(31);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('shows every fact within any 30 consecutive days', () => {
    const seen = new Set<FunFact>();
    for (let day = 1; day <= 30; day += 1) {
      seen.add(funFactForDate(`2025-03-${String(day).padStart(2, '0')}`));
    }
    expect(seen.size).toBe(30);
  });

  it('throws for an invalid date', () => {
    expect(() => funFactForDate('2025-02-29')).toThrow(RangeError);
  });
});
