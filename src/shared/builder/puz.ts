import { layoutOf } from '../crossword/grid.js';

/**
 * Across Lite .puz files (issue 19), read and written with their checksums, pure. Untrusted bytes
 * become a result, never an exception. A file with what MedGrid cannot show faithfully — rebus
 * squares, a scrambled (locked) solution, a diagramless layout — is refused, naming the feature.
 */

export interface ImportedCrossword {
  title: string;
  subtitle: string;
  /** Letters; '' for a black square. */
  answerGrid: string[][];
  acrossClues: { number: number; clue: string }[];
  downClues: { number: number; clue: string }[];
  /** Circled squares, [row, col] from 0, when the file has any (white squares only). */
  circled?: [number, number][];
  /**
   * Shaded squares, [row, col] from 0, when the file has any: .ipuz only, a .puz file has no
   * shading (writePuz leaves them out).
   */
  shaded?: [number, number][];
}

export type ImportResult =
  { ok: true; crossword: ImportedCrossword } | { ok: false; message: string };

const MAGIC = 'ACROSS&DOWN\0';
const MASK = 'ICHEATED';
const HEADER = 0x34;
const NOT_PUZ = 'This is not an Across Lite .puz file.';

function cksum(bytes: Uint8Array, start: number, length: number, seed: number): number {
  let c = seed;
  for (let i = start; i < start + length; i++) {
    c = c & 1 ? (c >> 1) + 0x8000 : c >> 1;
    c = (c + bytes[i]!) & 0xffff;
  }
  return c;
}

const latin1 = (s: string) =>
  Uint8Array.from(s, (ch) => (ch.charCodeAt(0) < 256 ? ch.charCodeAt(0) : 63));

function textSum(
  seed: number,
  parts: { title: string; author: string; copyright: string; clues: string[]; notes: string },
) {
  let c = seed;
  const add = (s: string, nul: boolean) => {
    const b = latin1(nul ? `${s}\0` : s);
    c = cksum(b, 0, b.length, c);
  };
  if (parts.title) add(parts.title, true);
  if (parts.author) add(parts.author, true);
  if (parts.copyright) add(parts.copyright, true);
  for (const clue of parts.clues) add(clue, false);
  if (parts.notes) add(parts.notes, true);
  return c;
}

type Failed = { ok: false; message: string };
const failed = (message: string): Failed => ({ ok: false, message });

interface Header {
  ok: true;
  view: DataView;
  width: number;
  height: number;
  clueCount: number;
  cells: number;
  /** The solution's squares, a byte each: a letter, or '.' (or ':') for a black square. */
  solution: Uint8Array;
}

/** The fixed header and the solution grid, refusing what MedGrid cannot show. */
function readHeader(bytes: Uint8Array): Header | Failed {
  if (bytes.length < HEADER) return failed(NOT_PUZ);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const magic = String.fromCharCode(...bytes.subarray(2, 2 + MAGIC.length));
  if (magic !== MAGIC) return failed(NOT_PUZ);
  const width = bytes[0x2c]!;
  const height = bytes[0x2d]!;
  const clueCount = view.getUint16(0x2e, true);
  const puzzleType = view.getUint16(0x30, true);
  const scrambled = view.getUint16(0x32, true);
  if (width < 1 || height < 1) return failed(NOT_PUZ);
  if (puzzleType === 0x0401) return failed('Diagramless puzzles are not supported.');
  if (scrambled !== 0)
    return failed('This file has a scrambled solution: unlock it in Across Lite first.');
  const cells = width * height;
  if (bytes.length < HEADER + 2 * cells) return failed('The file ends inside its grid.');
  const solution = bytes.subarray(HEADER, HEADER + cells);
  return { ok: true, view, width, height, clueCount, cells, solution };
}

interface Strings {
  ok: true;
  title: string;
  author: string;
  copyright: string;
  clues: string[];
  notes: string;
  /** Where the extra sections start. */
  end: number;
}

/** The strings after the grids: title, author, copyright, the clues, notes. */
function readStrings(bytes: Uint8Array, start: number, clueCount: number): Strings | Failed {
  let at = start;
  const readString = (): string | null => {
    const end = bytes.indexOf(0, at);
    if (end === -1) return null;
    const s = String.fromCharCode(...bytes.subarray(at, end));
    at = end + 1;
    return s;
  };
  const title = readString();
  const author = readString();
  const copyright = readString();
  if (title === null || author === null || copyright === null)
    return failed('The file ends inside its title.');
  const clues: string[] = [];
  for (let i = 0; i < clueCount; i++) {
    const clue = readString();
    if (clue === null) return failed('The file ends inside its clues.');
    clues.push(clue);
  }
  const notes = readString() ?? '';
  return { ok: true, title, author, copyright, clues, notes, end: at };
}

