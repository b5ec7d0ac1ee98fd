import { describe, expect, it } from 'vitest';
import { entryOf, MEDICAL_SCORE, RARE_SCORE, scoreWords } from './word-score.js';

describe('the autofill word list', () => {
  const list = scoreWords({
    frequency: [
      { word: 'the', count: 1_000_000 },
      { word: 'heart', count: 5000 },
      { word: 'aorta', count: 12 },
      { word: 'damn', count: 900 },
      { word: 'Paris', count: 3000 },
    ],
    dictionary: ['the', 'heart', 'aorta', 'aortae', 'damn', 'Paris', 'ox', 'sepsis'],
    medical: ['Graves disease', 'sepsis', 'Crohn’s'],
    blocked: ['damn'],
  });
  const score = (w: string) => list.find((x) => x.word === w)?.score;

  it('scores our medical terms highest, common words by frequency, other words lowest', () => {
    expect(score('GRAVESDISEASE')).toBe(MEDICAL_SCORE);
    expect(score('SEPSIS')).toBe(MEDICAL_SCORE);
    expect(score('CROHNS')).toBe(MEDICAL_SCORE);
    expect(score('THE')).toBe(90);
    expect(score('HEART')!).toBeGreaterThan(score('AORTA')!);
    expect(score('AORTA')!).toBeGreaterThan(RARE_SCORE);
    expect(score('AORTAE')).toBe(RARE_SCORE);
  });

  it('leaves out blocked words, words under 3 letters and capitalised names', () => {
    expect(score('DAMN')).toBeUndefined();
    expect(score('OX')).toBeUndefined();
    expect(score('PARIS')).toBeUndefined();
  });

  it('turns a term into crossword letters', () => {
    expect(entryOf('Sjögren syndrome')).toBe('SJOGRENSYNDROME');
    expect(entryOf('Anti-Sm 2')).toBe('ANTISM');
  });
});
