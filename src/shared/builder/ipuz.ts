import { layoutOf } from '../crossword/grid.js';
import type { ImportedCrossword, ImportResult } from './puz.js';

/**
 * .ipuz crosswords (http://ipuz.org, the crossword kind; issue 19), read and written, pure.
 * Rebus squares, bars and diagramless puzzles are refused, naming the feature. A square's
 * StyleSpec (given in the cell, or by name from the file's `styles`) marks it: `shapebg:
 * "circle"` circles it; `highlight: true` or a background `color` (other than white) shades it.
 * MedGrid writes shaded squares as `highlight: true`.
 */

const NOT_IPUZ = 'This is not an .ipuz crossword.';
type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const BLOCKS = new Set(['#', null]);
const WHITE = /^(ffffff|fff)$/i;

/** A cell's StyleSpec: given in place, or the name of one in the file's `styles`. */
function styleOf(shown: unknown, styles: Json): Json | null {
  const style = isObject(shown) ? shown.style : null;
  if (isObject(style)) return style;
  if (typeof style === 'string' && isObject(styles[style])) return styles[style];
  return null;
}

/** Shaded: highlighted, or given a background colour (a palette number or an RGB hex) not white. */
function isShaded(style: Json): boolean {
  if (style.highlight === true) return true;
  const color = style.color;
  return (
    (typeof color === 'number' && Number.isInteger(color)) ||
    (typeof color === 'string' &&
      /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) &&
      !WHITE.test(color.replace('#', '')))
  );
}

type ClueList = { number: number; clue: string }[];

/**
 * One direction's clues: [number, clue] pairs or Clue objects. A number written as a range or a
 * list ('2-3', '2,3') labels one clue spanning several entries, which MedGrid cannot show (each
 * entry has its own clue): refused with that reason. Null when the list is missing or malformed.
 */
function clueList(value: unknown, dir: 'Across' | 'Down'): ClueList | { message: string } | null {
  if (!Array.isArray(value)) return null;
  const out: ClueList = [];
  for (const item of value) {
    let number: unknown;
    let clue: unknown;
    if (Array.isArray(item) && item.length >= 2) [number, clue] = item;
    else if (isObject(item) && 'number' in item) [number, clue] = [item.number, item.clue ?? ''];
    else return null;
    if (typeof number === 'string' && /^\s*\d+\s*([-,/&]\s*\d+\s*)+$/.test(number))
      return {
        message: `Clue ${number.trim()} ${dir} spans several entries: MedGrid gives each entry its own clue, so split it before importing.`,
      };
    out.push({ number: Number(number), clue: String(clue) });
  }
  return out.every((c) => Number.isInteger(c.number) && c.number > 0) ? out : null;
}

