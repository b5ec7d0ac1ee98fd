import { describe, expect, it } from 'vitest';
import { MEDLE_MESSAGES, medleGame, playableMedle, type MedleProgress } from './play.js';
import { normaliseAnswer } from './rules.js';
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
/** The server's list in small: the names a guess may be, normalised. */
const NAMES = new Set(
  [
    'Sheehan syndrome',
    'postpartum pituitary necrosis',
    'hypopituitarism',
    'hypothyroidism',
    'asthma',
    'Pituitary adenoma',
  ].map(normaliseAnswer),
);
const game = medleGame((name) => NAMES.has(name));
const playable = playableMedle((name) => NAMES.has(name));

function play(moves: unknown[]) {
  let progress: MedleProgress = game.initialProgress(puzzle);
  const feedback: unknown[] = [];
  for (const raw of moves) {
    const move = game.moveSchema.parse(raw);
    const applied = game.applyMove(puzzle, progress, move);
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
    const pub = JSON.stringify(game.publicPuzzle(puzzle));
    expect(JSON.parse(pub)).toEqual({
      category: 'Endocrinology',
      difficulty: 'hard',
      clueCount: 5,
      guessesPerClue: 2,
    });
    const { progress } = play([{ type: 'guess', text: 'hypothyroidism' }]);
    const view = JSON.stringify(game.view(puzzle, progress, false));
    expect(game.view(puzzle, progress, false).clues).toEqual([CASE.clues[0]]);
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
    expect(game.status(puzzle, progress)).toBe('won');
    const view = game.view(puzzle, progress, true);
    expect(view.clues).toHaveLength(2);
    expect(view.answer?.diagnosis).toBe('Sheehan syndrome');
    expect(view.answer?.whyDiagnosis).toBe(CASE.why_diagnosis);
    const result = game.result(puzzle, progress, 40.7);
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
    expect(game.status(puzzle, progress)).toBe('playing');
    const lost = play([next, next, next, next, next]).progress;
    expect(game.status(puzzle, lost)).toBe('lost');
    expect(game.result(puzzle, lost, 20)).toMatchObject({
      score: 0,
      assisted: true,
      eligible: false,
    });
  });

  it('loses when the last clue is missed as often as the difficulty allows', () => {
    const miss = { type: 'guess', text: 'asthma' };
    const { progress } = play(Array.from({ length: 10 }, () => miss));
    expect(progress.cluesRevealed).toBe(5);
    expect(game.status(puzzle, progress)).toBe('lost');
    // lost on misses, not revealed: 'Not solved', never 'Revealed' (issue 29)
    expect(game.result(puzzle, progress, 20)).toMatchObject({
      score: 0,
      assisted: false,
      eligible: false,
    });
  });

  it('a lost play stored before it kept how it ended is not solved, not revealed (migration 012)', () => {
    const miss = { type: 'guess', text: 'asthma' };
    const { progress } = play(Array.from({ length: 10 }, () => miss));
    const { endedBy, ...stored } = progress;
    expect(endedBy).toBe('misses');
    expect(game.status(puzzle, stored)).toBe('lost');
    expect(game.result(puzzle, stored, 20)).toMatchObject({ assisted: false, eligible: false });
  });

  it('takes one name of the list, however it is written; refuses anything else with 422 and changes nothing', () => {
    const loaded = playable.load(CASE, null);
    if (!loaded.ok) throw new Error(loaded.message);
    for (const text of [
      // a guess packed with words would learn which of them the diagnosis holds
      'sheehan pituitary necrosis postpartum adenoma',
      'syndrome',
      'Sheehan',
      'pituitary',
      'Sheehan syndrome, hypopituitarism',
      '!!!',
    ])
      expect(loaded.play.applyMove({ type: 'guess', text }), text).toEqual({
        ok: false,
        code: 'NOT_A_DIAGNOSIS',
        message: MEDLE_MESSAGES.notADiagnosis,
        status: 422,
      });
    expect(loaded.play.progress()).toEqual(game.initialProgress(puzzle));
    for (const text of ['  HYPOTHYROIDISM ', 'pituitary   adenoma', 'Sheehans syndrome'])
      expect(loaded.play.applyMove({ type: 'guess', text }).ok, text).toBe(true);
  });

  it('refuses a malformed move or a guess over 100 characters, and a bad stored progress', () => {
    const loaded = playable.load(CASE, null);
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.play.applyMove({ type: 'guess', text: 'x'.repeat(101) })).toMatchObject({
      ok: false,
      message: 'text: A guess is at most 100 characters',
    });
    expect(loaded.play.applyMove({ type: 'shout' })).toMatchObject({ ok: false });
    expect(loaded.play.applyMove({ type: 'guess', text: 7 })).toMatchObject({ ok: false });
    expect(playable.load(CASE, { guesses: 'x' })).toMatchObject({ ok: false });
  });
});

describe('Medle case schema', () => {
  it('accepts the case and names its list title by category', () => {
    expect(playable.validatePuzzle(CASE)).toEqual({ ok: true, title: 'Endocrinology' });
  });
  it('refuses a case with a name no player could guess, naming each name and its field', () => {
    const unlisted = {
      ...CASE,
      diagnosis: 'Simmonds disease',
      accepted_answers: ["Sheehan's syndrome", 'SS'],
      partial_answers: ['hypopituitarism', 'endocrine failure'],
    };
    expect(playable.validatePuzzle(unlisted)).toEqual({
      ok: false,
      message: MEDLE_MESSAGES.notOnList([
        "diagnosis 'Simmonds disease'",
        "accepted_answers 'SS'",
        "partial_answers 'endocrine failure'",
      ]),
    });
    expect(MEDLE_MESSAGES.notOnList(["accepted_answers 'SS'"])).toBe(
      "Not on Medle's list of diagnoses, so no player could guess it: accepted_answers 'SS'. Use a listed name, leave it out, or have it added to content/medle/diagnoses.txt in a release first.",
    );
  });
  it('refuses a clue that names the diagnosis, a partial answer that is correct, too few clues', () => {
    const named = { ...CASE, clues: [...CASE.clues.slice(0, 4), 'Classic Sheehan syndrome.'] };
    expect(playable.validatePuzzle(named)).toEqual({
      ok: false,
      message: "clues.4: Clue 5 names the diagnosis ('sheehan syndrome')",
    });
    const partial = { ...CASE, partial_answers: ['Sheehans syndrome'] };
    expect(playable.validatePuzzle(partial)).toMatchObject({ ok: false });
    expect(playable.validatePuzzle({ ...CASE, clues: CASE.clues.slice(0, 4) })).toEqual({
      ok: false,
      message: 'clues: clues needs at least 5 clues',
    });
    expect(playable.validatePuzzle({ ...CASE, category: 'Endo crinology' })).toMatchObject({
      ok: false,
    });
  });
});
