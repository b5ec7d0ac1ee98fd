import { describe, expect, it } from 'vitest';
import { medwordGame, MEDWORD_MESSAGES, playableMedword } from './play.js';
import { medwordPuzzleSchema } from './schema.js';

const RAW = {
  target_word: 'anemia',
  word_category: 'Hematology',
  difficulty_level: 'easy',
  hints: ['Low haemoglobin', 'Pale conjunctivae'],
  explanation: 'A fall in red cell mass.',
  source: 'A textbook, 2024',
};
const puzzle = medwordPuzzleSchema.parse(RAW);
const WORDS = new Set(['BANANA', 'SEPSIS', 'STROKE', 'ANEMIA', 'FIBULA']);
const game = medwordGame((w) => WORDS.has(w));

function apply(progress = game.initialProgress(puzzle), move: unknown) {
  const parsed = game.moveSchema.safeParse(move);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
  return game.applyMove(puzzle, progress, parsed.data);
}

describe('the MedWord module', () => {
  it('shows the shape and the category before the end, never the word', () => {
    const pub = game.publicPuzzle(puzzle);
    expect(pub).toEqual({
      wordLength: 6,
      maxGuesses: 6,
      category: 'Hematology',
      difficulty: 'easy',
      hintCount: 2,
    });
    const view = game.view(puzzle, game.initialProgress(puzzle), false);
    expect(JSON.stringify([pub, view])).not.toMatch(/ANEMIA|Low haemoglobin|red cell mass/);
  });

  it('takes dictionary words, refuses others with 422 and changes nothing', () => {
    const first = apply(undefined, { type: 'guess', word: 'banana' });
    expect(first.ok && first.progress.guesses).toEqual(['BANANA']);
    const bad = apply(undefined, { type: 'guess', word: 'QQQQQQ' });
    expect(bad).toEqual({
      ok: false,
      code: 'NOT_IN_WORD_LIST',
      message: MEDWORD_MESSAGES.notInWordList,
      status: 422,
    });
    expect(apply(undefined, { type: 'guess', word: 'ABC' })).toMatchObject({
      ok: false,
      code: 'INVALID_GUESS',
    });
    expect(apply(undefined, { type: 'guess', word: 'ANEMIA' }).ok).toBe(true);
  });

  it("never checks a guess against the day's answer: the dictionary alone decides", () => {
    // the answer outside the dictionary is refused like any other non-word ('Not in word list'
    // would otherwise tell which word is the answer); the server refuses to publish such a puzzle
    const lacking = medwordGame((w) => w !== 'ANEMIA' && WORDS.has(w));
    expect(
      lacking.applyMove(puzzle, lacking.initialProgress(puzzle), { type: 'guess', word: 'ANEMIA' }),
    ).toMatchObject({ ok: false, code: 'NOT_IN_WORD_LIST', status: 422 });
    expect(playableMedword((w) => w !== 'ANEMIA').validatePuzzle({ ...RAW })).toEqual({
      ok: false,
      message: MEDWORD_MESSAGES.notInDictionary('ANEMIA'),
    });
    expect(MEDWORD_MESSAGES.notInDictionary('KERION')).toBe(
      "target_word: KERION is not in MedWord's dictionary, so no player could guess it. Choose another word, or have KERION added to content/medword/extra-words.txt in a release first.",
    );
    expect(playableMedword((w) => WORDS.has(w)).validatePuzzle({ ...RAW })).toEqual({
      ok: true,
      title: 'Hematology',
    });
  });

  it('takes exactly A–Z, either case: a letter that upper-cases into A–Z is refused, not folded', () => {
    // 'ı'.toUpperCase() is 'I', 'ﬁ'.toUpperCase() is 'FI', 'ſ'.toUpperCase() is 'S'
    for (const word of ['SEPSıS', 'ﬁbula', 'ſepsis', 'SEPSİS', 'ＳＥＰＳＩＳ', 'SEPS1S', 'SEPSIS!'])
      expect(apply(undefined, { type: 'guess', word }), word).toEqual({
        ok: false,
        code: 'INVALID_GUESS',
        message: MEDWORD_MESSAGES.badShape,
      });
    const typed = apply(undefined, { type: 'guess', word: ' fiBULA ' });
    expect(typed.ok && typed.progress.guesses).toEqual(['FIBULA']);
  });

  it('opens hints one at a time, and no more than there are', () => {
    const one = apply(undefined, { type: 'hint' });
    if (!one.ok) throw new Error(one.message);
    expect(one.feedback).toEqual({ type: 'hint', hint: 'Low haemoglobin' });
    expect(game.view(puzzle, one.progress, false).hints).toEqual(['Low haemoglobin']);
    const two = apply(one.progress, { type: 'hint' });
    if (!two.ok) throw new Error(two.message);
    expect(apply(two.progress, { type: 'hint' })).toMatchObject({
      ok: false,
      code: 'NO_MORE_HINTS',
    });
  });

  it('reads a play stored before Hard Mode as not in Hard Mode', () => {
    const stored = game.progressSchema.parse({ guesses: ['BANANA'], hintsUsed: 0 });
    expect(stored).toEqual({ guesses: ['BANANA'], hintsUsed: 0, hard: false });
    expect(game.view(puzzle, stored, false).hard).toBe(false);
  });

  it("refuses a guess that breaks Hard Mode with Wordle's words, and keeps the mode", () => {
    const first = game.applyMove(puzzle, game.initialProgress(puzzle), {
      type: 'guess',
      word: 'BANANA',
      hard: true,
    });
    if (!first.ok) throw new Error(first.message);
    expect(first.progress.hard).toBe(true);
    expect(game.applyMove(puzzle, first.progress, { type: 'guess', word: 'SEPSIS' })).toEqual({
      ok: false,
      code: 'HARD_MODE',
      message: '6th letter must be A',
      status: 422,
    });
  });

  it('counts the work a person does, for the pace model', () => {
    const playing = { guesses: ['BANANA'], hintsUsed: 1, hard: false };
    expect(game.effort(puzzle, playing)).toEqual({
      done: { inputs: 8, reads: 2 },
      open: { inputs: 7, reads: 1 },
    });
    expect(game.effort(puzzle, { guesses: ['ANEMIA'], hintsUsed: 0, hard: false }).open).toEqual({
      inputs: 0,
      reads: 0,
    });
  });

  it('counts a draft sent with a pause as typed: the guess after it enters only what is left', () => {
    const inputs = (p: Parameters<typeof game.effort>[1]) => game.effort(puzzle, p).done.inputs;
    const start = game.initialProgress(puzzle);
    const drafted = apply(start, { type: 'draft', letters: 'SEPSIS' });
    if (!drafted.ok) throw new Error('draft refused');
    expect(drafted.feedback).toEqual({ type: 'draft' });
    expect(inputs(drafted.progress) - inputs(start)).toBe(6);
    // a whole row typed: what is left is Enter, and no word to choose
    expect(game.effort(puzzle, drafted.progress).open).toEqual({ inputs: 1, reads: 0 });
    const same = apply(drafted.progress, { type: 'guess', word: 'SEPSIS' });
    if (!same.ok) throw new Error('guess refused');
    expect(inputs(same.progress) - inputs(drafted.progress)).toBe(1);
    expect(same.progress.draft).toBeUndefined();
    // another word than the draft: the letters typed over count again
    const other = apply(drafted.progress, { type: 'guess', word: 'STROKE' });
    if (!other.ok) throw new Error('guess refused');
    expect(inputs(other.progress) - inputs(drafted.progress)).toBe(6);
    // a shorter draft leaves the rest of the row and the choice open
    const part = apply(start, { type: 'draft', letters: 'SEP' });
    expect(part.ok && game.effort(puzzle, part.progress).open).toEqual({ inputs: 4, reads: 1 });
  });

  it('refuses a draft that is not up to six letters A–Z, and changes nothing', () => {
    for (const letters of ['sepsis', 'SEPSISX', 'SEP5'])
      expect(() => apply(undefined, { type: 'draft', letters })).toThrow(/up to 6 letters A–Z/);
  });

  it('ranks a win by time with its true guesses and hints; a loss is not solved, never ranks, and is no reveal', () => {
    const won = { guesses: ['BANANA', 'ANEMIA'], hintsUsed: 1, hard: false };
    expect(game.status(puzzle, won)).toBe('won');
    expect(game.result(puzzle, won, 40.7)).toEqual({
      timeSeconds: 40,
      penaltySeconds: 0,
      inputs: 2 * 7 + 1, // six letters and Enter per guess, and a tap for the hint
      score: 1000 - 80 - 100,
      guesses: 2,
      cluesRevealed: 1,
      livesRemaining: null,
      assisted: false,
      eligible: true,
    });
    const lost = { guesses: Array(6).fill('BANANA') as string[], hintsUsed: 0, hard: false };
    expect(game.status(puzzle, lost)).toBe('lost');
    // MedWord has no reveal: a plain loss reads 'Not solved', never 'Revealed' (issue 29)
    expect(game.result(puzzle, lost, 60)).toMatchObject({
      score: 0,
      assisted: false,
      eligible: false,
    });
    expect(game.view(puzzle, lost, true).answer).toEqual({
      word: 'ANEMIA',
      explanation: 'A fall in red cell mass.',
      source: 'A textbook, 2024',
    });
  });

  it('refuses a hint that gives the word away in the content', () => {
    const bad = medwordPuzzleSchema.safeParse({ ...puzzle, hints: ['Think ANEMIA'] });
    expect(bad.success).toBe(false);
  });
});
