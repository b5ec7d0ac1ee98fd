import { describe, expect, it } from 'vitest';
import { checkQuizAnswer, medmatchGame, playableMedmatch, type MedmatchProgress } from './play.js';
import { medmatchPuzzleSchema, type MedmatchPuzzle } from './schema.js';

const ROUNDS = [
  ['Amoxicillin', 'Cefazolin', 'Meropenem', 'SECRET-Vancomycin'],
  ['Atenolol', 'Metoprolol', 'Propranolol', 'SECRET-Amlodipine'],
  ['Insulin', 'Glucagon', 'Somatostatin', 'SECRET-Renin'],
].map((terms, i) => ({
  terms,
  impostor: terms[3] as string,
  category: `SECRET-CATEGORY-${i}`,
  why_impostor: `SECRET-WHY-${i}`,
}));
const DAY = {
  difficulty_level: 'medium',
  topic: 'Pharmacology mix',
  rounds: ROUNDS,
  quiz_questions: [
    {
      round_number: 1,
      question_text: 'Which acts on D-Ala-D-Ala?',
      options: ['SECRET-Vancomycin', 'Amoxicillin', 'Cefazolin', 'Meropenem'],
      correct_answer: 'SECRET-Vancomycin',
      explanation: 'SECRET-QUIZ-EXPLANATION',
    },
  ],
  source: 'Katzung 2024',
};
const puzzle = medmatchPuzzleSchema.parse(DAY) as MedmatchPuzzle;

function play(moves: unknown[]) {
  let s: MedmatchProgress = medmatchGame.initialProgress(puzzle);
  const out: unknown[] = [];
  for (const raw of moves) {
    const applied = medmatchGame.applyMove(puzzle, s, medmatchGame.moveSchema.parse(raw));
    if (!applied.ok) return { s, out, refused: applied };
    s = applied.progress;
    out.push(applied.feedback);
  }
  return { s, out, refused: null };
}
const pick = (round: number, term: string) => ({ type: 'pick', round, term });

