import { describe, expect, it } from 'vitest';
import { internationalProblems } from './international.js';

const rules = (...texts: string[]) =>
  internationalProblems({ where: 'item', texts }).map((p) => p.rule);

describe('internationalProblems', () => {
  it('flags a conventional lab unit with no SI value in the same sentence', () => {
    expect(rules('Glucose is 180 mg/dL.')).toEqual(['si-units']);
    expect(rules('Hemoglobin 8.1 g/dL. It is 81 g/L.')).toEqual(['si-units']);
  });

  it('accepts a conventional unit with its SI value beside it', () => {
    expect(rules('Glucose is 180 mg/dL (10 mmol/L).')).toEqual([]);
    expect(rules('Hemoglobin 8.1 g/dL (81 g/L) and creatinine 2.1 mg/dL (186 µmol/L).')).toEqual(
      [],
    );
  });

  it('flags a US drug name without its INN anywhere in the item, and the reverse', () => {
    expect(rules('Give albuterol.')).toEqual(['drug-names']);
    expect(rules('Give salbutamol.')).toEqual(['drug-names']);
    expect(rules('Give albuterol.', 'Albuterol (salbutamol) is a SABA.')).toEqual([]);
  });

  it('does not read norepinephrine as epinephrine', () => {
    expect(rules('Norepinephrine (noradrenaline) is the first pressor.')).toEqual([]);
  });

  it('flags UK spellings in item text but not a genus or a spelling named as British', () => {
    expect(rules('The respiratory centre.')).toEqual(['us-spelling']);
    expect(rules('Two decilitres.')).toEqual(['us-spelling']);
    expect(rules('Pedal oedema.')).toEqual(['us-spelling']);
    expect(rules('Haemophilus influenzae; angioedema.')).toEqual([]);
    expect(rules('From an-haima (British spelling: anaemia).')).toEqual([]);
  });

  it("keeps a body's own name as it spells it, and reads mg/L as an SI unit", () => {
    expect(rules('Per the British Society for Haematology (BSH) guideline.')).toEqual([]);
    expect(rules('The haematology ward.')).toContain('us-spelling');
    expect(rules('A CRP of 3 mg/dL (30 mg/L) or more.')).toEqual([]);
    expect(rules('A CRP of 3 mg/dL or more.')).toEqual(['si-units']);
  });
});