/** Reads an .ipuz file's text. */
export function parseIpuz(text: string): ImportResult {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^ipuz\(([\s\S]*)\)\s*$/, '$1'));
  } catch {
    return { ok: false, message: NOT_IPUZ };
  }
  if (!isObject(data)) return { ok: false, message: NOT_IPUZ };
  const kinds = Array.isArray(data.kind) ? data.kind.map(String) : [];
  if (!kinds.some((k) => k.startsWith('http://ipuz.org/crossword')))
    return { ok: false, message: NOT_IPUZ };
  if (kinds.some((k) => k.includes('diagramless')))
    return { ok: false, message: 'Diagramless puzzles are not supported.' };
  const dims = isObject(data.dimensions) ? data.dimensions : {};
  const width = Number(dims.width);
  const height = Number(dims.height);
  if (
    !Number.isInteger(width) ||
    !Number.isInteger(height) ||
    width < 1 ||
    height < 1 ||
    width > 50 ||
    height > 50
  )
    return { ok: false, message: 'The file gives no usable grid size.' };
  const solution = data.solution;
  const puzzle = data.puzzle;
  if (!Array.isArray(solution) || solution.length !== height)
    return { ok: false, message: 'The file has no solution for its grid.' };

  const styles = isObject(data.styles) ? data.styles : {};
  const answerGrid: string[][] = [];
  const circled: [number, number][] = [];
  const shaded: [number, number][] = [];
  for (let r = 0; r < height; r++) {
    const row = solution[r];
    if (!Array.isArray(row) || row.length !== width)
      return { ok: false, message: 'The solution does not fit the grid size.' };
    const out: string[] = [];
    for (let c = 0; c < width; c++) {
      let cell: unknown = row[c];
      if (isObject(cell)) cell = cell.value ?? cell.cell;
      if (BLOCKS.has(cell as string | null)) out.push('');
      else if (typeof cell === 'string' && /^[A-Za-z]$/.test(cell)) out.push(cell.toUpperCase());
      else if (typeof cell === 'string' && cell.length > 1)
        return {
          ok: false,
          message: 'Rebus squares (several letters in one square) are not supported.',
        };
      else
        return { ok: false, message: `Square ${r + 1}, ${c + 1} of the solution is not a letter.` };
      const shown =
        Array.isArray(puzzle) && Array.isArray(puzzle[r]) ? (puzzle[r] as unknown[])[c] : null;
      const style = styleOf(shown, styles);
      if (style?.barred) return { ok: false, message: 'Bars between squares are not supported.' };
      // marks on black squares are dropped: MedGrid draws none there
      if (!style || out[c] === '') continue;
      if (style.shapebg === 'circle') circled.push([r, c]);
      if (isShaded(style)) shaded.push([r, c]);
    }
    answerGrid.push(out);
  }
  const clues = isObject(data.clues) ? data.clues : {};
  const acrossClues = clueList(clues.Across ?? clues.across, 'Across');
  const downClues = clueList(clues.Down ?? clues.down, 'Down');
  for (const list of [acrossClues, downClues])
    if (list && 'message' in list) return { ok: false, message: list.message };
  if (!Array.isArray(acrossClues) || !Array.isArray(downClues))
    return { ok: false, message: 'The file has no Across and Down clue lists.' };
  const crossword: ImportedCrossword = {
    title: typeof data.title === 'string' ? data.title : '',
    subtitle: typeof data.author === 'string' ? data.author : '',
    answerGrid,
    acrossClues,
    downClues,
    ...(circled.length ? { circled } : {}),
    ...(shaded.length ? { shaded } : {}),
  };
  return { ok: true, crossword };
}

/** Writes an .ipuz file (version 2, crossword kind). */
export function writeIpuz(p: ImportedCrossword): string {
  const height = p.answerGrid.length;
  const width = p.answerGrid[0]?.length ?? 0;
  const layout = layoutOf(p.answerGrid.map((row) => row.map((l) => l === '')));
  const keys = (cells: [number, number][] | undefined) =>
    new Set((cells ?? []).map(([r, c]) => `${r},${c}`));
  const circles = keys(p.circled);
  const shades = keys(p.shaded);
  const puzzle = p.answerGrid.map((row, r) =>
    row.map((l, c) => {
      if (l === '') return '#';
      const n = layout.numbers[r]?.[c] ?? 0;
      const key = `${r},${c}`;
      const style = {
        ...(circles.has(key) ? { shapebg: 'circle' } : {}),
        ...(shades.has(key) ? { highlight: true } : {}),
      };
      return Object.keys(style).length ? { cell: n, style } : n;
    }),
  );
  return JSON.stringify(
    {
      version: 'http://ipuz.org/v2',
      kind: ['http://ipuz.org/crossword#1'],
      title: p.title,
      author: p.subtitle,
      dimensions: { width, height },
      puzzle,
      solution: p.answerGrid.map((row) => row.map((l) => (l === '' ? '#' : l))),
      clues: {
        Across: p.acrossClues.map((c) => [c.number, c.clue]),
        Down: p.downClues.map((c) => [c.number, c.clue]),
      },
    },
    null,
    2,
  );
}
