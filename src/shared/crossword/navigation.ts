import {
  clueOrder,
  inBounds,
  isWhiteCell,
  slotAt,
  slotByNumber,
  type Cell,
  type Direction,
  type Layout,
  type Slot,
} from './grid.js';

/**
 * Keyboard and pointer navigation of the crossword grid (docs/product.md#crossword-keys). Pure:
 * every function takes the layout and a cursor and returns the new cursor, so the client can move
 * instantly without answers. Every cursor returned is on a white square, and its direction has a
 * word through that square.
 */

export interface Cursor {
  row: number;
  col: number;
  dir: Direction;
}

/** Squares the player cannot type into or clear: locked (checked correct) or revealed. */
export type FixedCells = readonly (readonly boolean[])[];

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

const ARROWS: Record<ArrowKey, { dr: number; dc: number; axis: Direction }> = {
  ArrowUp: { dr: -1, dc: 0, axis: 'down' },
  ArrowDown: { dr: 1, dc: 0, axis: 'down' },
  ArrowLeft: { dr: 0, dc: -1, axis: 'across' },
  ArrowRight: { dr: 0, dc: 1, axis: 'across' },
};

export const otherDirection = (dir: Direction): Direction => (dir === 'across' ? 'down' : 'across');

const isFixed = (fixed: FixedCells | undefined, [r, c]: Cell) => fixed?.[r]?.[c] === true;

/** The squares a player cannot edit, from a view's `locked` and `revealed` grids. */
export function fixedCells(state: { locked: boolean[][]; revealed: boolean[][] }): boolean[][] {
  return state.locked.map((row, r) =>
    row.map((locked, c) => locked || state.revealed[r]?.[c] === true),
  );
}

/** Whether a typed letter is accepted at the cursor (ignored when the cell is locked or black). */
export function canEdit(layout: Layout, row: number, col: number, fixed?: FixedCells): boolean {
  return isWhiteCell(layout, row, col) && !isFixed(fixed, [row, col]);
}

/** The word the cursor is in. */
export function currentSlot(layout: Layout, cursor: Cursor): Slot | undefined {
  return slotAt(layout, cursor.row, cursor.col, cursor.dir);
}

/** A cursor on (row, col) in `dir` if a word runs that way there, else in the other direction. */
function cursorAt(layout: Layout, row: number, col: number, dir: Direction): Cursor {
  return slotAt(layout, row, col, dir) ? { row, col, dir } : { row, col, dir: otherDirection(dir) };
}

/** Where a slot is entered: its first square the player can edit, else its first square. */
function entryCell(slot: Slot, fixed?: FixedCells): Cell {
  return slot.cells.find((cell) => !isFixed(fixed, cell)) ?? (slot.cells[0] as Cell);
}

function cursorInSlot(slot: Slot, [row, col]: Cell): Cursor {
  return { row, col, dir: slot.dir };
}

/** The start of play: the first clue of the lists (across, then down). */
export function initialCursor(layout: Layout, fixed?: FixedCells): Cursor {
  const first = clueOrder(layout)[0];
  return first ? cursorInSlot(first, entryCell(first, fixed)) : { row: 0, col: 0, dir: 'across' };
}

/**
 * Where a play resumes (on another device, or after a reload): in the clue of the last letter
 * typed (across if a word runs that way there), at its first empty square the player can edit;
 * when that word is full, the next clue in order with an empty square; with no letter typed yet,
 * the first clue. Not on 1-Across, where the first keystrokes would overwrite letters.
 */
export function resumeCursor(
  layout: Layout,
  letters: readonly (readonly string[])[],
  fixed: FixedCells | undefined,
  last: { row: number; col: number } | null,
): Cursor {
  if (!last || !isWhiteCell(layout, last.row, last.col)) return initialCursor(layout, fixed);
  const open = ([r, c]: Cell) => !isFixed(fixed, [r, c]) && (letters[r]?.[c] ?? '') === '';
  const start =
    slotAt(layout, last.row, last.col, 'across') ?? slotAt(layout, last.row, last.col, 'down');
  if (!start) return initialCursor(layout, fixed);
  const order = clueOrder(layout);
  const from = order.indexOf(start);
  for (let k = 0; k < order.length; k++) {
    const slot = order[(from + k) % order.length] as Slot;
    const cell = slot.cells.find(open);
    if (cell) return cursorInSlot(slot, cell);
  }
  return cursorAt(layout, last.row, last.col, start.dir);
}

