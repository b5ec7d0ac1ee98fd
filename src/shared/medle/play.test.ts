import { describe, expect, it } from 'vitest';
import { medleGame, playableMedle, type MedleProgress } from './play.js';
import { medlePuzzleSchema, type MedlePuzzle } from './schema.js';

const CASE = {
  category: 'Endocrinology',
  difficulty_level: 'hard',
  diagnosis: 'Sheehan syndrome',
  clues: [
    'A 29-year-old woman reports fatigue and feeling cold for several months.',
    'Her delivery 5 months ago was complicated by a large hemorrhage.',
    'She could not breastfeed and her periods have not returned.',
    'Low free T4 with an inappropriately normal TSH.',
    'MRI of the sella shows an empty sella.',
  ],
  accepted_answers: ["Sheehan's syndrome", 'postpartum pituitary necrosis'],
  partial_answers: ['hypopituitarism'],
  detailed_explanation: 'Ischemic necrosis of the enlarged pituitary after postpartum hemorrhage.',
  why_diagnosis: 'Hemorrhage at delivery, failed lactation, and low hormones across axes.',
  source: 'Williams Textbook of Endocrinology, 14th ed. 2019',
};
const puzzle = medlePuzzleSchema.parse(CASE) as MedlePuzzle;

function play(moves: unknown[]) {
  let progress: MedleProgress = medleGame.initialProgress(puzzle);
  const feedback: unknown[] = [];
  for (const raw of moves) {
    const move = medleGame.moveSchema.parse(raw);
    const applied = medleGame.applyMove(puzzle, progress, move);
    if (!applied.ok) throw new Error(applied.message);
    progress = applied.progress;
    feedback.push(applied.feedback);
  }
  return { progress, feedback };
}

const secret = [
  'Sheehan',
  'pituitary necrosis',
  'Ischemic necrosis',
  'Hemorrhage at delivery',
  CASE.clues[1] as string,
  CASE.clues[4] as string,
];

describe('Medle module', () => {
  it('shows the category, difficulty and first clue only; nothing secret before the end', () => {
    const pub = JSON.stringify(medleGame.publicPuzzle(puzzle));
    expect(JSON.parse(pub)).toEqual({
      category: 'Endocrinology',
      difficulty: 'hard',
      clueCount: 5,
      guessesPerClue: 2,
    });
    const { progress } = play([{ type: 'guess', text: 'hypothyroidism' }]);
    const view = JSON.stringify(medleGame.view(puzzle, progress, false));
    expect(medleGame.view(puzzle, progress, false).clues).toEqual([CASE.clues[0]]);
    for (const s of secret) expect(pub + view, s).not.toContain(s);
    expect(view).not.toContain('hypopituitarism');
  });

  it('wins on the second clue: two misses release it (hard), then the right answer', () => {
    const { progress, feedback } = play([
      { type: 'guess', text: 'hypothyroidism' },
      { type: 'guess', text: '' },
      { type: 'guess', text: "sheehan's syndrome" },
    ]);
    expect(feedback).toEqual([
      { type: 'guess', verdict: 'incorrect', clueReleased: false },
      { type: 'guess', verdict: 'incorrect', clueReleased: true },
      { type: 'guess', verdict: 'correct', clueReleased: false },
    ]);
    expect(progress.guesses.map((g) => g.text)).toEqual([
      'hypothyroidism',
      '(empty)',
      "sheehan's syndrome",
    ]);
    expect(medleGame.status(puzzle, progress)).toBe('won');
    const view = medleGame.view(puzzle, progress, true);
    expect(view.clues).toHaveLength(2);
    expect(view.answer?.diagnosis).toBe('Sheehan syndrome');
    expect(view.answer?.whyDiagnosis).toBe(CASE.why_diagnosis);
    const result = medleGame.result(puzzle, progress, 40.7);
    expect(result).toMatchObject({
      timeSeconds: 40,
      guesses: 3,
      cluesRevealed: 2,
      score: Math.round((1000 - 80 - 150 - 100) * 1.5),
      assisted: false,
      eligible: true,
    });
  });

  it("answers a close guess with 'partial', counted like a miss", () => {
    const { progress, feedback } = play([{ type: 'guess', text: 'Hypopituitarism' }]);
    expect(feedback[0]).toEqual({ type: 'guess', verdict: 'partial', clueReleased: false });
    expect(progress.guessesForClue).toBe(1);
  });

  it('Next Clue up to the last, then Reveal Diagnosis loses; a lost play never ranks', () => {
    const next = { type: 'next-clue' };
    const { progress } = play([next, next, next, next]);
    expect(progress.cluesRevealed).toBe(5);
    expect(medleGame.status(puzzle, progress)).toBe('playing');
    const lost = play([next, next, next, next, next]).progress;
    expect(medleGame.status(puzzle, lost)).toBe('lost');
    expect(medleGame.result(puzzle, lost, 20)).toMatchObject({
      score: 0,
      assisted: true,
      eligible: false,
    });
  });

  it('loses when the last clue is missed as often as the difficulty allows', () => {
    const miss = { type: 'guess', text: 'asthma' };
    const { progress } = play(Array.from({ length: 10 }, () => miss));
    expect(progress.cluesRevealed).toBe(5);
    expect(medleGame.status(puzzle, progress)).toBe('lost');
  });

  it('refuses a malformed move or a guess over 100 characters, and a bad stored progress', () => {
    const loaded = playableMedle.load(CASE, null);
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.play.applyMove({ type: 'guess', text: 'x'.repeat(101) })).toMatchObject({
      ok: false,
      message: 'text: A guess is at most 100 characters',
    });
    expect(loaded.play.applyMove({ type: 'shout' })).toMatchObject({ ok: false });
    expect(loaded.play.applyMove({ type: 'guess', text: 7 })).toMatchObject({ ok: false });
    expect(playableMedle.load(CASE, { guesses: 'x' })).toMatchObject({ ok: false });
  });
});

describe('Medle case schema', () => {
  it('accepts the case and names its list title by category', () => {
    expect(playableMedle.validatePuzzle(CASE)).toEqual({ ok: true, title: 'Endocrinology' });
  });
  it('refuses a clue that names the diagnosis, a partial answer that is correct, too few clues', () => {
    const named = { ...CASE, clues: [...CASE.clues.slice(0, 4), 'Classic Sheehan syndrome.'] };
    expect(playableMedle.validatePuzzle(named)).toEqual({
      ok: false,
      message: "clues.4: Clue 5 names the diagnosis ('sheehan syndrome')",
    });
    const partial = { ...CASE, partial_answers: ['Sheehans syndrome'] };
    expect(playableMedle.validatePuzzle(partial)).toMatchObject({ ok: false });
    expect(playableMedle.validatePuzzle({ ...CASE, clues: CASE.clues.slice(0, 4) })).toEqual({
      ok: false,
      message: 'clues: clues needs at least 5 clues',
    });
    expect(playableMedle.validatePuzzle({ ...CASE, category: 'Endo crinology' })).toMatchObject({
      ok: false,
    });
  });
});
