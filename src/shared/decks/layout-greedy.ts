/**
 * One greedy pass of the deck layout generator (issue 32). Answers are taken roughly longest
 * first; at each step the next few unplaced answers are tried at every square they could cross,
 * and the one placement that scores best is made. The score rewards squares shared with answers
 * already placed and punishes growth of the bounding box, and its weights and the order's
 * tie-breaks are drawn per pass from the seeded generator, so many passes explore many layouts.
 */
import { ACROSS, Board, DOWN, type Dir, type Placement } from './layout-board.js';

/** The knobs one pass is run with (drawn per pass by `drawPass`). */
export interface PassPlan {
  /** Indexes of the answers in the order they are offered. */
  order: number[];
  /** How many placeable answers are weighed against each other at each step. */
  window: number;
  /** Score per shared square. */
  crossWeight: number;
  /** Score lost per square of bounding-box growth. */
  growthWeight: number;
  /** Score lost per square the box's longer side exceeds its shorter one. */
  squareWeight: number;
  /** Score per letter of the answer (longer answers are harder to fit later). */
  lengthWeight: number;
  /** Random spread added to each candidate's score. */
  noise: number;
  /** The box no placement may outgrow while any answer still fits in it. */
  maxRows: number;
  maxCols: number;
  /** The side an answer that fits nowhere in the box may stretch the box to. */
  looseSide: number;
}

export interface PassResult {
  board: Board;
  placements: Placement[];
}

/** Score lost per square of growth once an answer must stretch the box: as little as can be. */
const STRETCH_GROWTH = 2;

/**
 * Runs one greedy pass over `words` (letter codes) with the given plan: answers are placed in
 * the plan's box while any fits there, then the rest stretch it as little as they can.
 */
export function runPass(
  words: readonly Uint8Array[],
  plan: PassPlan,
  rand: () => number,
): PassResult {
  const side = Math.max(plan.maxRows, plan.maxCols, plan.looseSide);
  const board = new Board(2 * side + 4);
  const centre = side + 2;
  const first = plan.order[0]!;
  const firstLen = words[first]!.length;
  const dir = firstLen <= plan.maxCols ? ACROSS : DOWN;
  const row = dir === ACROSS ? centre : centre - (firstLen >> 1);
  const col = dir === ACROSS ? centre - (firstLen >> 1) : centre;
  board.place(words[first]!, row, col, dir);
  const placements: Placement[] = [{ word: first, row, col, dir, crossings: 0 }];
  const waiting = plan.order.slice(1);
  let box = plan;
  for (;;) {
    let best = bestStep(board, words, waiting, box, rand);
    if (best === null && box === plan) {
      // the answers left fit nowhere in the box: let them stretch it
      box = {
        ...plan,
        maxRows: plan.looseSide,
        maxCols: plan.looseSide,
        growthWeight: STRETCH_GROWTH,
      };
      best = bestStep(board, words, waiting, box, rand);
    }
    if (best === null) break;
    board.place(words[best.word]!, best.row, best.col, best.dir);
    placements.push(best);
    waiting.splice(waiting.indexOf(best.word), 1);
  }
  return { board, placements };
}

/** The best-scoring placement among the first `plan.window` answers that can be placed. */
function bestStep(
  board: Board,
  words: readonly Uint8Array[],
  waiting: readonly number[],
  plan: PassPlan,
  rand: () => number,
): Placement | null {
  let best: Placement | null = null;
  let bestScore = -Infinity;
  let weighed = 0;
  for (const word of waiting) {
    let found = false;
    forEachPlacement(board, words[word]!, (row, col, dir, shared) => {
      const score = scorePlacement(board, words[word]!.length, row, col, dir, shared, plan, rand);
      if (score === -Infinity) return; // outside the box
      found = true;
      if (score > bestScore) {
        bestScore = score;
        best = { word, row, col, dir, crossings: shared };
      }
    });
    if (found && ++weighed >= plan.window) break;
  }
  return best;
}

/** Calls `visit` once for every legal placement of `codes` that crosses the board. */
export function forEachPlacement(
  board: Board,
  codes: Uint8Array,
  visit: (row: number, col: number, dir: Dir, shared: number) => void,
): void {
  const n = board.size;
  for (let i = 0; i < codes.length; i++) {
    const squares = board.byLetter[codes[i]!]!;
    for (const at of squares) {
      const dir: Dir = board.dirs[at] === ACROSS ? DOWN : ACROSS;
      const row = ((at / n) | 0) - (dir === DOWN ? i : 0);
      const col = (at % n) - (dir === ACROSS ? i : 0);
      const shared = board.check(codes, row, col, dir, i);
      if (shared > 0) visit(row, col, dir, shared);
    }
  }
}

function scorePlacement(
  board: Board,
  len: number,
  row: number,
  col: number,
  dir: Dir,
  shared: number,
  plan: PassPlan,
  rand: () => number,
): number {
  const endRow = dir === DOWN ? row + len - 1 : row;
  const endCol = dir === ACROSS ? col + len - 1 : col;
  const height = Math.max(board.maxRow, endRow) - Math.min(board.minRow, row) + 1;
  const width = Math.max(board.maxCol, endCol) - Math.min(board.minCol, col) + 1;
  if (height > plan.maxRows || width > plan.maxCols) return -Infinity;
  const growth = height * width - board.area;
  return (
    plan.crossWeight * shared +
    plan.lengthWeight * len -
    plan.growthWeight * growth -
    plan.squareWeight * Math.abs(height - width) -
    plan.noise * rand()
  );
}
