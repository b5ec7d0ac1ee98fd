import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { blocksOf, layoutOf, whiteCells, type Cell } from './grid.js';
import { moveSchema, type CrosswordMove } from './moves.js';
import {
  crosswordGame,
  medicalCrossword,
  medicalCrosswordModule,
  miniCrossword,
  miniCrosswordModule,
  publicLayout,
  type CrosswordPublicPuzzle,
} from './play.js';
import type { CrosswordProgress } from './progress.js';
import { parseCrossword, type Crossword } from './schema.js';
import {
  GRID_15,
  MINI_5,
  gridFromPattern,
  puzzleData,
  puzzleOf,
  validGridArb,
} from './test-fixtures.js';

const game = miniCrosswordModule;
const puzzle = puzzleOf(MINI_5, 'mini');

function apply(p: CrosswordProgress, move: CrosswordMove, pz: Crossword = puzzle) {
  const applied = game.applyMove(pz, p, move);
  if (!applied.ok) throw new Error(applied.message);
  return applied.progress;
}
/** Every white square filled with the answer, as one fill move. */
const solveMove = (pz: Crossword): CrosswordMove => ({
  type: 'fill',
  cells: whiteCells(layoutOf(blocksOf(pz.answerGrid))).map(([row, col]) => ({
    row,
    col,
    letter: pz.answerGrid[row]?.[col] ?? '',
  })),
});
/** Title and subtitle blanked, so only structure remains. */
const withoutTexts = (pub: CrosswordPublicPuzzle) => ({ ...pub, title: '', subtitle: '' });

describe('the game modules', () => {
  it('are the two crossword games', () => {
    expect(miniCrosswordModule.game).toBe('mini');
    expect(medicalCrosswordModule.game).toBe('medical');
    expect(miniCrossword.game).toBe('mini');
    expect(medicalCrossword.game).toBe('medical');
    expect(crosswordGame('medical').publicPuzzle(puzzle).type).toBe('medical');
  });

  it('accept grid sizes by type', () => {
    const big = puzzleData(gridFromPattern(GRID_15));
    expect(medicalCrossword.validatePuzzle(big)).toMatchObject({ ok: true });
    expect(miniCrossword.validatePuzzle(big)).toEqual({
      ok: false,
      message:
        'A Mini Crossword grid must be 5 to 11 cells wide and high; this one is 15 wide and 15 high',
    });
  });
});

describe('publicPuzzle', () => {
  const pub = game.publicPuzzle(puzzle);

  it('gives the grid shape, numbers and where the words are, but no clue text', () => {
    expect(pub).toMatchObject({
      type: 'mini',
      title: 'Test puzzle',
      subtitle: 'A Quick Medical Challenge',
      rows: 5,
      cols: 5,
    });
    expect(pub.blocks[0]).toEqual([true, false, false, false, true]);
    expect(pub.numbers[1]).toEqual([4, null, null, null, 5]);
    expect(pub.across[1]).toEqual({ number: 4, row: 1, col: 0, length: 5 });
    expect(pub.down.map((c) => c.number)).toEqual([1, 2, 3, 4, 5]);
    expect(JSON.stringify(pub)).not.toMatch(/Across|Down/); // the clue texts come with the view
    const noSubtitle = parseCrossword(
      { ...puzzleData(gridFromPattern(MINI_5)), subtitle: undefined },
      'mini',
    );
    if (noSubtitle.ok) expect(game.publicPuzzle(noSubtitle.puzzle).subtitle).toBeNull();
  });

  it('contains no answers', () => {
    const json = JSON.stringify(pub);
    for (const word of ['CAT', 'HEART', 'LIVER', 'OVARY', 'END', 'TRY', 'HLO'])
      expect(json).not.toContain(word);
    expect(JSON.stringify(withoutTexts(pub))).not.toMatch(/[A-Z]/);
    expect(JSON.stringify(pub)).not.toMatch(/answer|solution/i);
  });

  it('gives the client the same layout as the server', () => {
    expect(publicLayout(pub)).toEqual(layoutOf(blocksOf(puzzle.answerGrid)));
  });
});

