/**
 * The crossword builder's grid rules (docs/product.md#puzzle-builder; issue 19), pure. A cell
 * is `null` (a black square), '' (an empty white square) or one letter A–Z.
 */

export type BuilderCell = string | null;
export type BuilderGrid = BuilderCell[][];
export type Direction = 'across' | 'down';
export type Symmetry = 'rotational' | 'mirror' | 'none';
export type BuilderType = 'mini' | 'medical';

export const SIZE_MIN = 5;
export const SIZE_MAX = 25;
/** Changing the grid type sets these sizes (docs/product.md#puzzle-builder). */
export const DEFAULT_SIZE: Record<BuilderType, number> = { mini: 11, medical: 15 };

export const BUILDER_MESSAGES = {
  widthMin: `Grid width must be at least ${SIZE_MIN} cells`,
  heightMin: `Grid height must be at least ${SIZE_MIN} cells`,
  widthMax: `Grid width cannot exceed ${SIZE_MAX} cells`,
  heightMax: `Grid height cannot exceed ${SIZE_MAX} cells`,
  badCoordinates: 'Invalid coordinates. Please enter valid row and column numbers.',
  tooLongAcross: 'Word is too long to fit horizontally at the specified position.',
  tooLongDown: 'Word is too long to fit vertically at the specified position.',
  blackCell: (r: number, c: number) => `Cannot place word: cell at row ${r}, column ${c} is black.`,
} as const;

export const newGrid = (width: number, height: number): BuilderGrid =>
  Array.from({ length: height }, () => Array.from({ length: width }, () => ''));

const widthOf = (g: BuilderGrid) => g[0]?.length ?? 0;

/**
 * A width or height field's message for what was typed: null when it is fine, and null for an
 * empty field (the message clears; the field reverts to the current value on blur).
 */
export function sizeMessage(field: 'width' | 'height', text: string): string | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  if (!Number.isFinite(n) || n < SIZE_MIN)
    return field === 'width' ? BUILDER_MESSAGES.widthMin : BUILDER_MESSAGES.heightMin;
  if (n > SIZE_MAX)
    return field === 'width' ? BUILDER_MESSAGES.widthMax : BUILDER_MESSAGES.heightMax;
  return null;
}

/** The longest word the word field takes: the larger of width and height. */
export const wordCap = (g: BuilderGrid) => Math.max(widthOf(g), g.length);

/** Only A–Z, upper-cased: what typing or pasting into a cell keeps. */
export const lettersOf = (text: string) => text.toUpperCase().replace(/[^A-Z]/g, '');

/** The square that mirrors (r, c) under a symmetry, or null for none. */
export function partnerOf(
  g: BuilderGrid,
  r: number,
  c: number,
  symmetry: Symmetry,
): [number, number] | null {
  const h = g.length;
  const w = widthOf(g);
  if (symmetry === 'rotational') return [h - 1 - r, w - 1 - c];
  if (symmetry === 'mirror') return [r, w - 1 - c];
  return null;
}

const clone = (g: BuilderGrid): BuilderGrid => g.map((row) => [...row]);
const inside = (g: BuilderGrid, r: number, c: number) =>
  r >= 0 && c >= 0 && r < g.length && c < widthOf(g);

/** Double-click: black ↔ white, and the symmetric partner the same way. */
export function toggleBlack(
  g: BuilderGrid,
  r: number,
  c: number,
  symmetry: Symmetry = 'rotational',
): BuilderGrid {
  if (!inside(g, r, c)) return g;
  const next = clone(g);
  const black = next[r]![c] !== null;
  const set = (rr: number, cc: number) => (next[rr]![cc] = black ? null : '');
  set(r, c);
  const p = partnerOf(g, r, c, symmetry);
  if (p) set(p[0], p[1]);
  return next;
}

/** Fill Remaining as Black: every empty white square becomes black. */
export const fillRemainingBlack = (g: BuilderGrid): BuilderGrid =>
  g.map((row) => row.map((cell) => (cell === '' ? null : cell)));

/** Unblack Everything: every black square becomes an empty white one. */
export const unblackAll = (g: BuilderGrid): BuilderGrid =>
  g.map((row) => row.map((cell) => (cell === null ? '' : cell)));

