import { describe, expect, it } from 'vitest';
import { evaluate, type EvaluatedGuess } from './rules.js';
import { HARD_MODE_MESSAGES, hardModeBreak } from './hard-mode.js';

const TARGET = 'ANEMIA';
const played = (...words: string[]): EvaluatedGuess[] =>
  words.map((word) => ({ word, states: evaluate(word, TARGET) }));

describe('MedWord Hard Mode', () => {
  it('keeps every green letter in its spot, naming the first one moved', () => {
    // TONSIL vs ANEMIA: no green; BANANA: the 6th letter A is green
    expect(hardModeBreak(played('BANANA'), 'SEPSIS')).toBe('6th letter must be A');
    expect(HARD_MODE_MESSAGES.position(1, 'A')).toBe('1st letter must be A');
    expect(HARD_MODE_MESSAGES.position(2, 'N')).toBe('2nd letter must be N');
    expect(HARD_MODE_MESSAGES.position(3, 'E')).toBe('3rd letter must be E');
    expect(HARD_MODE_MESSAGES.position(4, 'M')).toBe('4th letter must be M');
  });

  it('asks for every yellow letter, as often as the hints showed it', () => {
    // BANANA: A and N are yellow (A in spot 2, N in spot 3), A green in spot 6
    expect(hardModeBreak(played('BANANA'), 'TONSIA')).toBe('Guess must contain A');
    expect(hardModeBreak(played('BANANA'), 'MEDIAA')).toBe('Guess must contain N');
    expect(hardModeBreak(played('BANANA'), 'ANKLEA')).toBeNull();
  });

  it('names greens before yellows, and checks every earlier guess', () => {
    expect(hardModeBreak(played('BANANA'), 'ANKLES')).toBe('6th letter must be A');
    // MEDIAN: M, E, I, A and N yellow; then ANEMOS: A, N, E and M green
    const two = played('MEDIAN', 'ANEMOS');
    expect(hardModeBreak(two, 'ANELIS')).toBe('4th letter must be M');
    expect(hardModeBreak(two, 'ANEMOS')).toBe('Guess must contain I'); // MEDIAN's yellow I
    expect(hardModeBreak(two, 'ANEMIA')).toBeNull();
  });

  it('lets anything pass before the first hint and ignores grey letters', () => {
    expect(hardModeBreak([], 'SEPSIS')).toBeNull();
    expect(hardModeBreak(played('TOOTHS'), 'TOOTHS')).toBeNull();
  });
});
