import { describe, expect, it } from 'vitest';
import { classify, normaliseAnswer } from './rules.js';
import { foldSpelling } from './spelling.js';

describe('Medle spelling', () => {
  it('folds British spellings of medical words into US spelling', () => {
    const pairs = [
      ['anaemia', 'anemia'],
      ['haemochromatosis', 'hemochromatosis'],
      ['leukaemia', 'leukemia'],
      ['ischaemic', 'ischemic'],
      ['oedema', 'edema'],
      ['oesophageal', 'esophageal'],
      ['paediatric', 'pediatric'],
      ['diarrhoea', 'diarrhea'],
      ['apnoea', 'apnea'],
      ['coeliac', 'celiac'],
      ['foetal', 'fetal'],
      ['tumour', 'tumor'],
    ] as const;
    for (const [british, us] of pairs) expect(foldSpelling(british), british).toBe(us);
  });

  it('reads international drug names (INN) as the US names', () => {
    expect(foldSpelling('paracetamol')).toBe('acetaminophen');
    expect(foldSpelling('rifampicin')).toBe('rifampin');
    expect(foldSpelling('adrenaline')).toBe('epinephrine');
    expect(foldSpelling('noradrenaline')).toBe('norepinephrine');
  });

  it('leaves words that are spelled one way alone', () => {
    for (const word of ['sepsis', 'anemia', 'adrenal', 'academia', 'gout', 'colour'])
      expect(foldSpelling(word)).toBe(word);
  });

  it('takes a British or INN guess as the case names it', () => {
    const answers = {
      diagnosis: 'Iron deficiency anemia',
      accepted_answers: ['Acetaminophen poisoning'],
      partial_answers: ['Celiac disease'],
    };
    expect(classify('Iron deficiency anaemia', answers)).toBe('correct');
    expect(classify('Paracetamol poisoning', answers)).toBe('correct');
    expect(classify('Coeliac disease', answers)).toBe('partial');
    expect(normaliseAnswer('Haemophilus influenzae')).toBe(
      normaliseAnswer('Hemophilus influenzae'),
    );
  });
});