describe('MedMatch module', () => {
  it('shows one round at a time, shuffled, with no impostor, category or reason before it is decided', () => {
    const start = medmatchGame.view(puzzle, medmatchGame.initialProgress(puzzle), false);
    expect(start.current?.terms).toHaveLength(4);
    expect(start.current?.terms).not.toEqual(ROUNDS[0]?.terms);
    const { s } = play([pick(0, 'Cefazolin')]);
    const text = JSON.stringify([
      medmatchGame.publicPuzzle(puzzle),
      medmatchGame.view(puzzle, s, false),
    ]);
    expect(text).not.toMatch(/SECRET-(CATEGORY|WHY|Amlodipine|Renin|QUIZ)/);
    expect(text).toContain('SECRET-Vancomycin'); // a term of the round in play, not marked
    expect(medmatchGame.view(puzzle, s, false).decided).toEqual([]);
  });

  it('a wrong pick costs a life and stays marked; the impostor decides the round', () => {
    const { s, out } = play([pick(0, 'Cefazolin'), pick(0, 'SECRET-Vancomycin')]);
    expect(out).toEqual([
      { type: 'pick', correct: false, livesLeft: 2 },
      { type: 'pick', correct: true, livesLeft: 2 },
    ]);
    const v = medmatchGame.view(puzzle, s, false);
    expect(v.current?.round).toBe(1);
    expect(v.decided).toEqual([
      expect.objectContaining({
        round: 0,
        impostor: 'SECRET-Vancomycin',
        category: 'SECRET-CATEGORY-0',
        picks: ['Cefazolin', 'SECRET-Vancomycin'],
        found: true,
        firstTry: false,
      }),
    ]);
    expect(JSON.stringify(v)).not.toMatch(/SECRET-(CATEGORY-1|WHY-1|Renin)/);
  });

  it('refuses a stale round, a term not in the round and a repeated pick', () => {
    expect(play([pick(1, 'Atenolol')]).refused).toMatchObject({ code: 'STALE_ROUND', status: 409 });
    expect(play([pick(0, 'Atenolol')]).refused).toMatchObject({ code: 'NOT_A_TERM', status: 422 });
    expect(play([pick(0, 'Cefazolin'), pick(0, 'Cefazolin')]).refused).toMatchObject({
      code: 'ALREADY_PICKED',
    });
  });

  it('wins with every round found: the score, lives left and eligibility; the quiz comes after', () => {
    const { s } = play([
      pick(0, 'SECRET-Vancomycin'),
      pick(1, 'Atenolol'),
      pick(1, 'SECRET-Amlodipine'),
      pick(2, 'SECRET-Renin'),
    ]);
    expect(medmatchGame.status(puzzle, s)).toBe('won');
    expect(medmatchGame.result(puzzle, s, 60.9)).toMatchObject({
      timeSeconds: 60,
      score: Math.ceil((1000 - 120 - 25) * 1.2 + 100),
      livesRemaining: 2,
      eligible: true,
      assisted: false,
    });
    const v = medmatchGame.view(puzzle, s, true);
    expect(v.current).toBeNull();
    expect(v.decided).toHaveLength(3);
    const stored = DAY.quiz_questions[0]!.options;
    expect(v.quiz).toEqual([
      { round: 0, question: 'Which acts on D-Ala-D-Ala?', options: expect.any(Array) },
    ]);
    // every option, never in the stored order (whose first is the key here)
    expect([...v.quiz![0]!.options].sort()).toEqual([...stored].sort());
    expect(v.quiz![0]!.options).not.toEqual(stored);
    expect(medmatchGame.view(puzzle, s, true).quiz).toEqual(v.quiz); // the same on every view
    expect(JSON.stringify(v.quiz)).not.toContain('SECRET-QUIZ-EXPLANATION');
    expect(checkQuizAnswer(puzzle, 0, 'Amoxicillin')).toEqual({
      correct: false,
      answer: 'SECRET-Vancomycin',
      explanation: 'SECRET-QUIZ-EXPLANATION',
    });
    expect(checkQuizAnswer(puzzle, 0, 'SECRET-Vancomycin')?.correct).toBe(true);
    expect(checkQuizAnswer(puzzle, 0, 'Aspirin')).toBeNull();
    expect(checkQuizAnswer(puzzle, 3, 'Amoxicillin')).toBeNull();
  });

  it('loses with the last life: every round is shown, no score, not ranked', () => {
    const { s } = play([pick(0, 'Amoxicillin'), pick(0, 'Cefazolin'), pick(0, 'Meropenem')]);
    expect(medmatchGame.status(puzzle, s)).toBe('lost');
    expect(medmatchGame.view(puzzle, s, true).decided).toHaveLength(3);
    expect(medmatchGame.result(puzzle, s, 20)).toMatchObject({ score: 0, eligible: false });
  });

  it('exit ends the run: never ranked, even with the rounds done', () => {
    const { s } = play([pick(0, 'SECRET-Vancomycin'), { type: 'exit' }]);
    expect(medmatchGame.status(puzzle, s)).toBe('lost');
    expect(medmatchGame.result(puzzle, s, 20)).toMatchObject({ eligible: false });
  });

  it('checks uploaded days: the impostor among the terms, 4 terms, no term twice', () => {
    expect(playableMedmatch.validatePuzzle(DAY)).toEqual({ ok: true, title: 'Pharmacology mix' });
    const bad = { ...DAY, rounds: [{ ...ROUNDS[0], impostor: 'Aspirin' }] };
    expect(playableMedmatch.validatePuzzle(bad)).toEqual({
      ok: false,
      message: 'rounds.0.impostor: impostor is not one of the terms',
    });
    const three = { ...DAY, rounds: [{ ...ROUNDS[0], terms: ROUNDS[0]?.terms.slice(1) }] };
    expect(playableMedmatch.validatePuzzle(three)).toMatchObject({ ok: false });
    const twice = { ...DAY, rounds: [ROUNDS[0], ROUNDS[0]], quiz_questions: [] };
    expect(playableMedmatch.validatePuzzle(twice)).toMatchObject({ ok: false });
  });
});
