/**
 * The local improvement of the deck layout generator (issue 32): a greedy pass places early
 * answers before it knows the final shape, so some end up where they stretch the box. Each answer
 * in turn is lifted out (when the rest stays one connected grid) and put back where the whole
 * layout scores best; a move is kept only if it raises the layout's value. Rounds repeat until
 * one changes nothing. No randomness: the same layout always improves the same way.
 */
import { ACROSS, Board, DOWN, type Placement } from './layout-board.js';
import { forEachPlacement, type PassResult } from './layout-greedy.js';

/** Rounds over every answer at most (each round costs about one greedy pass per answer). */
const MAX_ROUNDS = 4;

/** What the final pick maximises, from the figures of a layout. */
export type Valuer = (figures: {
  placed: number;
  filled: number;
  crossings: number;
  rows: number;
  cols: number;
}) => number;

export function improve(
  words: readonly Uint8Array[],
  pass: PassResult,
  value: Valuer,
  maxSide: number,
): PassResult {
  let placements = pass.placements;
  let board = pass.board;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let moved = false;
    for (let i = 0; i < placements.length; i++) {
      const better = moveOne(words, board, placements, i, value, maxSide);
      if (better === null) continue;
      placements = better.placements;
      board = better.board;
      moved = true;
    }
    if (!moved) break;
  }
  return { board, placements };
}

/** The layout with placement `i` moved to its best spot, or null if no spot is better. */
function moveOne(
  words: readonly Uint8Array[],
  board: Board,
  placements: readonly Placement[],
  i: number,
  value: Valuer,
  maxSide: number,
): PassResult | null {
  const rest = placements.filter((_, k) => k !== i);
  const without = rebuild(board.size, words, rest);
  if (!connected(without)) return null;
  const lifted = placements[i]!;
  const codes = words[lifted.word]!;
  const current = value(figuresOf(board, placements.length));
  let best: Placement | null = null;
  let bestValue = current + 1e-9;
  forEachPlacement(without, codes, (row, col, dir, shared) => {
    if (row === lifted.row && col === lifted.col && dir === lifted.dir) return;
    const endRow = dir === DOWN ? row + codes.length - 1 : row;
    const endCol = dir === ACROSS ? col + codes.length - 1 : col;
    const rows = Math.max(without.maxRow, endRow) - Math.min(without.minRow, row) + 1;
    const cols = Math.max(without.maxCol, endCol) - Math.min(without.minCol, col) + 1;
    if (rows > maxSide || cols > maxSide) return;
    const v = value({
      placed: placements.length,
      filled: without.filled + codes.length - shared,
      crossings: without.crossings + shared,
      rows,
      cols,
    });
    if (v > bestValue) {
      bestValue = v;
      best = { word: lifted.word, row, col, dir, crossings: shared };
    }
  });
  if (best === null) return null;
  const moved: Placement = best;
  without.place(codes, moved.row, moved.col, moved.dir);
  return { board: without, placements: [...rest, moved] };
}

function figuresOf(board: Board, placed: number) {
  return {
    placed,
    filled: board.filled,
    crossings: board.crossings,
    rows: board.height,
    cols: board.width,
  };
}

/** A board holding just these placements. */
export function rebuild(
  size: number,
  words: readonly Uint8Array[],
  placements: readonly Placement[],
): Board {
  const board = new Board(size);
  for (const p of placements) board.place(words[p.word]!, p.row, p.col, p.dir);
  return board;
}

/** Whether the board's letters form one piece, across and down. */
function connected(board: Board): boolean {
  const n = board.size;
  let start = -1;
  for (let r = board.minRow; r <= board.maxRow && start < 0; r++) {
    for (let c = board.minCol; c <= board.maxCol; c++) {
      if (board.letters[r * n + c] !== 0) {
        start = r * n + c;
        break;
      }
    }
  }
  if (start < 0) return true;
  const seen = new Uint8Array(n * n);
  const stack = [start];
  seen[start] = 1;
  let reached = 0;
  while (stack.length > 0) {
    const at = stack.pop()!;
    reached++;
    for (const next of [at - 1, at + 1, at - n, at + n]) {
      if (board.letters[next] !== 0 && seen[next] === 0) {
        seen[next] = 1;
        stack.push(next);
      }
    }
  }
  return reached === board.filled;
}
