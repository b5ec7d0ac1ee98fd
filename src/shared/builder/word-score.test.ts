import { describe, expect, it } from 'vitest';
import {
  ABBREVIATION_SCORE,
  entryOf,
  MEDICAL_SCORE,
  phraseScore,
  RARE_SCORE,
  scoreWords,
} from './word-score.js';

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
    phrases: [
      { parts: ['heart', 'attack'], tagged: 2 },
      { parts: ['heart', 'the'], tagged: 0 },
      { parts: ['aorta', 'zzyzx'], tagged: 3 },
      { parts: ['damn', 'heart'], tagged: 1 },
      { parts: ['the', 'aorta'], tagged: 0 },
    ],
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

  it('scores a phrase by its rarest word, tagged phrases higher, unknown words lowest', () => {
    // 'attack' is not in the frequency list: the phrase is rare
    expect(score('HEARTATTACK')).toBe(RARE_SCORE);
    expect(score('HEARTTHE')).toBe(score('HEART')! - 10);
    expect(score('AORTAZZYZX')).toBe(RARE_SCORE);
    expect(score('THEAORTA')).toBe(Math.max(RARE_SCORE, score('AORTA')! - 10));
    expect(phraseScore([60, 80], 1)).toBe(60);
    expect(phraseScore([60, 80], 0)).toBe(50);
    expect(phraseScore([90, 90], 5)).toBe(80);
    expect(phraseScore([25, 90], 0)).toBe(RARE_SCORE);
  });

  it('leaves out a phrase with a blocked word', () => {
    expect(score('DAMNHEART')).toBeUndefined();
  });

  it('leaves out every word and phrase with a blocked beginning, unless it is our medical term', () => {
    const prefixed = scoreWords({
      frequency: [{ word: 'nigh', count: 50 }],
      dictionary: ['nigh', 'niggle', 'niggled', 'nigglings', 'spice', 'heart'],
      medical: ['niggleitis'],
      blocked: [],
      blockedPrefixes: ['nigg'],
      phrases: [{ parts: ['niggling', 'doubt'], tagged: 1 }],
      abbreviations: ['NIGGX'],
    }).map((w) => w.word);
    expect(prefixed).not.toContain('NIGGLE');
    expect(prefixed).not.toContain('NIGGLED');
    expect(prefixed).not.toContain('NIGGLINGS');
    expect(prefixed).not.toContain('NIGGLINGDOUBT');
    expect(prefixed).not.toContain('NIGGX');
    expect(prefixed).toEqual(expect.arrayContaining(['NIGH', 'SPICE', 'HEART', 'NIGGLEITIS']));
  });

  it('weighs common words by how common a dictionary finds them (SCOWL sizes)', () => {
    const withLevels = scoreWords({
      frequency: [
        { word: 'the', count: 1_000_000 },
        { word: 'heart', count: 5000 },
        { word: 'orso', count: 4000 },
        { word: 'scree', count: 3 },
        { word: 'oast', count: 2 },
        { word: 'nonce', count: 20 },
      ],
      dictionary: ['the', 'heart', 'orso', 'scree', 'oast', 'nonce', 'abbess', 'sey'],
      levels: new Map([
        ['the', 10],
        ['heart', 10],
        ['scree', 55],
        ['oast', 70],
        ['nonce', 50],
        ['abbess', 50],
      ]),
      medical: [],
      blocked: [],
      phrases: [
        { parts: ['heart', 'the'], tagged: 1 },
        { parts: ['oast', 'heart'], tagged: 0 },
      ],
    });
    const s = (w: string) => withLevels.find((x) => x.word === w)?.score;
    expect(s('THE')).toBe(90);
    // a standard word is at least 40, said often or not
    expect(s('NONCE')).toBeGreaterThanOrEqual(40);
    expect(s('NONCE')).toBeLessThan(s('HEART')!);
    expect(s('ABBESS')).toBe(40);
    // said often in subtitles but in no dictionary size: not common
    expect(s('ORSO')).toBe(RARE_SCORE);
    expect(s('SEY')).toBe(RARE_SCORE);
    // less common: 30–50; obscure: 25
    expect(s('SCREE')).toBeGreaterThanOrEqual(30);
    expect(s('SCREE')).toBeLessThanOrEqual(50);
    expect(s('OAST')).toBe(25);
    expect(s('HEARTTHE')).toBe(s('HEART'));
    expect(s('OASTHEART')).toBe(RARE_SCORE);
  });

  it('scores the words our editors marked obscure as rare, unless they are our medical terms', () => {
    const list2 = scoreWords({
      frequency: [
        { word: 'heart', count: 5000 },
        { word: 'airt', count: 900 },
        { word: 'sepsis', count: 40 },
      ],
      dictionary: ['heart', 'airt', 'sepsis'],
      medical: ['sepsis'],
      blocked: [],
      demoted: ['AIRT', 'sepsis'],
    });
    const s = (w: string) => list2.find((x) => x.word === w)?.score;
    expect(s('AIRT')).toBe(RARE_SCORE);
    expect(s('HEART')).toBeGreaterThan(RARE_SCORE);
    expect(s('SEPSIS')).toBe(MEDICAL_SCORE);
  });

  it('adds the listed abbreviations, keeping a higher score a word already has', () => {
    const list3 = scoreWords({
      frequency: [{ word: 'pet', count: 100_000 }],
      dictionary: ['pet'],
      medical: [],
      blocked: ['fck'],
      abbreviations: ['ECG', 'PET', 'FCK', 'IV'],
    });
    const s = (w: string) => list3.find((x) => x.word === w)?.score;
    expect(s('ECG')).toBe(ABBREVIATION_SCORE);
    expect(s('PET')).toBeGreaterThan(ABBREVIATION_SCORE);
    expect(s('FCK')).toBeUndefined();
    expect(s('IV')).toBeUndefined(); // under 3 letters
  });

  it('turns a term into crossword letters', () => {
    expect(entryOf('Sjögren syndrome')).toBe('SJOGRENSYNDROME');
    expect(entryOf('Anti-Sm 2')).toBe('ANTISM');
  });
});
