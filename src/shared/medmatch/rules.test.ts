import { describe, expect, it } from 'vitest';
import { isEligible, livesFor, medmatchScore, termOrder } from './rules.js';

describe('MedMatch rules', () => {
  it('gives 5 lives on easy, 3 on medium (the default), 1 on hard', () => {
    expect(livesFor('easy')).toBe(5);
    expect(livesFor('medium')).toBe(3);
    expect(livesFor(undefined)).toBe(3);
    expect(livesFor('hard')).toBe(1);
  });

  it("reproduces the spec's 1130: hard, 2:20, no wrong pick, one life left", () => {
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

  it('shows terms in a shuffled order: the same for everyone, never the stored one', () => {
    const terms = ['Amoxicillin', 'Cefazolin', 'Meropenem', 'Vancomycin'];
    const a = termOrder(terms, 'Antibiotics|0');
    expect(termOrder(terms, 'Antibiotics|0')).toEqual(a);
    expect([...a].sort()).toEqual([...terms].sort());
    expect(a).not.toEqual(terms);
    // over many rounds the impostor (stored last here) lands in every position
    const places = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const round = [`A${i}`, `B${i}`, `C${i}`, `Impostor${i}`];
      places.add(termOrder(round, `topic|${i}`).indexOf(`Impostor${i}`));
      expect(termOrder(round, `topic|${i}`)).not.toEqual(round);
    }
    expect(places).toEqual(new Set([0, 1, 2, 3]));
  });
});
