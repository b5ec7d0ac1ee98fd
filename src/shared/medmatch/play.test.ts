import { describe, expect, it } from 'vitest';
import {
  checkQuizAnswer,
  medmatchGame,
  playableMedmatch,
  type MedmatchProgress,
  type OrderSeed,
} from './play.js';
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

/** A stand-in for the server's keyed seed (src/server/features/medmatch/order-seed.ts). */
const seedWith =
  (key: string): OrderSeed =>
  (label) => {
    let h = 0x811c9dc5;
    for (const c of `${key}|${label}`) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
    return h >>> 0;
  };
const medmatch = medmatchGame(seedWith('one key'));

function play(moves: unknown[]) {
  let s: MedmatchProgress = medmatch.initialProgress(puzzle);
  const out: unknown[] = [];
  for (const raw of moves) {
    const applied = medmatch.applyMove(puzzle, s, medmatch.moveSchema.parse(raw));
    if (!applied.ok) return { s, out, refused: applied };
    s = applied.progress;
    out.push(applied.feedback);
  }
  return { s, out, refused: null };
}
const pick = (round: number, term: string) => ({ type: 'pick', round, term });

describe('MedMatch module', () => {
  it('shows one round at a time, shuffled, with no impostor, category or reason before it is decided', () => {
    const start = medmatch.view(puzzle, medmatch.initialProgress(puzzle), false);
    expect([...(start.current?.terms ?? [])].sort()).toEqual([...ROUNDS[0]!.terms].sort());
    const { s } = play([pick(0, 'Cefazolin')]);
    const text = JSON.stringify([medmatch.publicPuzzle(puzzle), medmatch.view(puzzle, s, false)]);
    expect(text).not.toMatch(/SECRET-(CATEGORY|WHY|Amlodipine|Renin|QUIZ)/);
    expect(text).toContain('SECRET-Vancomycin'); // a term of the round in play, not marked
    expect(medmatch.view(puzzle, s, false).decided).toEqual([]);
  });

  it('a wrong pick costs a life and stays marked; the impostor decides the round', () => {
    const { s, out } = play([pick(0, 'Cefazolin'), pick(0, 'SECRET-Vancomycin')]);
    expect(out).toEqual([
      { type: 'pick', correct: false, livesLeft: 2 },
      { type: 'pick', correct: true, livesLeft: 2 },
    ]);
    const v = medmatch.view(puzzle, s, false);
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
    expect(medmatch.status(puzzle, s)).toBe('won');
    expect(medmatch.result(puzzle, s, 60.9)).toMatchObject({
      timeSeconds: 60,
      score: Math.ceil((1000 - 120 - 25) * 1.2 + 100),
      livesRemaining: 2,
      eligible: true,
      assisted: false,
    });
    const v = medmatch.view(puzzle, s, true);
    expect(v.current).toBeNull();
    expect(v.decided).toHaveLength(3);
    const stored = DAY.quiz_questions[0]!.options;
    expect(v.quiz).toEqual([
      { round: 0, question: 'Which acts on D-Ala-D-Ala?', options: expect.any(Array) },
    ]);
    expect([...v.quiz![0]!.options].sort()).toEqual([...stored].sort());
    expect(medmatch.view(puzzle, s, true).quiz).toEqual(v.quiz); // the same on every view
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
    expect(medmatch.status(puzzle, s)).toBe('lost');
    expect(medmatch.view(puzzle, s, true).decided).toHaveLength(3);
    expect(medmatch.result(puzzle, s, 20)).toMatchObject({ score: 0, eligible: false });
  });

  it('exit ends the run: never ranked, even with the rounds done', () => {
    const { s } = play([pick(0, 'SECRET-Vancomycin'), { type: 'exit' }]);
    expect(medmatch.status(puzzle, s)).toBe('lost');
    expect(medmatch.result(puzzle, s, 20)).toMatchObject({ eligible: false });
  });

  it('shows terms and options in the order of the key, never of the stored order', () => {
    const { s } = play([
      pick(0, 'SECRET-Vancomycin'),
      pick(1, 'SECRET-Amlodipine'),
      pick(2, 'SECRET-Renin'),
    ]);
    const shown = (game: typeof medmatch, p: MedmatchPuzzle) => {
      const v = game.view(p, s, true);
      return [...v.decided.map((r) => r.terms), ...(v.quiz ?? []).map((q) => q.options)];
    };
    const reversed: MedmatchPuzzle = {
      ...puzzle,
      rounds: puzzle.rounds.map((r) => ({ ...r, terms: [...r.terms].reverse() })),
      quiz_questions: puzzle.quiz_questions.map((q) => ({
        ...q,
        options: [...q.options].reverse(),
      })),
    };
    const orders = shown(medmatch, puzzle);
    expect(shown(medmatch, reversed)).toEqual(orders);
    // the same key in another process (another module) shows the same; another key, others
    expect(shown(medmatchGame(seedWith('one key')), puzzle)).toEqual(orders);
    expect(shown(medmatchGame(seedWith('another key')), puzzle)).not.toEqual(orders);
    // the current round's order is the one its review shows
    expect(medmatch.view(puzzle, medmatch.initialProgress(puzzle), false).current?.terms).toEqual(
      orders[0],
    );
  });

  it('checks uploaded days: the impostor among the terms, 4 terms, no term twice', () => {
    expect(playableMedmatch(seedWith('one key')).validatePuzzle(DAY)).toEqual({
      ok: true,
      title: 'Pharmacology mix',
    });
    const bad = { ...DAY, rounds: [{ ...ROUNDS[0], impostor: 'Aspirin' }] };
    expect(playableMedmatch(seedWith('one key')).validatePuzzle(bad)).toEqual({
      ok: false,
      message: 'rounds.0.impostor: impostor is not one of the terms',
    });
    const three = { ...DAY, rounds: [{ ...ROUNDS[0], terms: ROUNDS[0]?.terms.slice(1) }] };
    expect(playableMedmatch(seedWith('one key')).validatePuzzle(three)).toMatchObject({
      ok: false,
    });
    const twice = { ...DAY, rounds: [ROUNDS[0], ROUNDS[0]], quiz_questions: [] };
    expect(playableMedmatch(seedWith('one key')).validatePuzzle(twice)).toMatchObject({
      ok: false,
    });
  });
});