describe('view and status', () => {
  it('never includes the solution before the play is finished', () => {
    const p = apply(game.initialProgress(puzzle), {
      type: 'reveal',
      scope: 'square',
      row: 1,
      col: 0,
    });
    const view = game.view(puzzle, p, false);
    expect(view).not.toHaveProperty('solution');
    expect(JSON.stringify(view)).not.toContain('HEART');
    expect(view.letters[1]?.[0]).toBe('H');
    expect(view).toMatchObject({
      revealedCount: 1,
      missedCount: 1,
      entirePuzzleRevealed: false,
      completedClues: [],
    });
  });

  it('carries the clue texts, in the order of the public puzzle', () => {
    const view = game.view(puzzle, game.initialProgress(puzzle), false);
    expect(view.clues.across[1]).toBe('Across 4');
    expect(view.clues.across).toHaveLength(game.publicPuzzle(puzzle).across.length);
    expect(view.clues.down).toHaveLength(game.publicPuzzle(puzzle).down.length);
  });

  it('includes the solution once finished', () => {
    const view = game.view(puzzle, game.initialProgress(puzzle), true);
    expect(view.solution).toEqual(puzzle.answerGrid);
    expect(view.solution).not.toBe(puzzle.answerGrid);
  });

  it('is playing until every square matches, then won', () => {
    const p = game.initialProgress(puzzle);
    expect(game.status(puzzle, p)).toBe('playing');
    const solved = apply(p, solveMove(puzzle));
    expect(game.status(puzzle, solved)).toBe('won');
    expect(game.view(puzzle, solved, false)).not.toHaveProperty('solution');
  });

  it('counts a revealed puzzle as won (assisted)', () => {
    const p = apply(game.initialProgress(puzzle), { type: 'reveal', scope: 'puzzle' });
    expect(game.status(puzzle, p)).toBe('won');
  });
});

describe('result', () => {
  const solved = apply(game.initialProgress(puzzle), solveMove(puzzle));

  it('ranks an unassisted solve by its active time', () => {
    expect(game.result(puzzle, solved, 83.9)).toEqual({
      timeSeconds: 83,
      penaltySeconds: 0,
      inputs: 21,
      score: null,
      guesses: null,
      cluesRevealed: null,
      livesRemaining: null,
      assisted: false,
      eligible: true,
    });
    expect(game.result(puzzle, solved, -5).timeSeconds).toBe(0);
    expect(game.result(puzzle, solved, Number.NaN).timeSeconds).toBe(0);
  });

  it('adds 10 seconds per square Check marked incorrect, once per wrong letter', () => {
    let p = apply(game.initialProgress(puzzle), {
      type: 'fill',
      cells: [
        { row: 1, col: 0, letter: 'X' },
        { row: 1, col: 1, letter: 'Y' },
        { row: 1, col: 2, letter: 'A' },
      ],
    });
    p = apply(p, { type: 'check', scope: 'puzzle' });
    expect(p.wrongChecks).toBe(2);
    p = apply(p, { type: 'check', scope: 'puzzle' }); // nothing new learned: no charge
    expect(p.wrongChecks).toBe(2);
    p = apply(p, { type: 'fill', cells: [{ row: 1, col: 0, letter: 'Z' }] });
    p = apply(p, { type: 'check', scope: 'square', row: 1, col: 0 });
    expect(p.wrongChecks).toBe(3);
    const done = apply(p, solveMove(puzzle));
    expect(game.result(puzzle, done, 40)).toMatchObject({
      timeSeconds: 70,
      penaltySeconds: 30,
      eligible: true,
    });
  });

  it('reads progress stored before the counters existed as none used', () => {
    const { wrongChecks: _w, lettersEntered: _l, ...old } = game.initialProgress(puzzle);
    const parsed = game.progressSchema.parse(old);
    expect(parsed).toMatchObject({ wrongChecks: 0, lettersEntered: 0 });
  });

  it('marks any reveal as assisted and never eligible', () => {
    let p = apply(game.initialProgress(puzzle), {
      type: 'reveal',
      scope: 'square',
      row: 2,
      col: 2,
    });
    p = apply(p, solveMove(puzzle));
    expect(game.result(puzzle, p, 60)).toMatchObject({ assisted: true, eligible: false });
    const all = apply(game.initialProgress(puzzle), { type: 'reveal', scope: 'puzzle' });
    expect(game.result(puzzle, all, 60)).toMatchObject({ assisted: true, eligible: false });
  });

  it('checking does not assist', () => {
    let p = apply(game.initialProgress(puzzle), {
      type: 'fill',
      cells: [{ row: 1, col: 0, letter: 'Q' }],
    });
    p = apply(p, { type: 'check', scope: 'puzzle' });
    p = apply(p, solveMove(puzzle));
    expect(game.result(puzzle, p, 60)).toMatchObject({ assisted: false, eligible: true });
  });

  it('is not eligible for an unfinished grid', () => {
    expect(game.result(puzzle, game.initialProgress(puzzle), 10).eligible).toBe(false);
  });
});

