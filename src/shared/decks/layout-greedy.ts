/**
 * One greedy pass of the deck layout generator (issue 32). Answers are taken roughly longest
 * first; at each step the next few unplaced answers are weighed at every legal placement that
 * crosses the grid, and the one placement that scores best is made. The score rewards squares
 * shared with answers already placed and punishes growth of the bounding box, and its weights and
 * the order's tie-breaks are drawn per pass from the seeded generator, so many passes explore many
 * layouts.
 *
 * A pass runs hundreds of times per deck, so the legal placements of every waiting answer are kept
 * between steps: placing an answer only changes the placements near it (those it blocks or that
 * now cross it), so a step rechecks those and adds the new crossings instead of searching the
 * whole grid again.
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

/** A kept legal placement of a waiting answer, with the random spread drawn when it was found. */
interface Candidate {
  row: number;
  col: number;
  dir: Dir;
  endRow: number;
  endCol: number;
  shared: number;
  noise: number;
}

/**
 * Runs one greedy pass over `words` (letter codes; only those in the plan's order are offered)
 * with the given plan: answers are placed in the plan's box while any fits there, then the rest
 * stretch it as little as they can, up to the plan's loose side.
 */
export function runPass(
  words: readonly Uint8Array[],
  plan: PassPlan,
  rand: () => number,
  index: LetterIndex = indexLetters(words),
): PassResult {
  const side = Math.max(plan.maxRows, plan.maxCols, plan.looseSide);
  const board = new Board(2 * side + 4);
  const centre = side + 2;
  const first = plan.order[0]!;
  const firstLen = words[first]!.length;
  const dir = firstLen <= plan.maxCols ? ACROSS : DOWN;
  const row = dir === ACROSS ? centre : centre - (firstLen >> 1);
  const col = dir === ACROSS ? centre - (firstLen >> 1) : centre;
  const placements: Placement[] = [{ word: first, row, col, dir, crossings: 0 }];
  const waiting = plan.order.slice(1);
  const isWaiting = new Uint8Array(words.length);
  for (const word of waiting) isWaiting[word] = 1;
  const kept: Candidate[][] = words.map(() => []);
  const grow = {
    board,
    words,
    index,
    isWaiting,
    kept,
    noise: plan.noise,
    looseSide: plan.looseSide,
    rand,
  };
  board.place(words[first]!, row, col, dir);
  addCrossings(grow, placements[0]!);
  let box = plan;
  for (;;) {
    let best = bestStep(board, words, waiting, kept, box);
    if (best === null && box === plan) {
      // the answers left fit nowhere in the box: let them stretch it
      box = {
        ...plan,
        maxRows: plan.looseSide,
        maxCols: plan.looseSide,
        growthWeight: STRETCH_GROWTH,
      };
      best = bestStep(board, words, waiting, kept, box);
    }
    if (best === null) break;
    board.place(words[best.word]!, best.row, best.col, best.dir);
    placements.push(best);
    waiting.splice(waiting.indexOf(best.word), 1);
    isWaiting[best.word] = 0;
    kept[best.word] = [];
    recheck(board, words, waiting, kept, best, plan.looseSide);
    addCrossings(grow, best);
  }
  return { board, placements };
}

/** The best-scoring placement among the first `plan.window` answers that can be placed. */
function bestStep(
  board: Board,
  words: readonly Uint8Array[],
  waiting: readonly number[],
  kept: readonly Candidate[][],
  plan: PassPlan,
): Placement | null {
  let best: Candidate | null = null;
  let bestWord = -1;
  let bestScore = -Infinity;
  let weighed = 0;
  const { minRow, maxRow, minCol, maxCol } = board;
  const area = board.area;
  for (const word of waiting) {
    const len = words[word]!.length;
    let found = false;
    for (const c of kept[word]!) {
      const height = Math.max(maxRow, c.endRow) - Math.min(minRow, c.row) + 1;
      const width = Math.max(maxCol, c.endCol) - Math.min(minCol, c.col) + 1;
      if (height > plan.maxRows || width > plan.maxCols) continue;
      found = true;
      const score =
        plan.crossWeight * c.shared +
        plan.lengthWeight * len -
        plan.growthWeight * (height * width - area) -
        plan.squareWeight * Math.abs(height - width) -
        c.noise;
      if (score > bestScore) {
        bestScore = score;
        best = c;
        bestWord = word;
      }
    }
    if (found && ++weighed >= plan.window) break;
  }
  if (best === null) return null;
  return { word: bestWord, row: best.row, col: best.col, dir: best.dir, crossings: best.shared };
}

