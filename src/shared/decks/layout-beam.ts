/**
 * A beam search of the deck layout generator (issue 32): the answers are placed in one fixed
 * order, and instead of one greedy choice per answer the search keeps the `width` best partial
 * layouts; each is extended by the `branch` best placements of the next answer, and the best
 * `width` of those children go on. A layout's worth is scored cheaply (squares shared, the box's
 * area and how far it strays from square or past a target box), with a little seeded noise to
 * break ties, so one search explores many nearby layouts that one greedy pass would not.
 *
 * An answer that fits nowhere in a partial layout waits, and is tried again once the order is
 * done; a layout with answers waiting ranks below every one without.
 */
import { ACROSS, Board, DOWN, copyBoard, type Placement } from './layout-board.js';
import { forEachPlacement, type PassResult } from './layout-greedy.js';

export interface BeamPlan {
  /** Indexes of the answers in the order they are placed. */
  order: number[];
  /** Partial layouts kept at each depth. */
  width: number;
  /** Placements of the next answer tried from each kept layout. */
  branch: number;
  /** Score per shared square. */
  crossWeight: number;
  /** Score lost per square of the bounding box. */
  areaWeight: number;
  /** Score lost per square the box's longer side exceeds its shorter one. */
  squareWeight: number;
  /** Random spread added to each child's score. */
  noise: number;
  /** The box the layout should stay in: each row or column past it costs OUTSIDE. */
  maxRows: number;
  maxCols: number;
  /** The hard bound on either side. */
  maxSide: number;
}

/** Score lost per row or column past the plan's box. */
const OUTSIDE = 0.5;
/** Score lost per answer left waiting (outweighs any shape). */
const WAITING = 1000;

interface State {
  board: Board;
  placements: Placement[];
  waiting: number[];
  score: number;
}

interface Child {
  parent: State;
  /** null: the next answer waits. */
  move: Placement | null;
  score: number;
}

/** Runs the beam over `words` and returns its final layouts, best scored first. */
export function runBeam(
  words: readonly Uint8Array[],
  plan: BeamPlan,
  rand: () => number,
): PassResult[] {
  const side = plan.maxSide;
  const board = new Board(2 * side + 4);
  const centre = side + 2;
  const first = plan.order[0]!;
  const firstLen = words[first]!.length;
  const dir = firstLen <= plan.maxCols ? ACROSS : DOWN;
  const row = dir === ACROSS ? centre : centre - (firstLen >> 1);
  const col = dir === ACROSS ? centre - (firstLen >> 1) : centre;
  board.place(words[first]!, row, col, dir);
  const start: PassResult = { board, placements: [{ word: first, row, col, dir, crossings: 0 }] };
  return searchFrom(words, start, plan.order.slice(1), plan, rand);
}

/**
 * Runs the beam from a partial layout (its board becomes the search's) over the answers in
 * `order`, and returns its final layouts, best scored first.
 */
export function searchFrom(
  words: readonly Uint8Array[],
  start: PassResult,
  order: readonly number[],
  plan: BeamPlan,
  rand: () => number,
): PassResult[] {
  const free: Board[] = [];
  let beam: State[] = [{ ...start, waiting: [], score: 0 }];
  for (const word of order) {
    const children: Child[] = [];
    for (const state of beam) children.push(...extend(state, words, word, plan, rand));
    children.sort((a, b) => b.score - a.score);
    const next = children.slice(0, plan.width).map((c) => grow(c, words, word, free));
    // the boards of layouts dropped here are reused for the next depth's children
    const carried = new Set(next.map((state) => state.board));
    for (const state of beam) if (!carried.has(state.board)) free.push(state.board);
    beam = next;
  }
  for (const state of beam) placeWaiting(state, words, plan.maxSide);
  return beam.map(({ board, placements }) => ({ board, placements }));
}

/** The `branch` best children of `state` placing `word`, or the one where it waits. */
function extend(
  state: State,
  words: readonly Uint8Array[],
  word: number,
  plan: BeamPlan,
  rand: () => number,
): Child[] {
  const { board } = state;
  const codes = words[word]!;
  const best: Child[] = [];
  forEachPlacement(board, codes, (row, col, dir, shared) => {
    const endRow = dir === DOWN ? row + codes.length - 1 : row;
    const endCol = dir === ACROSS ? col + codes.length - 1 : col;
    const rows = Math.max(board.maxRow, endRow) - Math.min(board.minRow, row) + 1;
    const cols = Math.max(board.maxCol, endCol) - Math.min(board.minCol, col) + 1;
    if (rows > plan.maxSide || cols > plan.maxSide) return;
    const score =
      plan.crossWeight * (board.crossings + shared) -
      plan.areaWeight * rows * cols -
      plan.squareWeight * Math.abs(rows - cols) -
      OUTSIDE * (Math.max(0, rows - plan.maxRows) + Math.max(0, cols - plan.maxCols)) -
      WAITING * state.waiting.length +
      plan.noise * rand();
    if (best.length === plan.branch && score <= best[best.length - 1]!.score) return;
    const child: Child = { parent: state, move: { word, row, col, dir, crossings: shared }, score };
    let at = best.length;
    while (at > 0 && best[at - 1]!.score < score) at--;
    best.splice(at, 0, child);
    if (best.length > plan.branch) best.pop();
  });
  if (best.length > 0) return best;
  return [{ parent: state, move: null, score: state.score - WAITING }];
}

/** The child as a state of its own, on a copy of its parent's board (siblings share it). */
function grow(child: Child, words: readonly Uint8Array[], word: number, free: Board[]): State {
  const { parent, move } = child;
  if (move === null) {
    return { ...parent, waiting: [...parent.waiting, word], score: child.score };
  }
  const board = copyBoard(parent.board, free.pop() ?? new Board(parent.board.size));
  board.place(words[word]!, move.row, move.col, move.dir);
  return {
    board,
    placements: [...parent.placements, move],
    waiting: parent.waiting,
    score: child.score,
  };
}

/** Places the waiting answers where they share most, within maxSide, while any fits. */
function placeWaiting(state: State, words: readonly Uint8Array[], maxSide: number): void {
  let placedOne = true;
  while (placedOne && state.waiting.length > 0) {
    placedOne = false;
    for (const word of [...state.waiting]) {
      const codes = words[word]!;
      const { board } = state;
      let best: Placement | null = null;
      let bestScore = -Infinity;
      forEachPlacement(board, codes, (row, col, dir, shared) => {
        const endRow = dir === DOWN ? row + codes.length - 1 : row;
        const endCol = dir === ACROSS ? col + codes.length - 1 : col;
        const rows = Math.max(board.maxRow, endRow) - Math.min(board.minRow, row) + 1;
        const cols = Math.max(board.maxCol, endCol) - Math.min(board.minCol, col) + 1;
        if (rows > maxSide || cols > maxSide) return;
        const score = 10 * shared - rows * cols;
        if (score > bestScore) {
          bestScore = score;
          best = { word, row, col, dir, crossings: shared };
        }
      });
      if (best === null) continue;
      const move: Placement = best;
      board.place(codes, move.row, move.col, move.dir);
      state.placements.push(move);
      state.waiting.splice(state.waiting.indexOf(word), 1);
      placedOne = true;
    }
  }
}
