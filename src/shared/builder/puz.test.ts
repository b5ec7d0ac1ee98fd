import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePuz, writePuz, type ImportedCrossword } from './puz.js';

const ARCH: ImportedCrossword = {
  title: 'Arch Rival',
  subtitle: 'MedGrid',
  answerGrid: ['#MAST', 'AORTA', 'CLEAN', 'HANGS', 'ERAS#'].map((row) =>
    row.split('').map((l) => (l === '#' ? '' : l)),
  ),
  acrossClues: [1, 5, 6, 7, 8].map((number) => ({ number, clue: `Across ${number}` })),
  downClues: [1, 2, 3, 4, 5].map((number) => ({ number, clue: `Down ${number}` })),
};

const latin = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

describe('.puz files', () => {
  it('writes a file that reads back the same, checksums and all', () => {
    const bytes = writePuz(ARCH);
    expect(String.fromCharCode(...bytes.subarray(2, 13))).toBe('ACROSS&DOWN');
    expect(parsePuz(bytes)).toEqual({ ok: true, crossword: ARCH });
  });

  it('keeps circled squares', () => {
    const circled: [number, number][] = [
      [1, 1],
      [2, 2],
    ];
    const r = parsePuz(writePuz({ ...ARCH, circled }));
    expect(r.ok && r.crossword.circled).toEqual(circled);
  });

  it('leaves shading out (a .puz file has none) and drops a circle on a black square', () => {
    const r = parsePuz(
      writePuz({
        ...ARCH,
        circled: [
          [0, 0],
          [1, 1],
        ],
        shaded: [[2, 2]],
      }),
    );
    expect(r).toEqual({ ok: true, crossword: { ...ARCH, circled: [[1, 1]] } });
  });

  it('refuses a damaged file, a scrambled solution, a diagramless grid and rebus squares', () => {
    const damaged = writePuz(ARCH);
    damaged[0x34 + 6] = 'X'.charCodeAt(0);
    expect(parsePuz(damaged)).toEqual({
      ok: false,
      message: "The file's checksums do not match: it is damaged.",
    });
    const scrambled = writePuz(ARCH);
    scrambled[0x32] = 4;
    expect(parsePuz(scrambled)).toMatchObject({ ok: false, message: /scrambled/ });
    const diagramless = writePuz(ARCH);
    diagramless[0x30] = 0x01;
    diagramless[0x31] = 0x04;
    expect(parsePuz(diagramless)).toMatchObject({ ok: false, message: /Diagramless/ });
    const plain = writePuz(ARCH);
    const rebus = new Uint8Array(plain.length + 8 + 25 + 1);
    rebus.set(plain);
    rebus.set(
      Uint8Array.from('GRBS', (c) => c.charCodeAt(0)),
      plain.length,
    );
    rebus[plain.length + 4] = 25;
    rebus[plain.length + 8 + 6] = 1; // square 2, 2 holds the first rebus entry
    expect(parsePuz(rebus)).toMatchObject({ ok: false, message: /Rebus squares/ });
    expect(parsePuz(new Uint8Array([1, 2, 3]))).toEqual({
      ok: false,
      message: 'This is not an Across Lite .puz file.',
    });
  });

  // A section as the format lays it out: name, length (LE), checksum of the data (LE), data, NUL.
  function section(name: string, data: Uint8Array): Uint8Array {
    const out = new Uint8Array(8 + data.length + 1);
    out.set(
      Uint8Array.from(name, (c) => c.charCodeAt(0)),
      0,
    );
    const view = new DataView(out.buffer);
    view.setUint16(4, data.length, true);
    let sum = 0;
    for (const b of data) sum = ((sum & 1 ? (sum >> 1) + 0x8000 : sum >> 1) + b) & 0xffff;
    view.setUint16(6, sum, true);
    out.set(data, 8);
    return out;
  }
  const concat = (...parts: Uint8Array[]) => {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  };

  it('opens a file whose GRBS section holds only zeros (no rebus square) beside its circles', () => {
    // as many files with circles carry it: GEXT with a circle, then an all-zero GRBS
    const circles = new Uint8Array(25);
    circles[2 * 5 + 2] = 0x80;
    const withCircle = writePuz({ ...ARCH, circled: [[2, 2]] });
    const plain = writePuz(ARCH);
    const file = concat(plain, section('GEXT', circles), section('GRBS', new Uint8Array(25)));
    expect(parsePuz(file)).toEqual({ ok: true, crossword: { ...ARCH, circled: [[2, 2]] } });
    expect(parsePuz(concat(withCircle, section('GRBS', new Uint8Array(25))))).toEqual(
      parsePuz(withCircle),
    );
    // a square that does use the rebus table is still refused, naming the feature
    const used = new Uint8Array(25);
    used[6] = 1;
    const rebus = concat(plain, section('GRBS', used), section('RTBL', latin(' 0:ON;\0')));
    expect(parsePuz(rebus)).toMatchObject({ ok: false, message: /Rebus squares/ });
  });

  it('finds the header by its ACROSS&DOWN magic after bytes before it, as other readers do', () => {
    // e.g. a file saved with a Mac resource header or a downloader's preamble in front
    const file = concat(latin('\0\0junk before the header\r\n'), writePuz(ARCH));
    expect(parsePuz(file)).toEqual({ ok: true, crossword: ARCH });
    const noMagic = concat(latin('ACROSS&DOWN'), new Uint8Array(60));
    expect(parsePuz(noMagic)).toEqual({
      ok: false,
      message: 'This is not an Across Lite .puz file.',
    });
  });

  it('turns any bytes into a result or a clear message, never a throw', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        const r = parsePuz(bytes);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
    const good = writePuz(ARCH);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(good.length - 1), fc.integer({ min: 0, max: 255 })), {
          maxLength: 6,
        }),
        fc.nat(good.length),
        (changes, cut) => {
          const bytes = good.slice(0, cut);
          for (const [i, b] of changes) if (i < bytes.length) bytes[i] = b;
          const r = parsePuz(bytes);
          if (!r.ok) expect(r.message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
