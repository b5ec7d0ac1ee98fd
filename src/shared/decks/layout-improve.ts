/**
 * The local improvement of the deck layout generator (issue 32): a greedy pass places early
 * answers before it knows the final shape, so some end up where they stretch the box. Each answer
 * in turn is lifted out (when the rest stays one connected grid) and put back where the whole
 * layout scores best; a move is kept only if it raises the layout's value. An answer the pass
 * could not place is tried again after each round, as moves may have made room for it. Rounds
 * repeat until one changes nothing. No randomness: the same layout always improves the same way.
 *
 * Moves are made on the pass's own board (taken off and put back), and whether the rest stays
 * connected is read from which answers cross, not from the squares, as this runs hundreds of
 * times per layout.
 */
import { ACROSS, DOWN, fitBox, unplace, type Board, type Placement } from './layout-board.js';
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

/** Improves the pass in place (its board and placements change) and returns it. */
export function improve(
  words: readonly Uint8Array[],
  pass: PassResult,
  value: Valuer,
  maxSide: number,
): PassResult {
  const { board, placements } = pass;
  const lengths = words.map((w) => w.length);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let moved = false;
    for (let i = 0; i < placements.length; i++) {
      if (moveOne(words, lengths, board, placements, i, value, maxSide)) moved = true;
    }
    if (placeLeft(words, board, placements, value, maxSide)) moved = true;
    // pairs cost more: tried once single moves are stuck, and only to pull in an edge of the box
    for (let i = 0; i < placements.length && !moved; i++) {
      if (!onEdge(board, placements[i]!, lengths)) continue;
      for (let j = 0; j < placements.length; j++) {
        if (j === i || !cross(placements[i]!, placements[j]!, lengths)) continue;
        if (movePair(words, lengths, board, placements, i, j, value, maxSide)) moved = true;
      }
    }
    if (!moved) break;
  }
  return pass;
}

/** Moves placement `i` to its best spot if one raises the value; whether it moved. */
function moveOne(
  words: readonly Uint8Array[],
  lengths: readonly number[],
  board: Board,
  placements: Placement[],
  i: number,
  value: Valuer,
  maxSide: number,
): boolean {
  if (!connectedWithout(placements, [i], lengths)) return false;
  const lifted = placements[i]!;
  const codes = words[lifted.word]!;
  const current = value(figuresOf(board, placements.length));
  unplace(board, codes, lifted.row, lifted.col, lifted.dir);
  fitBox(
    board,
    lengths,
    placements.filter((_, k) => k !== i),
  );
  const best = bestSpot(board, codes, lifted.word, placements.length, value, maxSide, current);
  const next = best !== null && !sameSpot(best, lifted) ? best : lifted;
  board.place(codes, next.row, next.col, next.dir);
  placements[i] = next;
  return next !== lifted;
}

/**
 * Lifts out two crossing answers together and puts `i` back where it fits best, then `j`: this
 * moves an answer that only `j` hangs from, which no single move can. Kept only if the layout's
 * value rises; otherwise both go back where they were.
 */
function movePair(
  words: readonly Uint8Array[],
  lengths: readonly number[],
  board: Board,
  placements: Placement[],
  i: number,
  j: number,
  value: Valuer,
  maxSide: number,
): boolean {
  if (!connectedWithout(placements, [i, j], lengths)) return false;
  const count = placements.length;
  const current = value(figuresOf(board, count));
  const [a, b] = [placements[i]!, placements[j]!];
  unplace(board, words[a.word]!, a.row, a.col, a.dir);
  unplace(board, words[b.word]!, b.row, b.col, b.dir);
  const rest = placements.filter((_, k) => k !== i && k !== j);
  fitBox(board, lengths, rest);
  const first = bestSpot(board, words[a.word]!, a.word, count - 1, value, maxSide, -Infinity);
  let second: Placement | null = null;
  if (first !== null) {
    board.place(words[a.word]!, first.row, first.col, first.dir);
    second = bestSpot(board, words[b.word]!, b.word, count, value, maxSide, current);
    if (second === null) {
      unplace(board, words[a.word]!, first.row, first.col, first.dir);
      fitBox(board, lengths, rest);
    }
  }
  if (first === null || second === null) {
    board.place(words[a.word]!, a.row, a.col, a.dir);
    board.place(words[b.word]!, b.row, b.col, b.dir);
    return false;
  }
  board.place(words[b.word]!, second.row, second.col, second.dir);
  placements[i] = first;
  placements[j] = second;
  return !sameSpot(first, a) || !sameSpot(second, b);
}

