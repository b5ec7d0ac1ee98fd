import { playable, type GameModule, type PlayStatus } from '../play/game-module.js';
import { checkPenaltySeconds } from '../play/fair-play.js';
import type { ResultFields } from '../play/result.js';
import { deriveEntries, layoutOf, type Layout, type Slot } from './grid.js';
import { CROSSWORD_PACE, crosswordEffort } from './effort.js';
import {
  applyCrosswordMove,
  moveSchema,
  type CrosswordFeedback,
  type CrosswordMove,
} from './moves.js';
import {
  emptyProgress,
  isSolved,
  progressSchema,
  puzzleLayout,
  restoreProgress,
  type CrosswordProgress,
} from './progress.js';
import { crosswordSchema, type Crossword, type CrosswordType } from './schema.js';

/**
 * The Mini and Medical Crosswords as play-engine game modules (src/shared/play/game-module.ts).
 * Same rules for both (docs/product.md#crossword-tools, docs/product.md#crossword-keys); they
 * differ only in the accepted grid sizes.
 */

/** Where a clue's word is; its text comes with the view, once the play runs. */
export interface PublicClue {
  number: number;
  row: number;
  col: number;
  length: number;
}

/**
 * What the browser may see of a puzzle at any time: the grid's shape and where its words are.
 * No answers, and no clue text: the clues are part of the view, sent only while the play runs
 * (the server's clock starts with them) or once it is over (docs/product.md#fair-play).
 */
export interface CrosswordPublicPuzzle {
  type: CrosswordType;
  title: string;
  subtitle: string | null;
  rows: number;
  cols: number;
  /** true = black square. */
  blocks: boolean[][];
  numbers: (number | null)[][];
  across: PublicClue[];
  down: PublicClue[];
  /** Squares drawn with a ring, [row, col] from 0; absent when none (decoration, not answers). */
  circled?: [number, number][];
  /** Squares drawn with a tint, [row, col] from 0; absent when none. */
  shaded?: [number, number][];
}

/** The clue texts, in the order of the public puzzle's `across` and `down` lists. */
export interface CrosswordClueTexts {
  across: string[];
  down: string[];
}

/**
 * What the player may see while the play runs: their progress and the clues, plus the solution
 * once the play is finished.
 */
export interface CrosswordView extends CrosswordProgress {
  clues: CrosswordClueTexts;
  solution?: string[][];
}

export type CrosswordModule = GameModule<
  Crossword,
  CrosswordPublicPuzzle,
  CrosswordProgress,
  CrosswordMove,
  CrosswordView,
  CrosswordFeedback
>;

export function publicPuzzle(type: CrosswordType, puzzle: Crossword): CrosswordPublicPuzzle {
  const layout = puzzleLayout(puzzle);
  const entries = deriveEntries(puzzle, layout);
  const clue = ({ number, row, col, length }: Slot): PublicClue => ({ number, row, col, length });
  return {
    type,
    title: puzzle.title,
    subtitle: puzzle.subtitle ?? null,
    rows: layout.rows,
    cols: layout.cols,
    blocks: layout.blocks.map((r) => [...r]),
    numbers: layout.numbers.map((r) => [...r]),
    across: entries.filter((e) => e.dir === 'across').map(clue),
    down: entries.filter((e) => e.dir === 'down').map(clue),
    ...(puzzle.circled?.length ? { circled: puzzle.circled.map(([r, c]) => [r, c]) } : {}),
    ...(puzzle.shaded?.length ? { shaded: puzzle.shaded.map(([r, c]) => [r, c]) } : {}),
  };
}

/** The client's layout (numbering, words, lookups) from the public puzzle. */
export function publicLayout(puzzle: Pick<CrosswordPublicPuzzle, 'blocks'>): Layout {
  return layoutOf(puzzle.blocks);
}

export function crosswordStatus(puzzle: Crossword, progress: CrosswordProgress): PlayStatus {
  return isSolved(puzzle, restoreProgress(puzzle, progress).letters) ? 'won' : 'playing';
}

export function crosswordClueTexts(puzzle: Crossword): CrosswordClueTexts {
  const entries = deriveEntries(puzzle, puzzleLayout(puzzle));
  const texts = (dir: 'across' | 'down') => entries.filter((e) => e.dir === dir).map((e) => e.clue);
  return { across: texts('across'), down: texts('down') };
}

export function crosswordView(
  puzzle: Crossword,
  progress: CrosswordProgress,
  finished: boolean,
): CrosswordView {
  const view: CrosswordView = {
    ...restoreProgress(puzzle, progress),
    clues: crosswordClueTexts(puzzle),
  };
  if (finished) view.solution = puzzle.answerGrid.map((r) => [...r]);
  return view;
}

/**
 * A completion counts as revealed (assisted) if the whole puzzle was revealed or any reveal was
 * used; revealed completions never rank. Crosswords rank by time alone: the active time plus the
 * check penalty (docs/product.md#crossword-scoring).
 */
export function crosswordResult(
  puzzle: Crossword,
  progress: CrosswordProgress,
  activeSeconds: number,
): ResultFields {
  const p = restoreProgress(puzzle, progress);
  const assisted = p.revealedCount > 0 || p.entirePuzzleRevealed;
  const won = isSolved(puzzle, p.letters);
  const active = Number.isFinite(activeSeconds) ? Math.max(0, Math.floor(activeSeconds)) : 0;
  const penaltySeconds = checkPenaltySeconds(p.wrongChecks);
  return {
    timeSeconds: active + penaltySeconds,
    penaltySeconds,
    inputs: p.lettersEntered,
    score: null,
    guesses: null,
    cluesRevealed: null,
    livesRemaining: null,
    assisted,
    eligible: won && !assisted,
  };
}

export function crosswordGame(type: CrosswordType): CrosswordModule {
  return {
    game: type,
    puzzleSchema: crosswordSchema(type),
    progressSchema,
    moveSchema,
    publicPuzzle: (puzzle) => publicPuzzle(type, puzzle),
    listTitle: (puzzle) => puzzle.title || null,
    initialProgress: (puzzle) => emptyProgress(puzzleLayout(puzzle)),
    applyMove: applyCrosswordMove,
    status: crosswordStatus,
    view: crosswordView,
    result: crosswordResult,
    pace: CROSSWORD_PACE,
    effort(puzzle, progress) {
      const p = restoreProgress(puzzle, progress);
      return crosswordEffort(puzzleLayout(puzzle), puzzle.answerGrid, p.letters, p.lettersEntered);
    },
  };
}

export const miniCrosswordModule = crosswordGame('mini');
export const medicalCrosswordModule = crosswordGame('medical');

/** The modules with their types erased, for the play engine. */
export const miniCrossword = playable(miniCrosswordModule);
export const medicalCrossword = playable(medicalCrosswordModule);
