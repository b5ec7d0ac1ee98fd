/**
 * The large-neighbourhood step of the deck layout generator (issue 32): moving one or two answers
 * at a time cannot pull in a side of the box that several answers hold out, and measured on the
 * bench lists it barely changed a beam search's layouts. Here every answer touching one side or
 * two adjacent sides (a corner) is taken out, with any answers left hanging from them only, and
 * the beam search (layout-beam.ts) puts them back into a box one row and/or column smaller; a
 * result is kept only if the layout scores better. No randomness.
 */
import { ACROSS, Board, DOWN, type Placement } from './layout-board.js';
import { searchFrom } from './layout-beam.js';
import type { PassResult } from './layout-greedy.js';

/** What the final pick maximises, from the figures of a layout. */
export type Valuer = (figures: {
  placed: number;
  filled: number;
  crossings: number;
  rows: number;
  cols: number;
}) => number;

/** Rounds over the sides and corners at most. */
const ROUNDS = 2;
const WIDTH = 4;
const BRANCH = 4;
/** The sides (0 top, 1 bottom, 2 left, 3 right) whose answers are taken out together. */
const NEIGHBOURHOODS = [[0], [1], [2], [3], [0, 2], [0, 3], [1, 2], [1, 3]];

/** The best of `pass` and its reshaped layouts by `value` (`pass` itself is left as it was). */
export function reshape(
  words: readonly Uint8Array[],
  pass: PassResult,
  value: Valuer,
  maxSide: number,
): PassResult {
  const lengths = words.map((w) => w.length);
  let best = pass;
  let bestValue = value(figures(pass));
  const noRandom = () => 0;
  for (let round = 0; round < ROUNDS; round++) {
    let better = false;
    for (let side = 0; side < NEIGHBOURHOODS.length; side++) {
      const { board, placements } = best;
      const sides = NEIGHBOURHOODS[side]!;
      const kept = placements.filter(
        (p) => !sides.some((s) => touches(board, p, lengths[p.word]!, s)),
      );
      const rest = largestPiece(kept, lengths);
      if (rest.length === 0 || rest.length === placements.length) continue;
      const start = new Board(board.size);
      for (const p of rest) start.place(words[p.word]!, p.row, p.col, p.dir);
      const inRest = new Set(rest.map((p) => p.word));
      const order = placements
        .map((p) => p.word)
        .filter((w) => !inRest.has(w))
        .sort((a, b) => lengths[b]! - lengths[a]! || a - b);

      const results = searchFrom(
        words,
        { board: start, placements: rest },
        order,
        {
          order,
          width: WIDTH,
          branch: BRANCH,
          crossWeight: 2,
          areaWeight: 0.05,
          squareWeight: 0.1,
          noise: 0,
          maxRows: board.height - (sides.some((s) => s < 2) ? 1 : 0),
          maxCols: board.width - (sides.some((s) => s >= 2) ? 1 : 0),
          maxSide,
        },
        noRandom,
      );
      for (const result of results) {
        const v = value(figures(result));
        if (v > bestValue + 1e-9) {
          best = result;
          bestValue = v;
          better = true;
        }
      }
    }
    if (!better) break;
  }
  return best;
}

/** Whether an across and a down placement share a square (legal layouts only meet there). */
function cross(a: Placement, b: Placement, lengths: readonly number[]): boolean {
  if (a.dir === b.dir) return false;
  const [h, v] = a.dir === ACROSS ? [a, b] : [b, a];
  return (
    v.col >= h.col &&
    v.col < h.col + lengths[h.word]! &&
    h.row >= v.row &&
    h.row < v.row + lengths[v.word]!
  );
}

/** Whether placement `p` reaches side 0 top, 1 bottom, 2 left or 3 right of the box. */
function touches(board: Board, p: Placement, len: number, side: number): boolean {
  const endRow = p.dir === DOWN ? p.row + len - 1 : p.row;
  const endCol = p.dir === ACROSS ? p.col + len - 1 : p.col;
  if (side === 0) return p.row === board.minRow;
  if (side === 1) return endRow === board.maxRow;
  if (side === 2) return p.col === board.minCol;
  return endCol === board.maxCol;
}

/** The largest set of these placements that cross one another into one piece. */
function largestPiece(placements: readonly Placement[], lengths: readonly number[]): Placement[] {
  const seen = new Uint8Array(placements.length);
  let best: Placement[] = [];
  for (let s = 0; s < placements.length; s++) {
    if (seen[s] === 1) continue;
    seen[s] = 1;
    const piece = [placements[s]!];
    for (let at = 0; at < piece.length; at++) {
      for (let k = 0; k < placements.length; k++) {
        if (seen[k] === 1 || !cross(piece[at]!, placements[k]!, lengths)) continue;
        seen[k] = 1;
        piece.push(placements[k]!);
      }
    }
    if (piece.length > best.length) best = piece;
  }
  return best;
}

function figures({ board, placements }: PassResult) {
  return {
    placed: placements.length,
    filled: board.filled,
    crossings: board.crossings,
    rows: board.height,
    cols: board.width,
  };
}