/** Places the answers the pass left out where they fit best, if anywhere; whether any was. */
function placeLeft(
  words: readonly Uint8Array[],
  board: Board,
  placements: Placement[],
  value: Valuer,
  maxSide: number,
): boolean {
  const placed = new Set(placements.map((p) => p.word));
  let added = false;
  for (let word = 0; word < words.length; word++) {
    if (placed.has(word) || words[word]!.length === 0) continue;
    const spot = bestSpot(
      board,
      words[word]!,
      word,
      placements.length + 1,
      value,
      maxSide,
      -Infinity,
    );
    if (spot === null) continue;
    board.place(words[word]!, spot.row, spot.col, spot.dir);
    placements.push(spot);
    added = true;
  }
  return added;
}

/** The legal spot for `codes` within maxSide that gives the best value above `floor`, or null. */
function bestSpot(
  board: Board,
  codes: Uint8Array,
  word: number,
  placed: number,
  value: Valuer,
  maxSide: number,
  floor: number,
): Placement | null {
  let best: Placement | null = null;
  let bestValue = floor + 1e-9;
  forEachPlacement(board, codes, (row, col, dir, shared) => {
    const endRow = dir === DOWN ? row + codes.length - 1 : row;
    const endCol = dir === ACROSS ? col + codes.length - 1 : col;
    const rows = Math.max(board.maxRow, endRow) - Math.min(board.minRow, row) + 1;
    const cols = Math.max(board.maxCol, endCol) - Math.min(board.minCol, col) + 1;
    if (rows > maxSide || cols > maxSide) return;
    const v = value({
      placed,
      filled: board.filled + codes.length - shared,
      crossings: board.crossings + shared,
      rows,
      cols,
    });
    if (v > bestValue) {
      bestValue = v;
      best = { word, row, col, dir, crossings: shared };
    }
  });
  return best;
}

/** Whether the placement reaches an edge of the bounding box (moving it may shrink the box). */
function onEdge(board: Board, p: Placement, lengths: readonly number[]): boolean {
  const len = lengths[p.word]!;
  const endRow = p.dir === DOWN ? p.row + len - 1 : p.row;
  const endCol = p.dir === ACROSS ? p.col + len - 1 : p.col;
  return (
    p.row === board.minRow ||
    endRow === board.maxRow ||
    p.col === board.minCol ||
    endCol === board.maxCol
  );
}

const sameSpot = (a: Placement, b: Placement) =>
  a.row === b.row && a.col === b.col && a.dir === b.dir;

function figuresOf(board: Board, placed: number) {
  return {
    placed,
    filled: board.filled,
    crossings: board.crossings,
    rows: board.height,
    cols: board.width,
  };
}

/** Whether the answers other than `skips` form one piece, through the answers they cross. */
function connectedWithout(
  placements: readonly Placement[],
  skips: readonly number[],
  lengths: readonly number[],
): boolean {
  const count = placements.length;
  if (count - skips.length <= 1) return true;
  const seen = new Uint8Array(count);
  for (const k of skips) seen[k] = 1;
  const stack = [seen.indexOf(0)];
  seen[stack[0]!] = 1;
  let reached = 1;
  while (stack.length > 0) {
    const a = placements[stack.pop()!]!;
    for (let k = 0; k < count; k++) {
      if (seen[k] === 1 || !cross(a, placements[k]!, lengths)) continue;
      seen[k] = 1;
      reached++;
      stack.push(k);
    }
  }
  return reached === count - skips.length;
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