/** Whether the header's checksum and the file's overall checksum are the ones stored. */
function checksumsMatch(bytes: Uint8Array, h: Header, strings: Strings): boolean {
  const cib = cksum(bytes, 0x2c, 8, 0);
  let overall = cksum(bytes, HEADER, h.cells, cib);
  overall = cksum(bytes, HEADER + h.cells, h.cells, overall);
  overall = textSum(overall, strings);
  return h.view.getUint16(0x0e, true) === cib && h.view.getUint16(0, true) === overall;
}

/**
 * The extra sections from `start`: GEXT (circles) is read; a GRBS that marks a square (a byte
 * other than 0) is refused as a rebus. A GRBS of zeros marks none (files with circles often carry
 * one), and an RTBL is only read through GRBS, so neither stops a file.
 */
function readExtras(
  bytes: Uint8Array,
  start: number,
  h: Header,
): { ok: true; circled?: [number, number][] } | Failed {
  let circled: [number, number][] | undefined;
  let at = start;
  while (at + 8 <= bytes.length) {
    const name = String.fromCharCode(...bytes.subarray(at, at + 4));
    const length = h.view.getUint16(at + 4, true);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (name === 'GRBS' && data.some((b) => b !== 0))
      return failed('Rebus squares (several letters in one square) are not supported.');
    if (name === 'GEXT' && data.length === h.cells) {
      // 0x80 circles a square; circles on black squares are dropped (MedGrid draws none there)
      const found: [number, number][] = [];
      data.forEach(
        (b, i) =>
          b & 0x80 &&
          h.solution[i] !== 0x2e &&
          h.solution[i] !== 0x3a &&
          found.push([Math.floor(i / h.width), i % h.width]),
      );
      if (found.length) circled = found;
    }
    at += 8 + length + 1;
  }
  return circled ? { ok: true, circled } : { ok: true };
}

/** The solution as letters, '' for a black square; a square holding anything else is refused. */
function answerGridOf(h: Header): { ok: true; answerGrid: string[][] } | Failed {
  const answerGrid: string[][] = [];
  for (let r = 0; r < h.height; r++) {
    const row: string[] = [];
    for (let c = 0; c < h.width; c++) {
      const ch = String.fromCharCode(h.solution[r * h.width + c]!);
      if (ch === '.' || ch === ':') row.push('');
      else if (/^[A-Za-z]$/.test(ch)) row.push(ch.toUpperCase());
      else return failed(`Square ${r + 1}, ${c + 1} holds '${ch}', not a letter.`);
    }
    answerGrid.push(row);
  }
  return { ok: true, answerGrid };
}

/** The file's clues, in number order across before down, given to the grid's words. */
function numberedClues(
  answerGrid: string[][],
  clues: string[],
): (Pick<ImportedCrossword, 'acrossClues' | 'downClues'> & { ok: true }) | Failed {
  const layout = layoutOf(answerGrid.map((row) => row.map((l) => l === '')));
  const acrossClues: ImportedCrossword['acrossClues'] = [];
  const downClues: ImportedCrossword['downClues'] = [];
  let next = 0;
  for (let r = 0; r < layout.rows; r++)
    for (let c = 0; c < layout.cols; c++) {
      const number = layout.numbers[r]?.[c];
      if (!number) continue;
      if (layout.across.some((s) => s.number === number))
        acrossClues.push({ number, clue: clues[next++] ?? '' });
      if (layout.down.some((s) => s.number === number))
        downClues.push({ number, clue: clues[next++] ?? '' });
    }
  if (next !== clues.length) return failed('The number of clues does not fit the grid.');
  return { ok: true, acrossClues, downClues };
}

/**
 * The file from its header on: the header is found by its magic, two bytes in (after the file's
 * checksum), so bytes before it (a Mac resource header, a downloader's preamble) are skipped, as
 * other readers (Across Lite, puzpy) do.
 */
