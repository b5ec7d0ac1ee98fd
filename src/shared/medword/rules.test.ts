import { describe, expect, it } from 'vitest';
import { emojiRow, evaluate, keyStates, medwordScore, medwordStatus } from './rules.js';

describe('MedWord evaluation', () => {
  it('marks exact matches first, then present letters only as often as they remain', () => {
    expect(evaluate('BANANA', 'ANEMIA')).toEqual([
      'absent',
      'present',
      'present',
      'absent',
      'absent',
      'correct',
    ]);
    expect(evaluate('SEPSIS', 'SEPSIS')).toEqual(Array(6).fill('correct'));
    // three S in the guess, one in the target: the S in its place is correct, none is left over
    expect(evaluate('SSSXXX', 'ASPIRE')).toEqual([
      'absent',
      'correct',
      'absent',
      'absent',
      'absent',
      'absent',
    ]);
    // one S left over for two misplaced S: only the first is present
    expect(evaluate('XXSSXX', 'SEPSIS')).toEqual([
      'absent',
      'absent',
      'present',
      'correct',
      'absent',
      'absent',
    ]);
    expect(evaluate('ABSCES', 'ABSCES')).toEqual(Array(6).fill('correct'));
  });

  it('gives each key the best state it has had', () => {
    const keys = keyStates([
      { word: 'BANANA', states: evaluate('BANANA', 'ANEMIA') },
      { word: 'ANEMIA', states: evaluate('ANEMIA', 'ANEMIA') },
    ]);
    expect(keys).toMatchObject({ A: 'correct', N: 'correct', B: 'absent', E: 'correct' });
    expect(keys['Z']).toBeUndefined();
  });

  it('is won on the word, lost after six misses', () => {
    expect(medwordStatus(['BANANA'], 'ANEMIA')).toBe('playing');
    expect(medwordStatus(['BANANA', 'ANEMIA'], 'ANEMIA')).toBe('won');
    expect(medwordStatus(Array(6).fill('BANANA'), 'ANEMIA')).toBe('lost');
  });

  it('scores 1000 − 2/second − 50/guess, never below 0, 0 when lost', () => {
    expect(medwordScore(90, 4, true)).toBe(620);
    expect(medwordScore(900, 6, true)).toBe(0);
    expect(medwordScore(10, 6, false)).toBe(0);
  });

  it('draws a row of emoji for sharing, high contrast when asked', () => {
    const states = evaluate('BANANA', 'ANEMIA');
    expect(emojiRow(states)).toBe('⬜🟨🟨⬜⬜🟩');
    expect(emojiRow(states, true)).toBe('⬜🟦🟦⬜⬜🟧');
  });
});
