import { describe, expect, it } from 'vitest';
import { shareText } from '../play/share.js';
import { MEDWORD_DAY_ONE, medwordNumber } from './number.js';

describe("MedWord's day number", () => {
  it('counts calendar days from day one, which is #1', () => {
    expect(medwordNumber(MEDWORD_DAY_ONE)).toBe(1);
    expect(medwordNumber('2026-01-02')).toBe(2);
    expect(medwordNumber('2026-03-01')).toBe(60); // 31 + 28 days later
    expect(medwordNumber('2026-11-24')).toBe(328);
    expect(medwordNumber('2027-01-01')).toBe(366);
  });

  it('has no number before day one or for what is not a date', () => {
    expect(medwordNumber('2025-12-31')).toBeNull();
    expect(medwordNumber('2026-02-30')).toBeNull();
    expect(medwordNumber('today')).toBeNull();
  });

  it('names the day by its number in the share text, by its date before day one', () => {
    const won = { timeSeconds: 75, penaltySeconds: 0, solved: true, tally: '3/6' };
    expect(shareText('medword', '2026-03-01', won)).toBe('MedGrid MedWord #60 — 3/6 · 1:15');
    expect(shareText('medword', '2026-03-01', { ...won, tally: '3/6*' })).toBe(
      'MedGrid MedWord #60 — 3/6* · 1:15',
    );
    expect(shareText('medword', '2025-12-31', won)).toBe(
      'MedGrid MedWord 31 Dec 2025 — 3/6 · 1:15',
    );
  });
});
