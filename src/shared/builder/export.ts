import { layoutOf } from '../crossword/grid.js';
import type { BuilderOutput } from './clues.js';
import { writeIpuz } from './ipuz.js';
import { writePuz, type ImportedCrossword, type ImportResult } from './puz.js';

/**
 * The builder's grid as a crossword file (docs/product.md#puzzle-builder; issue 29), pure: the
 * same writers (puz.ts, ipuz.ts) the server's export of a stored crossword uses, so there is one
 * writer of each format. A file holds a whole solution and a clue for every word, so a grid with
 * an empty white square or a word without a clue is refused, naming what is missing.
 */

export type CrosswordFormat = 'puz' | 'ipuz';

export interface CrosswordFile {
  name: string;
  type: string;
  data: Uint8Array | string;
}

/** The builder's output as a crossword, or why it cannot be written yet. */
export function crosswordOfOutput(out: BuilderOutput): ImportResult {
  const empty = out.answerGrid.findIndex((row) => row.includes(' '));
  if (empty !== -1) {
    const col = out.answerGrid[empty]!.indexOf(' ');
    return {
      ok: false,
      message: `Fill every white square first: row ${empty + 1}, column ${col + 1} is empty.`,
    };
  }
  const layout = layoutOf(out.answerGrid.map((row) => row.map((l) => l === '')));
  const cluesOf = (dir: 'across' | 'down') => {
    const given = new Map(
      (dir === 'across' ? out.acrossClues : out.downClues).map((c) => [c.number, c.clue.trim()]),
    );
    return (dir === 'across' ? layout.across : layout.down).map((slot) => ({
      number: slot.number,
      clue: given.get(slot.number) ?? '',
    }));
  };
  const acrossClues = cluesOf('across');
  const downClues = cluesOf('down');
  const missing = [
    ...acrossClues.filter((c) => !c.clue).map((c) => `${c.number} Across`),
    ...downClues.filter((c) => !c.clue).map((c) => `${c.number} Down`),
  ];
  if (missing.length)
    return {
      ok: false,
      message: `Give every word a clue first: ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ` and ${missing.length - 3} more` : ''} ${missing.length === 1 ? 'has' : 'have'} none.`,
    };
  const crossword: ImportedCrossword = {
    title: out.title,
    subtitle: out.subtitle,
    answerGrid: out.answerGrid,
    acrossClues,
    downClues,
    ...(out.circled?.length ? { circled: out.circled } : {}),
    ...(out.shaded?.length ? { shaded: out.shaded } : {}),
  };
  return { ok: true, crossword };
}

/** A file name from the title: lower-case words joined by '-', or 'crossword'. */
const fileStem = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'crossword';

/** The builder's grid written as a .puz or .ipuz file, or why it cannot be yet. */
export function builderFile(
  out: BuilderOutput,
  format: CrosswordFormat,
): { ok: true; file: CrosswordFile } | { ok: false; message: string } {
  const read = crosswordOfOutput(out);
  if (!read.ok) return read;
  const name = `${fileStem(out.title)}.${format}`;
  return format === 'puz'
    ? { ok: true, file: { name, type: 'application/x-crossword', data: writePuz(read.crossword) } }
    : { ok: true, file: { name, type: 'application/json', data: writeIpuz(read.crossword) } };
}
