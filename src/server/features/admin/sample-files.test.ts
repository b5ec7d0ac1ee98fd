import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseIpuz, writeIpuz } from '../../../shared/builder/ipuz.js';
import { parsePuz, writePuz, type ImportedCrossword } from '../../../shared/builder/puz.js';

/**
 * The sample files in test-support/crossword-files/ (CC0, see its README.md) were written without MedGrid's
 * writers: the .ipuz by hand to the ipuz 2 specification, the .puz by a stand-alone script from
 * the Across Lite format description. They hold the same puzzle, a circled square included.
 */
const fixture = (name: string) =>
  readFileSync(new URL(`../../../../test-support/crossword-files/${name}`, import.meta.url));

function read(name: string): ImportedCrossword {
  const bytes = fixture(name);
  const r = name.endsWith('.puz') ? parsePuz(new Uint8Array(bytes)) : parseIpuz(bytes.toString());
  if (!r.ok) throw new Error(`${name}: ${r.message}`);
  return r.crossword;
}

describe('public sample files', () => {
  const puz = read('arch-rival.puz');
  const ipuz = read('arch-rival.ipuz');

  it('reads both files, checksums checked, to the same grid, numbers, clues and circle', () => {
    expect(puz.answerGrid.map((row) => row.map((c) => c || '#').join(''))).toEqual([
      '#MAST',
      'AORTA',
      'CLEAN',
      'HANGS',
      'ERAS#',
    ]);
    expect(puz.acrossClues.map((c) => c.number)).toEqual([1, 5, 6, 7, 8]);
    expect(puz.downClues.map((c) => c.number)).toEqual([1, 2, 3, 4, 5]);
    expect(puz.acrossClues[1]!.clue).toBe('Artery that arches over the heart');
    expect(puz.circled).toEqual([[2, 2]]);
    expect(ipuz).toEqual(puz);
  });

  it('.puz: import → export → import gives the same crossword', () => {
    const again = parsePuz(writePuz(puz));
    expect(again).toEqual({ ok: true, crossword: puz });
  });

  it('.ipuz: import → export → import gives the same crossword', () => {
    expect(parseIpuz(writeIpuz(ipuz))).toEqual({ ok: true, crossword: ipuz });
  });

  it('crosses over: the .puz written as .ipuz and the .ipuz written as .puz read back the same', () => {
    expect(parseIpuz(writeIpuz(puz))).toEqual({ ok: true, crossword: ipuz });
    expect(parsePuz(writePuz(ipuz))).toEqual({ ok: true, crossword: puz });
  });

  it('refuses the .puz with one solution letter changed (its checksums no longer match)', () => {
    const bytes = new Uint8Array(fixture('arch-rival.puz'));
    bytes[0x35] = 'X'.charCodeAt(0);
    const r = parsePuz(bytes);
    expect(r.ok).toBe(false);
  });
});