/** Clear Grid: the same size, all white and empty. */
export const clearGrid = (g: BuilderGrid): BuilderGrid => newGrid(widthOf(g), g.length);

/**
 * Typing a letter at (r, c): the cell takes it (a black cell takes nothing) and the cursor moves
 * on in the typing direction, skipping black squares; it stays put at the grid's edge.
 */
export function typeAt(
  g: BuilderGrid,
  r: number,
  c: number,
  text: string,
  dir: Direction,
): { grid: BuilderGrid; cursor: [number, number] } {
  if (!inside(g, r, c) || g[r]![c] === null) return { grid: g, cursor: [r, c] };
  const next = clone(g);
  let at: [number, number] = [r, c];
  for (const letter of lettersOf(text)) {
    next[at[0]]![at[1]] = letter;
    const moved = step(next, at, dir);
    if (!moved) break;
    at = moved;
  }
  return { grid: next, cursor: at };
}

/** The next white square after `at` in `dir`, or null at the edge. */
function step(g: BuilderGrid, at: [number, number], dir: Direction): [number, number] | null {
  let [r, c] = at;
  for (;;) {
    if (dir === 'across') c++;
    else r++;
    if (!inside(g, r, c)) return null;
    if (g[r]![c] !== null) return [r, c];
  }
}

export type Placed = { ok: true; grid: BuilderGrid } | { ok: false; message: string };

/**
 * Place Word at Coordinates (1-based row and column), with the four messages of
 * docs/product.md#puzzle-builder.
 */
export function placeWord(
  g: BuilderGrid,
  word: string,
  row: number,
  col: number,
  dir: Direction,
): Placed {
  const letters = lettersOf(word);
  const r = row - 1;
  const c = col - 1;
  if (!Number.isInteger(row) || !Number.isInteger(col) || !inside(g, r, c) || !letters)
    return { ok: false, message: BUILDER_MESSAGES.badCoordinates };
  if (dir === 'across' && c + letters.length > widthOf(g))
    return { ok: false, message: BUILDER_MESSAGES.tooLongAcross };
  if (dir === 'down' && r + letters.length > g.length)
    return { ok: false, message: BUILDER_MESSAGES.tooLongDown };
  const next = clone(g);
  for (let i = 0; i < letters.length; i++) {
    const rr = dir === 'down' ? r + i : r;
    const cc = dir === 'across' ? c + i : c;
    if (next[rr]![cc] === null)
      return { ok: false, message: BUILDER_MESSAGES.blackCell(rr + 1, cc + 1) };
    next[rr]![cc] = letters[i]!;
  }
  return { ok: true, grid: next };
}

const clamp = (n: number) => Math.min(SIZE_MAX, Math.max(SIZE_MIN, n));

/**
 * Paste Grid From Text: one line per row; '_', '.' and '#' are black; a run of spaces makes black
 * squares — the line's first run one per space, each later run one fewer (a single space between
 * words is only a separator); letters are upper-cased, anything else is an empty square. The size
 * is clamped to 5–25 each way; short rows are padded with empty squares.
 */
export function parseGridText(text: string): BuilderGrid {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length && lines[lines.length - 1]!.trim() === '') lines.pop();
  const rows = lines.map((line) => {
    const cells: BuilderCell[] = [];
    let runs = 0;
    for (let i = 0; i < line.length;) {
      const ch = line[i]!;
      if (ch === ' ') {
        let n = 0;
        while (line[i + n] === ' ') n++;
        const blacks = runs === 0 ? n : n - 1;
        for (let k = 0; k < blacks; k++) cells.push(null);
        runs++;
        i += n;
        continue;
      }
      if (ch === '_' || ch === '.' || ch === '#') cells.push(null);
      else if (/[a-z]/i.test(ch)) cells.push(ch.toUpperCase());
      else cells.push('');
      i++;
    }
    return cells;
  });
  const height = clamp(rows.length);
  const width = clamp(Math.max(0, ...rows.map((r) => r.length)));
  return Array.from({ length: height }, (_, r) =>
    Array.from({ length: width }, (_, c) => {
      const cell = rows[r]?.[c];
      return cell === undefined ? '' : cell; // null is a black square, kept
    }),
  );
}
