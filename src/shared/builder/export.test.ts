import { describe, expect, it } from 'vitest';
import { builderOutput, clueAt, type BuilderClue } from './clues.js';
import { builderFile, crosswordOfOutput } from './export.js';
import { parseIpuz } from './ipuz.js';
import { parsePuz } from './puz.js';
import type { BuilderGrid } from './grid.js';

const GRID: BuilderGrid = ['#MAST', 'AORTA', 'CLEAN', 'HANGS', 'ERAS#'].map((row) =>
  row.split('').map((l) => (l === '#' ? null : l)),
);
const META = { date: '2031-01-02', type: 'mini' as const, title: 'Arch Rival!', subtitle: 'Me' };
const CLUES: BuilderClue[] = [
  ...[1, 5, 6, 7, 8].map((n) => ({ number: n, dir: 'across' as const })),
  ...[1, 2, 3, 4, 5].map((n) => ({ number: n, dir: 'down' as const })),
].map(({ number, dir }) => ({
  number,
  answer: '',
  clue: `${dir} ${number}`,
  row: 0,
  col: 0,
  direction: dir,
  length: 0,
}));

describe("the builder's exports", () => {
  it('writes the grid, clues and marks as .puz and .ipuz files that read back the same', () => {
    const out = builderOutput(GRID, CLUES, META, { circled: [[2, 2]], shaded: [[1, 1]] });
    const puz = builderFile(out, 'puz');
    const ipuz = builderFile(out, 'ipuz');
    if (!puz.ok || !ipuz.ok) throw new Error('not written');
    expect(puz.file.name).toBe('arch-rival.puz');
    expect(ipuz.file.name).toBe('arch-rival.ipuz');
    const fromPuz = parsePuz(puz.file.data as Uint8Array);
    const fromIpuz = parseIpuz(ipuz.file.data as string);
    const expected = {
      title: 'Arch Rival!',
      subtitle: 'Me',
      answerGrid: out.answerGrid,
      acrossClues: out.acrossClues,
      downClues: out.downClues,
      circled: [[2, 2]],
    };
    expect(fromPuz).toEqual({ ok: true, crossword: expected });
    // .ipuz keeps shading too; its header names version 2 and the crossword kind
    expect(fromIpuz).toEqual({ ok: true, crossword: { ...expected, shaded: [[1, 1]] } });
    const doc = JSON.parse(ipuz.file.data as string) as { version: string; kind: string[] };
    expect(doc.version).toBe('http://ipuz.org/v2');
    expect(doc.kind).toEqual(['http://ipuz.org/crossword#1']);
  });

  it('refuses an empty white square and a word without a clue, naming them', () => {
    const holed = GRID.map((row) => [...row]);
    holed[2]![3] = '';
    expect(crosswordOfOutput(builderOutput(holed, CLUES, META))).toEqual({
      ok: false,
      message: 'Fill every white square first: row 3, column 4 is empty.',
    });
    const fewer = CLUES.filter((c) => !(c.direction === 'down' && c.number === 3));
    expect(crosswordOfOutput(builderOutput(GRID, fewer, META))).toEqual({
      ok: false,
      message: 'Give every word a clue first: 3 Down has none.',
    });
    expect(builderFile(builderOutput(GRID, [], META), 'puz')).toMatchObject({
      ok: false,
      message: 'Give every word a clue first: 1 Across, 5 Across, 6 Across and 7 more have none.',
    });
  });

  it('takes the clues added at a square, and leaves out clues of no word in the grid', () => {
    const added = clueAt(GRID, 0, 1, 'across', 'mast', 'Cell full of histamine')!;
    const stray = { ...CLUES[0]!, number: 9, clue: 'Not in this grid' };
    const clues = [added, ...CLUES.filter((c) => c !== CLUES[0]), stray];
    const read = crosswordOfOutput(builderOutput(GRID, clues, META));
    expect(read.ok && read.crossword.acrossClues.map((c) => c.number)).toEqual([1, 5, 6, 7, 8]);
    expect(read.ok && read.crossword.acrossClues[0]!.clue).toBe('Cell full of histamine');
  });
});