function fromHeader(bytes: Uint8Array): Uint8Array {
  const magic = latin1(MAGIC);
  for (let at = 2; at + magic.length <= bytes.length; at++)
    if (magic.every((b, i) => bytes[at + i] === b)) return bytes.subarray(at - 2);
  return bytes;
}

/** Reads a .puz file. */
export function parsePuz(file: Uint8Array): ImportResult {
  const bytes = fromHeader(file);
  const header = readHeader(bytes);
  if (!header.ok) return header;
  const strings = readStrings(bytes, HEADER + 2 * header.cells, header.clueCount);
  if (!strings.ok) return strings;
  if (!checksumsMatch(bytes, header, strings))
    return failed("The file's checksums do not match: it is damaged.");
  const extras = readExtras(bytes, strings.end, header);
  if (!extras.ok) return extras;
  const grid = answerGridOf(header);
  if (!grid.ok) return grid;
  const clues = numberedClues(grid.answerGrid, strings.clues);
  if (!clues.ok) return clues;
  return {
    ok: true,
    crossword: {
      title: strings.title,
      subtitle: strings.author,
      answerGrid: grid.answerGrid,
      acrossClues: clues.acrossClues,
      downClues: clues.downClues,
      ...(extras.circled ? { circled: extras.circled } : {}),
    },
  };
}

/** Writes a .puz file (version 1.3) that Across Lite and other software read. */
export function writePuz(p: ImportedCrossword): Uint8Array {
  const height = p.answerGrid.length;
  const width = p.answerGrid[0]?.length ?? 0;
  const cells = width * height;
  const layout = layoutOf(p.answerGrid.map((row) => row.map((l) => l === '')));
  const across = new Map(p.acrossClues.map((c) => [c.number, c.clue]));
  const down = new Map(p.downClues.map((c) => [c.number, c.clue]));
  const clues: string[] = [];
  for (let r = 0; r < height; r++)
    for (let c = 0; c < width; c++) {
      const number = layout.numbers[r]?.[c];
      if (!number) continue;
      if (layout.across.some((s) => s.number === number)) clues.push(across.get(number) ?? '');
      if (layout.down.some((s) => s.number === number)) clues.push(down.get(number) ?? '');
    }
  const strings = [p.title, p.subtitle, '', ...clues, ''].map((s) => latin1(`${s}\0`));
  const circles = p.circled?.length ? cells : 0;
  const extra = circles ? 8 + circles + 1 : 0;
  const size = HEADER + 2 * cells + strings.reduce((n, s) => n + s.length, 0) + extra;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out.set(latin1(MAGIC), 2);
  out.set(latin1('1.3\0'), 0x18);
  out[0x2c] = width;
  out[0x2d] = height;
  view.setUint16(0x2e, clues.length, true);
  view.setUint16(0x30, 0x0001, true);
  view.setUint16(0x32, 0, true);
  const flat = p.answerGrid.flat();
  out.set(latin1(flat.map((l) => (l === '' ? '.' : l)).join('')), HEADER);
  out.set(latin1(flat.map((l) => (l === '' ? '.' : '-')).join('')), HEADER + cells);
  let at = HEADER + 2 * cells;
  for (const s of strings) {
    out.set(s, at);
    at += s.length;
  }
  if (circles) {
    const data = new Uint8Array(cells);
    for (const [r, c] of p.circled ?? []) data[r * width + c] = 0x80;
    out.set(latin1('GEXT'), at);
    view.setUint16(at + 4, cells, true);
    view.setUint16(at + 6, cksum(data, 0, cells, 0), true);
    out.set(data, at + 8);
  }
  const cib = cksum(out, 0x2c, 8, 0);
  const sol = cksum(out, HEADER, cells, 0);
  const grid = cksum(out, HEADER + cells, cells, 0);
  const parts = { title: p.title, author: p.subtitle, copyright: '', clues, notes: '' };
  const text = textSum(0, parts);
  let overall = cksum(out, HEADER, cells, cib);
  overall = cksum(out, HEADER + cells, cells, overall);
  overall = textSum(overall, parts);
  view.setUint16(0, overall, true);
  view.setUint16(0x0e, cib, true);
  [cib, sol, grid, text].forEach((sum, i) => {
    out[0x10 + i] = MASK.charCodeAt(i) ^ (sum & 0xff);
    out[0x14 + i] = MASK.charCodeAt(i + 4) ^ (sum >> 8);
  });
  return out;
}
