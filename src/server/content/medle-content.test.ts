import { describe, expect, it } from 'vitest';
import { readSeries, SAMPLE_SERIES } from './sample-content.js';
import { medlePuzzleSchema, DIFFICULTIES } from '../../shared/medle/schema.js';
import { classify, normaliseAnswer } from '../../shared/medle/rules.js';
import { playableMedle } from '../../shared/medle/play.js';
import { loadDiagnosisNames, loadGuessableNames } from '../features/medle/diagnoses.js';

/**
 * The built-in Medle cases (content/medle/NNN-slug.json): each valid by the shared schema, all
 * different, at least MIN_CASES days, a mix of difficulties and fields, 5–6 clues none of which names
 * the diagnosis, every accepted answer classed correct and every partial answer classed close,
 * a source with its year; and the suggestion list, hundreds of names with every answer among them;
 * every name of every case is one a guess may be (docs/decisions/011).
 */
const series = SAMPLE_SERIES.find((s) => s.game === 'medle');
const files = series ? readSeries(series) : [];
/** Issue 16 asks for 60 reviewed cases. */
const MIN_CASES = 60;

describe('Medle content', () => {
  it(`has at least ${MIN_CASES} cases, each file valid`, () => {
    expect(files.length).toBeGreaterThanOrEqual(MIN_CASES);
    for (const { file, data } of files) {
      const parsed = medlePuzzleSchema.safeParse(data);
      expect(parsed.success, `${file}: ${JSON.stringify(parsed.error?.issues[0])}`).toBe(true);
    }
  });

  const cases = files.flatMap(({ data }) => {
    const parsed = medlePuzzleSchema.safeParse(data);
    return parsed.success ? [parsed.data] : [];
  });

  it('never repeats a diagnosis, mixes the difficulties and the fields', () => {
    const names = cases.map((c) => c.diagnosis.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const level of DIFFICULTIES)
      expect(cases.filter((c) => c.difficulty_level === level).length, level).toBeGreaterThan(10);
    expect(new Set(cases.map((c) => c.category)).size).toBeGreaterThan(12);
  });

  it('classes every accepted answer correct and every partial answer close', () => {
    for (const c of cases) {
      for (const answer of [c.diagnosis, ...c.accepted_answers])
        expect(classify(answer, c), `${c.diagnosis}: ${answer}`).toBe('correct');
      for (const answer of c.partial_answers)
        expect(classify(answer, c), `${c.diagnosis}: ${answer}`).toBe('partial');
    }
  });

  it('explains each case and names a dated source', () => {
    for (const c of cases) {
      expect(c.detailed_explanation.length, c.diagnosis).toBeGreaterThan(300);
      expect(c.why_diagnosis.length, c.diagnosis).toBeGreaterThan(150);
      expect(c.source, c.diagnosis).toMatch(/\b(19|20)\d\d\b/);
    }
  });

  it('lets a player type every name of every case, and every suggested name (issue 27)', () => {
    const names = loadGuessableNames();
    const game = playableMedle((name) => names.has(name));
    for (const { file, data } of files)
      expect(game.validatePuzzle(data), file).toMatchObject({ ok: true });
    for (const c of cases)
      for (const name of [c.diagnosis, ...c.accepted_answers, ...c.partial_answers])
        expect(names.has(normaliseAnswer(name)), `${c.diagnosis}: ${name}`).toBe(true);
    for (const name of loadDiagnosisNames())
      expect(names.has(normaliseAnswer(name)), name).toBe(true);
  });

  it('suggests from hundreds of diagnoses, every answer among them', () => {
    const names = loadDiagnosisNames();
    expect(names.length).toBeGreaterThan(500);
    const lower = new Set(names.map((n) => n.toLowerCase()));
    for (const c of cases) expect(lower.has(c.diagnosis.toLowerCase()), c.diagnosis).toBe(true);
  });
});