describe('through the play engine (playable)', () => {
  const data = puzzleData(gridFromPattern(MINI_5));

  it('loads a puzzle, parses and applies raw moves', () => {
    const loaded = miniCrossword.load(data, null);
    if (!loaded.ok) throw new Error(loaded.message);
    const { play } = loaded;
    expect(play.applyMove({ type: 'fill', cells: [{ row: 1, col: 0, letter: 'h' }] })).toEqual({
      ok: true,
      feedback: { type: 'fill', changed: [{ row: 1, col: 0, letter: 'H' }], ignored: [] },
    });
    expect(play.applyMove({ type: 'check', scope: 'word', row: 1, col: 0 })).toEqual({
      ok: false,
      code: 'INVALID_MOVE',
      message: "A word check needs dir ('across' or 'down')",
    });
    expect(
      play.applyMove({ type: 'fill', cells: [{ row: 0, col: 0, letter: 'A' }] }),
    ).toMatchObject({
      ok: false,
      code: 'INVALID_CELL',
    });
    const stored = JSON.parse(JSON.stringify(play.progress())) as unknown;
    const again = miniCrossword.load(data, stored);
    expect(again.ok && (again.play.view(false) as { letters: string[][] }).letters[1]?.[0]).toBe(
      'H',
    );
  });

  it('refuses invalid stored puzzles and progress with a message', () => {
    expect(miniCrossword.load(puzzleData(gridFromPattern(GRID_15)), null)).toEqual({
      ok: false,
      message:
        'Stored puzzle is invalid: A Mini Crossword grid must be 5 to 11 cells wide and high; this one is 15 wide and 15 high',
    });
    const bad = miniCrossword.load(data, { letters: 'x' });
    expect(bad.ok).toBe(false);
  });

  it('restarts a save whose grid size differs from the puzzle’s', () => {
    const small = game.initialProgress(
      puzzleOf(['.....', '.....', '.....', '.....', '.....', '.....'], 'mini'),
    );
    small.letters[0]![1] = 'C';
    const loaded = miniCrossword.load(data, small);
    if (!loaded.ok) throw new Error(loaded.message);
    expect((loaded.play.view(false) as { letters: string[][] }).letters).toHaveLength(5);
    expect((loaded.play.view(false) as { letters: string[][] }).letters[0]?.[1]).toBe('');
  });
});

