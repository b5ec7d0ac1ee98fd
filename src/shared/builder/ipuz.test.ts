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
