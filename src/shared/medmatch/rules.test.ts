import { describe, expect, it } from 'vitest';
import { isEligible, livesFor, medmatchScore, roundSquares, termOrder } from './rules.js';

describe('MedMatch rules', () => {
  it('gives 5 lives on easy, 3 on medium (the default), 1 on hard', () => {
    expect(livesFor('easy')).toBe(5);
    expect(livesFor('medium')).toBe(3);
    expect(livesFor(undefined)).toBe(3);
    expect(livesFor('hard')).toBe(1);
  });

  it("reproduces the product's 1130 (docs/product.md#medmatch-scoring): hard, 2:20, no wrong pick, one life left", () => {
    expect(medmatchScore(140, 0, 1, 'hard')).toBe(1130);
  });

  it('subtracts 2 a second and 25 a wrong pick, multiplies, adds 50 a life, rounds up', () => {
    expect(medmatchScore(61, 1, 2, 'medium')).toBe(Math.ceil((1000 - 122 - 25) * 1.2 + 100));
    expect(medmatchScore(61, 1, 2, 'medium')).toBe(1124); // 1023.6 + 100, rounded up
    expect(medmatchScore(30, 0, 5, 'easy')).toBe(940 + 250);
    // the time part never goes below 0, the lives still count
    expect(medmatchScore(900, 4, 1, 'easy')).toBe(50);
  });

  it('ranks only a completed run with a life left that was not left mid-game', () => {
    expect(isEligible(true, 2, false)).toBe(true);
    expect(isEligible(true, 0, false)).toBe(false);
    expect(isEligible(false, 2, false)).toBe(false);
    expect(isEligible(true, 2, true)).toBe(false);
  });

  it('orders terms by the seed alone: the same seed, the same order, whatever the stored one', () => {
    const terms = ['Amoxicillin', 'Cefazolin', 'Meropenem', 'Vancomycin'];
    const a = termOrder(terms, 12345);
    expect([...a].sort()).toEqual([...terms].sort());
    expect(termOrder(terms, 12345)).toEqual(a);
    expect(termOrder([...terms].reverse(), 12345)).toEqual(a);
    expect(termOrder(['Meropenem', 'Vancomycin', 'Amoxicillin', 'Cefazolin'], 12345)).toEqual(a);
    expect(terms).toEqual(['Amoxicillin', 'Cefazolin', 'Meropenem', 'Vancomycin']); // not sorted in place
  });

  it('gives every order about equally often over seeds, the stored one included', () => {
    const terms = ['A', 'B', 'C', 'Impostor'];
    const orders = new Map<string, number>();
    const places = [0, 0, 0, 0];
    for (let seed = 0; seed < 4800; seed++) {
      const shown = termOrder(terms, (seed * 2654435761) >>> 0);
      orders.set(shown.join(), (orders.get(shown.join()) ?? 0) + 1);
      places[shown.indexOf('Impostor')]! += 1;
    }
    // 24 orders, 200 each expected; a fair shuffle strays by more than 60 with p < 1e-4
    expect(orders.size).toBe(24);
    for (const n of orders.values()) expect(Math.abs(n - 200)).toBeLessThan(60);
    expect(orders.get(terms.join())).toBeGreaterThan(0);
    for (const n of places) expect(Math.abs(n - 1200)).toBeLessThan(120);
  });
});

describe('roundSquares (the share picture)', () => {
  const won = { found: true, firstTry: true };
  const late = { found: true, firstTry: false };
  const missed = { found: false, firstTry: false };
  it('marks each round: first pick right, found after a mistake', () => {
    expect(roundSquares([won, late, won])).toBe('🟩🟨🟩');
  });
  it('marks the round a run was lost on red, and the rounds never reached white', () => {
    expect(roundSquares([won, late, missed, missed, missed])).toBe('🟩🟨🟥⬜⬜');
    expect(roundSquares([missed, missed])).toBe('🟥⬜');
  });
});
