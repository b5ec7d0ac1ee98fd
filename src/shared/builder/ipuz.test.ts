import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIpuz, writeIpuz } from './ipuz.js';
import type { ImportedCrossword } from './puz.js';

const ARCH: ImportedCrossword = {
  title: 'Arch Rival',
  subtitle: 'MedGrid',
  answerGrid: ['#MAST', 'AORTA', 'CLEAN', 'HANGS', 'ERAS#'].map((row) =>
    row.split('').map((l) => (l === '#' ? '' : l)),
  ),
  acrossClues: [1, 5, 6, 7, 8].map((number) => ({ number, clue: `Across ${number}` })),
  downClues: [1, 2, 3, 4, 5].map((number) => ({ number, clue: `Down ${number}` })),
  circled: [[2, 2]],
};

describe('.ipuz files', () => {
  it('writes a crossword that reads back the same, circles included', () => {
    const text = writeIpuz(ARCH);
    const json = JSON.parse(text) as { kind: string[]; puzzle: unknown[][] };
    expect(json.kind).toEqual(['http://ipuz.org/crossword#1']);
    expect(json.puzzle[0]).toEqual(['#', 1, 2, 3, 4]);
    expect(parseIpuz(text)).toEqual({ ok: true, crossword: ARCH });
  });

  it('writes shaded squares as highlighted, and reads them back with the circles', () => {
    const marked: ImportedCrossword = {
      ...ARCH,
      circled: [
        [1, 1],
        [2, 2],
      ],
      shaded: [
        [2, 2],
        [4, 0],
      ],
    };
    const text = writeIpuz(marked);
    const json = JSON.parse(text) as { puzzle: unknown[][] };
    expect(json.puzzle[1]![1]).toEqual({ cell: 0, style: { shapebg: 'circle' } });
    expect(json.puzzle[2]![2]).toEqual({ cell: 0, style: { shapebg: 'circle', highlight: true } });
    expect(json.puzzle[4]![0]).toEqual({ cell: 8, style: { highlight: true } });
    expect(parseIpuz(text)).toEqual({ ok: true, crossword: marked });
  });

  it('shades a coloured square, reads named styles, and drops marks on black squares', () => {
    const doc = JSON.parse(writeIpuz(ARCH)) as Record<string, unknown> & { puzzle: unknown[][] };
    doc.styles = { ring: { shapebg: 'circle' }, grey: { color: 'C0C0C0' } };
    doc.puzzle[0]![0] = { cell: '#', style: { shapebg: 'circle', highlight: true } };
    doc.puzzle[0]![1] = { cell: 1, style: 'ring' };
    doc.puzzle[1]![0] = { cell: 5, style: 'grey' };
    doc.puzzle[1]![2] = { cell: 0, style: { color: 'FFFFFF' } };
    doc.puzzle[3]![3] = { cell: 0, style: { color: 3 } };
    doc.puzzle[3]![4] = { cell: 0, style: 'unknown' };
    const read = parseIpuz(JSON.stringify(doc));
    expect(read.ok && read.crossword.circled).toEqual([
      [0, 1],
      [2, 2],
    ]);
    expect(read.ok && read.crossword.shaded).toEqual([
      [1, 0],
      [3, 3],
    ]);
  });

  it('refuses rebus squares, bars, diagramless puzzles and other kinds, naming them', () => {
    const base = JSON.parse(writeIpuz(ARCH)) as Record<string, unknown> & {
      solution: unknown[][];
      puzzle: unknown[][];
    };
    const rebus = structuredClone(base);
    rebus.solution[1]![1] = 'ON';
    expect(parseIpuz(JSON.stringify(rebus))).toMatchObject({ ok: false, message: /Rebus/ });
    const bars = structuredClone(base);
    bars.puzzle[1]![1] = { cell: 0, style: { barred: 'R' } };
    expect(parseIpuz(JSON.stringify(bars))).toMatchObject({ ok: false, message: /Bars/ });
    const diagramless = { ...base, kind: ['http://ipuz.org/crossword/diagramless#1'] };
    expect(parseIpuz(JSON.stringify(diagramless))).toMatchObject({
      ok: false,
      message: /Diagramless/,
    });
    expect(parseIpuz(JSON.stringify({ ...base, kind: ['http://ipuz.org/sudoku#1'] }))).toEqual({
      ok: false,
      message: 'This is not an .ipuz crossword.',
    });
  });

  it('refuses a clue that spans entries (numbered 2-3) with that reason, and reads numbers given as text', () => {
    const doc = JSON.parse(writeIpuz(ARCH)) as Record<string, unknown> & {
      clues: { Across: unknown[]; Down: unknown[] };
    };
    const spanning = structuredClone(doc);
    spanning.clues.Across = [
      [1, 'Across 1'],
      ['5-6', 'One clue for two entries'],
      [7, 'A'],
      [8, 'B'],
    ];
    expect(parseIpuz(JSON.stringify(spanning))).toEqual({
      ok: false,
      message:
        'Clue 5-6 Across spans several entries: MedGrid gives each entry its own clue, so split it before importing.',
    });
    const objects = structuredClone(doc);
    objects.clues.Down = [{ number: '1-2', clue: 'Joined' }, ...doc.clues.Down.slice(2)];
    expect(parseIpuz(JSON.stringify(objects))).toMatchObject({
      ok: false,
      message: /^Clue 1-2 Down spans several entries/,
    });
    const asText = structuredClone(doc);
    asText.clues.Across = doc.clues.Across.map((c) => [
      String((c as unknown[])[0]),
      (c as unknown[])[1],
    ]);
    expect(parseIpuz(JSON.stringify(asText))).toEqual({ ok: true, crossword: ARCH });
  });

  it('turns any text or JSON into a result, never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        expect(typeof parseIpuz(text).ok).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const doc = { ...JSON.parse(writeIpuz(ARCH)), solution: value };
        expect(typeof parseIpuz(JSON.stringify(doc)).ok).toBe('boolean');
      }),
      { numRuns: 1000 },
    );
  });
});