/** Repairs a cursor from stale state: on a black or missing square it restarts at the first clue. */
export function normaliseCursor(layout: Layout, cursor: Cursor, fixed?: FixedCells): Cursor {
  if (!isWhiteCell(layout, cursor.row, cursor.col)) return initialCursor(layout, fixed);
  return cursorAt(layout, cursor.row, cursor.col, cursor.dir);
}

/** Space, Enter and clicking the active cell toggle direction (docs/product.md#crossword-keys). */
export function toggleDirection(layout: Layout, cursor: Cursor): Cursor {
  const dir = otherDirection(cursor.dir);
  return slotAt(layout, cursor.row, cursor.col, dir) ? { ...cursor, dir } : cursor;
}

/**
 * Clicking a square: black squares cannot be selected; clicking the active cell toggles direction;
 * a square with no word in the current direction switches direction.
 */
export function selectCell(layout: Layout, cursor: Cursor, row: number, col: number): Cursor {
  if (!isWhiteCell(layout, row, col)) return cursor;
  if (row === cursor.row && col === cursor.col) return toggleDirection(layout, cursor);
  return cursorAt(layout, row, col, cursor.dir);
}

/** The nearest white square from (r, c) going (dr, dc), jumping over black squares; none at the edge. */
function stepTo(layout: Layout, r: number, c: number, dr: number, dc: number): Cell | undefined {
  for (let rr = r + dr, cc = c + dc; inBounds(layout, rr, cc); rr += dr, cc += dc)
    if (isWhiteCell(layout, rr, cc)) return [rr, cc];
  return undefined;
}

/**
 * Arrow keys move and switch direction: an arrow across the current direction first switches to its
 * direction (when a word runs that way here); otherwise it moves one white square that way, jumping
 * black squares and stopping at the edge, preferring the arrow's direction there.
 */
export function arrow(layout: Layout, cursor: Cursor, key: ArrowKey): Cursor {
  const { dr, dc, axis } = ARROWS[key];
  if (cursor.dir !== axis && slotAt(layout, cursor.row, cursor.col, axis))
    return { ...cursor, dir: axis };
  const to = stepTo(layout, cursor.row, cursor.col, dr, dc);
  return to ? cursorAt(layout, to[0], to[1], axis) : cursor;
}

/** Index of the cursor's word in clue order (across list, then down list). */
function orderIndex(layout: Layout, cursor: Cursor): number {
  const slot = currentSlot(layout, cursor);
  return slot ? clueOrder(layout).indexOf(slot) : -1;
}

/** The clue `offset` places away in clue order, wrapping. */
function clueAtOffset(layout: Layout, cursor: Cursor, offset: number): Slot | undefined {
  const order = clueOrder(layout);
  if (order.length === 0) return undefined;
  const i = orderIndex(layout, cursor);
  const from = i < 0 ? (offset > 0 ? -1 : 0) : i;
  return order[(((from + offset) % order.length) + order.length) % order.length];
}

/** Tab: the next clue, across list then down list, wrapping, at its first editable square. */
export function nextClue(layout: Layout, cursor: Cursor, fixed?: FixedCells): Cursor {
  const slot = clueAtOffset(layout, cursor, 1);
  return slot ? cursorInSlot(slot, entryCell(slot, fixed)) : cursor;
}

/** Shift-Tab: the previous clue, wrapping, at its first editable square. */
export function previousClue(layout: Layout, cursor: Cursor, fixed?: FixedCells): Cursor {
  const slot = clueAtOffset(layout, cursor, -1);
  return slot ? cursorInSlot(slot, entryCell(slot, fixed)) : cursor;
}

