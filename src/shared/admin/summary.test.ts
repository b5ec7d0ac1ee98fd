import { describe, expect, it } from 'vitest';
import { gridFromPattern, MINI_5, puzzleData } from '../crossword/test-fixtures.js';
import { mondayOf, summarize, weekDates, weekSummary } from './summary.js';

const MEDMATCH = {
  difficulty_level: 'hard',
  topic: 'Antibiotics',
  rounds: [
    {
      terms: ['Amoxicillin', 'Cefazolin', 'Meropenem', 'Vancomycin'],
      impostor: 'Vancomycin',
      category: 'Beta-lactams',
      why_impostor: 'Vancomycin is a glycopeptide.',
    },
  ],
};
const MEDWORD = {
  target_word: 'SEPSIS',
  word_category: 'Infection',
  difficulty_level: 'easy',
  explanation: 'A dysregulated host response to infection.',
  hints: ['Life-threatening', 'Qsofa'],
};

const MEDLE = {
  category: 'Infectious_Disease',
  difficulty_level: 'medium',
  diagnosis: 'Sepsis',
  clues: [
    'Fever.',
    'Low blood pressure.',
    'A raised lactate.',
    'Confusion.',
    'A rising SOFA score.',
  ],
  detailed_explanation: 'A dysregulated host response to infection.',
  why_diagnosis: 'Organ dysfunction with an infection.',
};

describe('the test pages’ summaries', () => {
  it('starts weeks on Monday', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23'); // a Wednesday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(weekDates('2026-11-23')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it("shows each game's facts (docs/product.md#test-pages): MedMatch difficulty, topic, rounds; MedWord word, length, category, hints, explanation", () => {
    expect(summarize('medmatch', MEDMATCH)).toEqual({
      facts: [
        ['Difficulty', 'Complex'],
        ['Topic', 'Antibiotics'],
        ['Rounds', '1'],
      ],
      error: null,
    });
    expect(summarize('medword', MEDWORD).facts).toEqual([
      ['Word', 'SEPSIS'],
      ['Length', '6'],
      ['Category', 'Infection'],
      ['Hints', '2'],
      ['Explanation', 'Yes'],
    ]);
  });

  it('shows the crosswords’ title, size and clue count, and a Medle case’s diagnosis, difficulty, category and clues', () => {
    const mini = puzzleData(gridFromPattern(MINI_5), 'Heart Start');
    for (const game of ['mini', 'medical'] as const)
      expect(summarize(game, mini)).toEqual({
        facts: [
          ['Title', 'Heart Start'],
          ['Size', '5x5'],
          ['Clues', '10'],
        ],
        error: null,
      });
    expect(summarize('medle', MEDLE)).toEqual({
      facts: [
        ['Diagnosis', 'Sepsis'],
        ['Difficulty', 'Moderate'],
        ['Category', 'Infectious Disease'],
        ['Clues', '5'],
      ],
      error: null,
    });
  });

  it('names the problem of a stored puzzle that would not load, and marks the empty days', () => {
    const week = weekSummary(
      'medmatch',
      '2026-11-23',
      new Map<string, unknown>([
        ['2026-11-24', MEDMATCH],
        ['2026-11-26', { ...MEDMATCH, rounds: [] }],
      ]),
    );
    expect(week.days.map((d) => d.available)).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(week.days[3]!.error).toMatch(/^rounds: /);
    expect(week.days[0]).toEqual({ date: '2026-11-23', available: false, facts: [], error: null });
  });
});