/**
 * Drops or rechecks the kept placements that `placed` may have changed: those running through
 * one of its squares (they come back through `addCrossings` if they cross it legally) and those
 * touching it or its ends (now possibly side by side or end to end with it).
 */
function recheck(
  board: Board,
  words: readonly Uint8Array[],
  waiting: readonly number[],
  kept: Candidate[][],
  placed: Placement,
  looseSide: number,
): void {
  // the box only grows: placements that now stretch it past the loose side never fit again
  const lowRow = board.maxRow - looseSide;
  const highRow = board.minRow + looseSide;
  const lowCol = board.maxCol - looseSide;
  const highCol = board.minCol + looseSide;
  const len = words[placed.word]!.length;
  const top = placed.row;
  const left = placed.col;
  const bottom = placed.dir === DOWN ? top + len - 1 : top;
  const right = placed.dir === ACROSS ? left + len - 1 : left;
  for (const word of waiting) {
    const list = kept[word]!;
    const codes = words[word]!;
    let n = 0;
    for (const c of list) {
      if (c.row <= lowRow || c.endRow >= highRow || c.col <= lowCol || c.endCol >= highCol)
        continue;
      // the placement with its end squares, against the placed answer with its neighbours
      const across = c.dir === ACROSS ? 1 : 0;
      const cTop = c.row - 1 + across;
      const cBottom = c.endRow + 1 - across;
      const cLeft = c.col - across;
      const cRight = c.endCol + across;
      const near =
        cTop <= bottom + 1 && cBottom >= top - 1 && cLeft <= right + 1 && cRight >= left - 1;
      if (near) {
        const through = c.row <= bottom && c.endRow >= top && c.col <= right && c.endCol >= left;
        if (through) continue;
        const shared = board.check(codes, c.row, c.col, c.dir);
        if (shared <= 0) continue;
        c.shared = shared;
      }
      list[n++] = c;
    }
    list.length = n;
  }
}

/** For each letter code, where it occurs in the answers: word × 16 + position (answers ≤ 15). */
export type LetterIndex = Int32Array[];

export function indexLetters(words: readonly Uint8Array[]): LetterIndex {
  const lists: number[][] = Array.from({ length: 27 }, () => []);
  words.forEach((codes, word) => codes.forEach((code, i) => lists[code]!.push(word * 16 + i)));
  return lists.map((list) => Int32Array.from(list));
}

/** What a pass keeps up to date as it places answers. */
interface Growth {
  board: Board;
  words: readonly Uint8Array[];
  index: LetterIndex;
  isWaiting: Uint8Array;
  kept: Candidate[][];
  noise: number;
  looseSide: number;
  rand: () => number;
}

/** Adds, for every waiting answer, the legal placements crossing `placed` at a square of its own. */
function addCrossings(g: Growth, placed: Placement): void {
  const { board, words, index, isWaiting, kept } = g;
  const n = board.size;
  const codes = words[placed.word]!;
  const across = placed.dir === ACROSS;
  const dir: Dir = across ? DOWN : ACROSS;
  for (let k = 0; k < codes.length; k++) {
    const row = placed.row + (across ? 0 : k);
    const col = placed.col + (across ? k : 0);
    if (board.dirs[row * n + col] !== placed.dir) continue; // already a crossing
    const where = index[codes[k]!]!;
    for (let j = 0; j < where.length; j++) {
      const word = where[j]! >> 4;
      if (isWaiting[word] === 0) continue;
      const i = where[j]! & 15;
      const other = words[word]!;
      const r = across ? row - i : row;
      const c = across ? col : col - i;
      const endRow = across ? r + other.length - 1 : r;
      const endCol = across ? c : c + other.length - 1;
      // the box only grows: a placement past the loose side now never fits
      if (
        Math.max(board.maxRow, endRow) - Math.min(board.minRow, r) >= g.looseSide ||
        Math.max(board.maxCol, endCol) - Math.min(board.minCol, c) >= g.looseSide
      )
        continue;
      const shared = board.check(other, r, c, dir);
      if (shared <= 0) continue;
      kept[word]!.push({
        row: r,
        col: c,
        dir,
        endRow,
        endCol,
        shared,
        noise: g.noise * g.rand(),
      });
    }
  }
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
