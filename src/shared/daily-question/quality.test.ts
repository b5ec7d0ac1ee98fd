import { describe, expect, it } from 'vitest';
import { keyIsLongest, QUESTION_RULES, questionSetReport, type QuestionItem } from './quality.js';

const item = (n: number, over: Record<string, unknown> = {}): QuestionItem => ({
  where: `week-1 day ${n}`,
  data: {
    options: { A: 'Alpha', B: 'Bravo', C: 'Charlie', D: 'Delta' },
    correct: 'A',
    explanation: 'Because.',
    optionExplanations: { A: 'Correct. Yes.', B: 'No.', C: 'No.', D: 'No.' },
    source: 'Harrison, 21st ed., 2022',
    ...over,
  },
});
const items = (n: number) => Array.from({ length: n }, (_, i) => item(i + 1));

describe('keyIsLongest', () => {
  it('counts characters as a reader does, and a tie for longest as longest', () => {
    const options = { A: 'Ca²⁺', B: 'Na⁺', C: 'K⁺ ', D: 'Ca²⁺' };
    expect(keyIsLongest(options, 'A')).toBe(true);
    expect(keyIsLongest(options, 'D')).toBe(true);
    expect(keyIsLongest(options, 'B')).toBe(false);
    expect(keyIsLongest({ A: 'abc', B: 'ab ', C: ' ab', D: 'a' }, 'B')).toBe(false);
  });
});

describe('questionSetReport', () => {
  it('passes enough complete items whose keys are rarely the longest', () => {
    const set = items(QUESTION_RULES.minItems);
    for (let i = 0; i < 15; i++) set[i] = item(i + 1, { correct: 'C' });
    const report = questionSetReport(set);
    expect(report).toMatchObject({ items: 60, keyLongestShare: 0.25, problems: [] });
  });

  it('names every item over the quarter, and too few days', () => {
    const set = items(8).map((q, i) => (i < 3 ? item(i + 1, { correct: 'C' }) : q));
    const report = questionSetReport(set);
    expect(report.keyLongest).toEqual(['week-1 day 1', 'week-1 day 2', 'week-1 day 3']);
    expect(report.problems).toEqual([
      '8 days of questions; ship at least 60',
      'the key is the longest option (ties count) in 3 of 8 items; at most 2: week-1 day 1, week-1 day 2, week-1 day 3',
    ]);
  });

  it('lists missing explanations, sources without a year and broken keys', () => {
    const report = questionSetReport([
      item(1, { explanation: ' ', optionExplanations: { A: 'Correct.', B: '', C: 'x' } }),
      item(2, { source: 'Harrison' }),
      item(3, { correct: 'E' }),
      item(4, { options: { A: 'a', B: 'b', C: 'c' } }),
    ]);
    expect(report.missingExplanations).toEqual(['week-1 day 1 (the answer, option B, option D)']);
    expect(report.missingSources).toEqual(['week-1 day 2']);
    expect(report.badKeys).toEqual(['week-1 day 3', 'week-1 day 4']);
    expect(report.problems).toHaveLength(4);
  });
});
