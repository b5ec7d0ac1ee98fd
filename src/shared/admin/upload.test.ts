import { describe, expect, it } from 'vitest';
import { nextDays, parseUpload, UPLOAD_KIND_LABELS, UPLOAD_MESSAGES, weekdayOf } from './upload.js';

// content/crosswords/mini/01-arch-rival.json and content/medword/001-sepsis.json
const mini: Record<string, unknown> = {
  title: 'Arch Rival',
  subtitle: 'A Quick Medical Challenge',
  answerGrid: [
    ['', 'M', 'A', 'S', 'T'],
    ['A', 'O', 'R', 'T', 'A'],
    ['C', 'L', 'E', 'A', 'N'],
    ['H', 'A', 'N', 'G', 'S'],
    ['E', 'R', 'A', 'S', ''],
  ],
  acrossClues: [
    { number: 1, clue: '___ cell (histamine-packed immune cell)' },
    { number: 5, clue: 'Artery that arches over the heart' },
    { number: 6, clue: '___-contaminated (Class II surgical wound)' },
    { number: 7, clue: 'Suspends, as an IV bag' },
    { number: 8, clue: 'Historical periods' },
  ],
  downClues: [
    { number: 1, clue: 'Grinding tooth' },
    { number: 2, clue: 'Stadium' },
    { number: 3, clue: 'Male deer' },
    { number: 4, clue: 'Sun-induced skin darkenings' },
    { number: 5, clue: 'Dull, persistent pain' },
  ],
};
const medword: Record<string, unknown> = {
  target_word: 'SEPSIS',
  word_category: 'Infectious Disease',
  difficulty_level: 'easy',
  hints: [
    'A life-threatening organ dysfunction caused by a dysregulated host response to infection',
    'Since 2016 it is identified by an acute rise of 2 or more points in the SOFA score',
    'The bedside qSOFA score counts respiratory rate ≥ 22/min, altered mentation and systolic BP ≤ 100 mm Hg',
  ],
  explanation:
    "Sepsis is life-threatening organ dysfunction caused by a dysregulated host response to infection (Sepsis-3, 2016), replacing the older SIRS-based definition. Septic shock is the subset needing vasopressors to keep a mean arterial pressure ≥ 65 mm Hg with a lactate > 2 mmol/L despite adequate fluid resuscitation; its hospital mortality exceeds 40%. Early recognition, blood cultures, prompt antimicrobials (within 1 hour when shock or sepsis is likely) and source control save lives. The word comes from the Greek sēpsis, 'putrefaction'.",
  source:
    'Singer M, et al. Sepsis-3 consensus definitions. JAMA. 2016; Evans L, et al. Surviving Sepsis Campaign guidelines 2021. Crit Care Med. 2021',
};

describe('the upload panel checks', () => {
  it('labels each kind as the type select shows it (docs/product.md#upload-panel)', () => {
    expect(UPLOAD_KIND_LABELS).toEqual({
      mini: 'Mini Crossword 5x5',
      medical: 'Medical Crossword 15x15',
      medword: 'MedWord',
      medle: 'Medle',
      medmatch: 'MedMatch',
      question: 'Daily Question',
    });
  });

  it('gives the product messages (docs/product.md#upload-panel) for no data, bad JSON and a crossword without its arrays', () => {
    expect(parseUpload('mini', '  ')).toEqual({ ok: false, message: UPLOAD_MESSAGES.noData });
    expect(parseUpload('mini', '{"answerGrid": [')).toEqual({
      ok: false,
      message: 'Invalid JSON format. Please check your input.',
    });
    const { answerGrid: _g, ...noGrid } = mini;
    expect(parseUpload('mini', JSON.stringify(noGrid))).toEqual({
      ok: false,
      message: 'Invalid JSON: answerGrid is required and must be an array',
    });
    expect(parseUpload('medical', JSON.stringify({ ...mini, downClues: 'x' }))).toEqual({
      ok: false,
      message: 'Invalid JSON: downClues is required and must be an array',
    });
  });

  it('names the field and the problem from the shared schema', () => {
    const noClue = { ...mini, acrossClues: (mini.acrossClues as unknown[]).slice(1) };
    const r = parseUpload('mini', JSON.stringify(noClue));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(/^.*Across/);
    const word = { ...medword, target_word: 'AB' };
    const w = parseUpload('medword', JSON.stringify(word));
    expect(!w.ok && w.message).toMatch(/^target_word: /);
  });

  it("accepts a valid puzzle and drops the builder's date and type", () => {
    const r = parseUpload('mini', JSON.stringify({ ...mini, date: '2026-12-01', type: 'mini' }));
    expect(r).toEqual({ ok: true, bulk: false, data: mini });
  });

  it('reads an array as many days, each checked with its date in the message', () => {
    const ok = parseUpload(
      'mini',
      JSON.stringify([
        { date: '2026-12-01', puzzle: mini },
        { date: '2026-12-02', puzzle: mini },
      ]),
    );
    expect(ok.ok && ok.bulk && ok.days.map((d) => d.date)).toEqual(['2026-12-01', '2026-12-02']);
    const bad = parseUpload(
      'mini',
      JSON.stringify([
        { date: '2026-12-01', puzzle: mini },
        { date: '2026-12-02', puzzle: { ...mini, answerGrid: null } },
      ]),
    );
    expect(bad).toEqual({
      ok: false,
      message: 'Invalid JSON: 2026-12-02: answerGrid is required and must be an array',
    });
    expect(parseUpload('mini', '[{"date": "soon", "puzzle": {}}]').ok).toBe(false);
    expect(parseUpload('mini', '[]')).toEqual({ ok: false, message: UPLOAD_MESSAGES.noData });
  });

  it("formats the success message with the day's weekday, and lists the next 7 days", () => {
    expect(UPLOAD_MESSAGES.success('Mini Crossword', '2026-11-26', weekdayOf('2026-11-26'))).toBe(
      'Successfully uploaded Mini Crossword puzzle for 2026-11-26 (Thursday)!',
    );
    expect(nextDays('2026-11-30')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });
});