describe('properties of random puzzles', () => {
  const puzzleArb = validGridArb(fc, 13).map((grid) => {
    const parsed = parseCrossword(puzzleData(grid), 'medical');
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    return parsed.puzzle;
  });
  const module = medicalCrosswordModule;

  it('filling every square with the solution wins, unassisted', () => {
    fc.assert(
      fc.property(puzzleArb, (pz) => {
        const p = module.applyMove(pz, module.initialProgress(pz), solveMove(pz));
        expect(p.ok && module.status(pz, p.progress)).toBe('won');
        expect(p.ok && module.result(pz, p.progress, 1).eligible).toBe(true);
      }),
    );
  });

  it('the public puzzle holds no answer letters', () => {
    fc.assert(
      fc.property(puzzleArb, (pz) => {
        expect(JSON.stringify(withoutTexts(module.publicPuzzle(pz)))).not.toMatch(/[A-Z]/);
      }),
    );
  });

  /** A random move aimed at the puzzle's white squares (so every one is valid). */
  const movesArb = (cells: Cell[]) => {
    const cell = fc.constantFrom(...cells);
    const letter = fc.constantFrom('', 'A', 'E', 'q', 'Z');
    const fill = fc
      .array(fc.tuple(cell, letter), { minLength: 1, maxLength: 6 })
      .map((list): CrosswordMove => ({
        type: 'fill',
        cells: list.map(([[row, col], l]) => ({ row, col, letter: l })),
      }));
    const tool = fc
      .record({
        type: fc.constantFrom('check' as const, 'reveal' as const, 'clear' as const),
        scope: fc.constantFrom('square' as const, 'word' as const, 'puzzle' as const),
        at: cell,
        dir: fc.constantFrom('across' as const, 'down' as const),
      })
      .map(({ type, scope, at: [row, col], dir }): unknown => ({ type, scope, row, col, dir }));
    return fc.array(fc.oneof({ arbitrary: fill, weight: 3 }, { arbitrary: tool, weight: 2 }), {
      maxLength: 25,
    });
  };

  const shapeOk = (p: CrosswordProgress, rows: number, cols: number) =>
    [p.letters, p.marks, p.revealed, p.locked].every(
      (grid: unknown[][]) => grid.length === rows && grid.every((row) => row.length === cols),
    );
  /** Revealed squares are locked and hold the answer; locked ones hold the answer; black ones are empty. */
  const cellsOk = (pz: Crossword, p: CrosswordProgress) =>
    pz.answerGrid.every((row, r) =>
      row.every((answer, c) => {
        const letter = p.letters[r]?.[c];
        if (p.revealed[r]?.[c] && !p.locked[r]?.[c]) return false;
        if (p.locked[r]?.[c] && letter !== answer) return false;
        return answer !== '' || letter === '';
      }),
    );

  it('random move sequences never throw and keep progress consistent', () => {
    const scenario = puzzleArb.chain((pz) =>
      fc.tuple(fc.constant(pz), movesArb(whiteCells(layoutOf(blocksOf(pz.answerGrid))))),
    );
    fc.assert(
      fc.property(scenario, ([pz, moves]) => {
        let p = module.initialProgress(pz);
        const rows = pz.answerGrid.length;
        const cols = pz.answerGrid[0]?.length ?? 0;
        for (const raw of moves) {
          const move = moveSchema.safeParse(raw);
          expect(move.success).toBe(true);
          if (!move.success) return;
          const applied = module.applyMove(pz, p, move.data);
          if (!applied.ok) {
            // Only a word aimed the wrong way, or a move after completion, may be refused.
            expect(['INVALID_CELL', 'PUZZLE_COMPLETE']).toContain(applied.code);
            continue;
          }
          p = applied.progress;
          expect(shapeOk(p, rows, cols)).toBe(true);
          expect(cellsOk(pz, p)).toBe(true);
          expect(p.missedCount).toBeLessThanOrEqual(p.revealedCount);
          const solved = pz.answerGrid.every((row, r) =>
            row.every((a, c) => p.letters[r]?.[c] === a),
          );
          expect(module.status(pz, p)).toBe(solved ? 'won' : 'playing');
        }
        expect(module.progressSchema.safeParse(JSON.parse(JSON.stringify(p))).success).toBe(true);
        expect(module.result(pz, p, 5).assisted).toBe(
          p.revealedCount > 0 || p.entirePuzzleRevealed,
        );
        expect('solution' in module.view(pz, p, false)).toBe(false);
      }),
      { numRuns: 80 },
    );
  });
});