/** Choosing a clue in a list (or the mobile clue bar): its first editable square. */
export function goToClue(
  layout: Layout,
  dir: Direction,
  number: number,
  fixed?: FixedCells,
): Cursor | undefined {
  const slot = slotByNumber(layout, dir, number);
  return slot ? cursorInSlot(slot, entryCell(slot, fixed)) : undefined;
}

const isAt = ([r, c]: Cell, cursor: Cursor) => r === cursor.row && c === cursor.col;

/** Position of the cursor's square in its word, or -1. */
function positionIn(slot: Slot, cursor: Cursor): number {
  return slot.cells.findIndex((cell) => isAt(cell, cursor));
}

/** How typing moves on (solver settings): the letters on the board, and the two options. */
export interface TypingOptions {
  letters?: readonly (readonly string[])[];
  /** Jump over squares that already hold a letter. */
  skipFilled?: boolean;
  /** At the end of a word, the first empty square of the next clue that has one. */
  jumpToEmpty?: boolean;
}

/**
 * After a typed letter: the next unlocked square in the word (with `skipFilled`, the next empty
 * one); otherwise the first unlocked square of the following clues (with `jumpToEmpty`, the first
 * empty square of the next clue that has one), across list then down list, wrapping, skipping clues
 * with none. When no other square can be edited the cursor stays.
 */
export function afterTyping(
  layout: Layout,
  cursor: Cursor,
  fixed?: FixedCells,
  options: TypingOptions = {},
): Cursor {
  const slot = currentSlot(layout, cursor);
  if (!slot) return cursor;
  const empty = ([r, c]: Cell) => (options.letters?.[r]?.[c] ?? '') === '';
  const open = (cell: Cell) => !isFixed(fixed, cell) && !isAt(cell, cursor);
  const rest = slot.cells.slice(positionIn(slot, cursor) + 1);
  const inWord = rest.find((cell) => open(cell) && (!options.skipFilled || empty(cell)));
  if (inWord) return cursorInSlot(slot, inWord);
  const order = clueOrder(layout);
  const i = order.indexOf(slot);
  for (let k = 1; k <= order.length; k++) {
    const next = order[(i + k) % order.length] as Slot;
    const cell = next.cells.find((c) => open(c) && (!options.jumpToEmpty || empty(c)));
    if (cell) return cursorInSlot(next, cell);
  }
  return cursor;
}

export interface BackspaceResult {
  cursor: Cursor;
  /** The square to clear, if any (the client sends it as a fill with ''). */
  clear: Cell | null;
}

/**
 * Backspace: clears the current square when it holds a letter the player may remove; otherwise
 * moves back to the previous editable square of the word, or the last editable square of an earlier
 * clue (wrapping), without clearing it.
 */
export function backspace(
  layout: Layout,
  cursor: Cursor,
  letters: readonly (readonly string[])[],
  fixed?: FixedCells,
): BackspaceResult {
  const here: Cell = [cursor.row, cursor.col];
  if ((letters[cursor.row]?.[cursor.col] ?? '') !== '' && canEdit(layout, ...here, fixed))
    return { cursor, clear: here };
  const slot = currentSlot(layout, cursor);
  if (!slot) return { cursor, clear: null };
  const before = slot.cells.slice(0, Math.max(positionIn(slot, cursor), 0)).reverse();
  const inWord = before.find((cell) => !isFixed(fixed, cell));
  if (inWord) return { cursor: cursorInSlot(slot, inWord), clear: null };
  const order = clueOrder(layout);
  const i = order.indexOf(slot);
  for (let k = 1; k <= order.length; k++) {
    const prev = order[(((i - k) % order.length) + order.length) % order.length] as Slot;
    const cell = [...prev.cells].reverse().find((c) => !isFixed(fixed, c) && !isAt(c, cursor));
    if (cell) return { cursor: cursorInSlot(prev, cell), clear: null };
  }
  return { cursor, clear: null };
}
