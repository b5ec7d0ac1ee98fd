import { layoutOf, type Layout } from '../crossword/grid.js';
import type { BuilderGrid, BuilderType, Direction } from './grid.js';
import { marksOn, NO_MARKS, type BuilderMarks } from './marks.js';

/**
 * The builder's clues and its JSON (docs/product.md#puzzle-builder; issue 19), pure.
 */

/**
 * Builder clue record (docs/product.md#puzzle-builder): number, answer, clue, row, col, direction,
 * length.
 */
export interface BuilderClue {
  number: number;
  answer: string;
  clue: string;
  row: number;
  col: number;
  direction: Direction;
  length: number;
}

export const layoutOfBuilder = (g: BuilderGrid): Layout =>
  layoutOf(g.map((row) => row.map((cell) => cell === null)));

/**
 * Add Word & Clue: the clue number is the selected square's, if a word in `direction` starts
 * there; null when none does (the builder then asks for a word start).
 */
export function clueAt(
  g: BuilderGrid,
  row: number,
  col: number,
  direction: Direction,
  word: string,
  clue: string,
): BuilderClue | null {
  const layout = layoutOfBuilder(g);
  const slots = direction === 'across' ? layout.across : layout.down;
  const slot = slots.find((s) => s.row === row && s.col === col);
  if (!slot) return null;
  const answer = word.toUpperCase().replace(/[^A-Z]/g, '');
  return {
    number: slot.number,
    answer,
    clue: clue.trim(),
    row,
    col,
    direction,
    length: answer.length,
  };
}

/**
 * Mass Import Clues: one per line, `word|clue|direction` or `number|word|clue|direction` (at
 * least 3 fields; lines with fewer are skipped). Direction is down for 'down' in any case, else
 * across; answers upper-cased; row and col 0 (docs/product.md#puzzle-builder).
 */
export function parseMassImport(text: string): BuilderClue[] {
  const out: BuilderClue[] = [];
  for (const line of text.split(/\r?\n/)) {
    const fields = line.split('|').map((f) => f.trim());
    if (fields.length < 3) continue;
    const numbered = fields.length >= 4 && /^\d+$/.test(fields[0]!);
    const [number, word, clue, dir] = numbered
      ? [Number(fields[0]), fields[1]!, fields[2]!, fields[3]!]
      : [0, fields[0]!, fields[1]!, fields[2]!];
    const answer = word.toUpperCase();
    out.push({
      number,
      answer,
      clue,
      row: 0,
      col: 0,
      direction: dir.toLowerCase() === 'down' ? 'down' : 'across',
      length: answer.length,
    });
  }
  return out;
}

export interface BuilderOutput {
  date: string;
  type: BuilderType;
  title: string;
  subtitle: string;
  /** A letter; '' for a black square; a single space for an empty white square. */
  answerGrid: string[][];
  acrossClues: { number: number; clue: string }[];
  downClues: { number: number; clue: string }[];
  /** Circled and shaded white squares, [row, col] from 0; absent when none. */
  circled?: [number, number][];
  shaded?: [number, number][];
}

/**
 * Generate JSON (docs/product.md#puzzle-builder): clues in number order, marks on white squares.
 */
export function builderOutput(
  g: BuilderGrid,
  clues: readonly BuilderClue[],
  meta: { date: string; type: BuilderType; title: string; subtitle: string },
  marks: BuilderMarks = NO_MARKS,
): BuilderOutput {
  const { circled, shaded } = marksOn(g, marks);
  const list = (dir: Direction) =>
    clues
      .filter((c) => c.direction === dir)
      .sort((a, b) => a.number - b.number)
      .map((c) => ({ number: c.number, clue: c.clue }));
  return {
    ...meta,
    answerGrid: g.map((row) => row.map((cell) => (cell === null ? '' : cell === '' ? ' ' : cell))),
    acrossClues: list('across'),
    downClues: list('down'),
    ...(circled.length ? { circled } : {}),
    ...(shaded.length ? { shaded } : {}),
  };
}
