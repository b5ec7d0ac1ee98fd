import type { BuilderGrid } from './grid.js';
import { seededRandom } from '../random.js';

/**
 * American-style grid templates (issue 19/20), pure: a square grid whose black squares have
 * rotational symmetry, every word 3 letters or more (so every white square is checked), all
 * white squares connected, with a given number of black squares, and optionally theme entries
 * placed across in symmetric pairs. Made by adding symmetric pairs of black squares at random
 * where they keep every word 3 or more letters; seeded, so a seed gives the same template.
 */

export interface TemplateOptions {
  size: number;
  /** Black squares wanted, inclusive range. */
  blacks: [min: number, max: number];
  /** Longest word allowed outside the theme entries. */
  maxWord?: number;
  /** Words wanted, inclusive range (a published 15x15 has 70–78). */
  words?: [min: number, max: number];
  /**
   * Theme entries placed across: the word, its row, its first column (centred when absent). Give
   * them in symmetric pairs: the partner of (row, col, length L) is (size-1-row, size-col-L).
   */
  theme?: { word: string; row: number; col?: number }[];
  seed: number;
}

/** Lengths of the white runs in a row or column of `black` (true = black). */
function runs(line: readonly boolean[]): number[] {
  const out: number[] = [];
  let n = 0;
  for (const b of line) {
    if (b) {
      if (n) out.push(n);
      n = 0;
    } else n++;
  }
  if (n) out.push(n);
  return out;
}

function connected(b: boolean[][]): boolean {
  const n = b.length;
  const whites: [number, number][] = [];
  b.forEach((line, r) => line.forEach((black, c) => !black && whites.push([r, c])));
  if (whites.length === 0) return false;
  const seen = new Set<number>([whites[0]![0] * n + whites[0]![1]]);
  const stack = [whites[0]!];
  while (stack.length) {
    const [r, c] = stack.pop()!;
    for (const [dr, dc] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const [r2, c2] = [r + dr, c + dc];
      if (r2 < 0 || c2 < 0 || r2 >= n || c2 >= n || b[r2]![c2] || seen.has(r2 * n + c2)) continue;
      seen.add(r2 * n + c2);
      stack.push([r2, c2]);
    }
  }
  return seen.size === whites.length;
}

function wordCount(b: boolean[][]): number {
  const n = b.length;
  let count = 0;
  for (let i = 0; i < n; i++) {
    count += runs(b[i]!).length;
    count += runs(b.map((line) => line[i]!)).length;
  }
  return count;
}

/** 0 = white, 1 = black, -1 = not decided yet. */
type Mark = 0 | 1 | -1;

/**
 * Whether a line can still become valid: every run of white squares closed by black squares or
 * the edge is 3..max long, and no stretch between black squares that holds a white square is too
 * short to become a 3-letter word.
 */
function lineOk(line: readonly Mark[], maxFor: number): boolean {
  let i = 0;
  const n = line.length;
  while (i < n) {
    if (line[i] === 1) {
      i++;
      continue;
    }
    let j = i;
    let white = false;
    let open = false;
    while (j < n && line[j] !== 1) {
      if (line[j] === 0) white = true;
      else open = true;
      j++;
    }
    const len = j - i;
    if (white && len < 3) return false;
    if (!open && white && (len < 3 || len > maxFor)) return false;
    // a run of decided white squares longer than allowed can only grow
    let k = i;
    while (k < j) {
      let m = k;
      while (m < j && line[m] === 0) m++;
      if (m - k > maxFor) return false;
      k = m + 1;
    }
    i = j;
  }
  return true;
}

interface Marks {
  mark: Mark[][];
  /** The theme entries' letters; '' elsewhere. */
  fixed: string[][];
  /** Rows holding a theme entry (their words may be as long as the grid). */
  themeRows: Set<number>;
}

/**
 * An n x n grid with the theme entries placed (white squares, with their symmetric partners) and
 * the black squares that close them; null when an entry does not fit or clashes with another.
 */
function placeTheme(n: number, theme: NonNullable<TemplateOptions['theme']>): Marks | null {
  const mark: Mark[][] = Array.from({ length: n }, () => Array.from({ length: n }, (): Mark => -1));
  const fixed = Array.from({ length: n }, () => Array.from({ length: n }, () => ''));
  const themeRows = new Set<number>();
  const set = (rr: number, cc: number, v: 0 | 1) => {
    const [r2, c2] = [n - 1 - rr, n - 1 - cc];
    if (
      (mark[rr]![cc] !== -1 && mark[rr]![cc] !== v) ||
      (mark[r2]![c2] !== -1 && mark[r2]![c2] !== v)
    )
      return false;
    mark[rr]![cc] = v;
    mark[r2]![c2] = v;
    return true;
  };
  for (const { word, row: r, col } of theme) {
    const start = col ?? Math.floor((n - word.length) / 2);
    if (r < 0 || r >= n || start < 0 || start + word.length > n) return null;
    themeRows.add(r);
    for (let i = 0; i < word.length; i++) {
      fixed[r]![start + i] = word[i]!;
      if (!set(r, start + i, 0)) return null;
    }
    if (start > 0 && !set(r, start - 1, 1)) return null;
    if (start + word.length < n && !set(r, start + word.length, 1)) return null;
  }
  return { mark, fixed, themeRows };
}

/**
 * How likely square (r, c) is tried black first: the density wanted (more when the black squares
 * fall behind it), more at the end of a long white run, less beside a black square.
 */
function blackChance(mark: Mark[][], r: number, c: number, p: number, behind: boolean): number {
  // the white run reaching this square across and down
  let across = 0;
  while (c - across - 1 >= 0 && mark[r]![c - across - 1] === 0) across++;
  let down = 0;
  while (r - down - 1 >= 0 && mark[r - down - 1]![c] === 0) down++;
  let chance = p * (behind ? 1.5 : 1);
  if (Math.max(across, down) >= 5) chance *= 2;
  if (Math.max(across, down) >= 7) chance *= 2;
  if (c > 0 && mark[r]![c - 1] === 1) chance *= 0.5;
  return chance;
}

/**
 * Decides every square left in `mark`, in symmetric pairs and in reading order, black or white at
 * random (a search that keeps every line valid, the black squares in range and the white squares
 * connected); false when none came out within 20,000 steps.
 */
function placeBlacks({ mark, themeRows }: Marks, opts: TemplateOptions): boolean {
  const n = opts.size;
  const maxWord = opts.maxWord ?? n;
  const rand = seededRandom(opts.seed);
  const [minB, maxB] = opts.blacks;
  const p = (minB + maxB) / 2 / (n * n);
  let blacks = mark.flat().filter((m) => m === 1).length;
  const half = Math.ceil((n * n) / 2);
  const rowLine = (r: number) => mark[r]!;
  const colLine = (c: number) => mark.map((line) => line[c]!);
  const ok = (r: number, c: number) => {
    const [r2, c2] = [n - 1 - r, n - 1 - c];
    return (
      lineOk(rowLine(r), themeRows.has(r) ? n : maxWord) &&
      lineOk(rowLine(r2), themeRows.has(r2) ? n : maxWord) &&
      lineOk(colLine(c), maxWord) &&
      lineOk(colLine(c2), maxWord)
    );
  };
  let nodes = 0;
  const place = (k: number): boolean => {
    if (++nodes > 20_000) return false;
    if (k === half) {
      if (blacks < minB || blacks > maxB) return false;
      return connected(mark.map((line) => line.map((m) => m === 1)));
    }
    const r = Math.floor(k / n);
    const c = k % n;
    const [r2, c2] = [n - 1 - r, n - 1 - c];
    const pair = r === r2 && c === c2 ? 1 : 2;
    if (mark[r]![c] !== -1) return place(k + 1);
    // black squares still to place must fit in the squares left
    const left = (half - k) * 2;
    const chance = blackChance(mark, r, c, p, blacks + left * p < minB);
    const order: (0 | 1)[] = rand() < chance ? [1, 0] : [0, 1];
    for (const v of order) {
      if (v === 1 && blacks + pair > maxB) continue;
      mark[r]![c] = v;
      mark[r2]![c2] = v;
      if (v === 1) blacks += pair;
      if (ok(r, c) && place(k + 1)) return true;
      if (v === 1) blacks -= pair;
      mark[r]![c] = -1;
      mark[r2]![c2] = -1;
    }
    return false;
  };
  return place(0);
}

/** A template, or null when none came out of this seed (try another). */
export function makeTemplate(opts: TemplateOptions): BuilderGrid | null {
  const marks = placeTheme(opts.size, opts.theme ?? []);
  if (!marks || !placeBlacks(marks, opts)) return null;
  const { mark, fixed } = marks;
  const count = wordCount(mark.map((line) => line.map((m) => m === 1)));
  if (opts.words && (count < opts.words[0] || count > opts.words[1])) return null;
  return mark.map((line, r) => line.map((m, c) => (m === 1 ? null : fixed[r]![c]!)));
}

/**
 * The first template from `seed` on that comes out (and that `accept` takes, e.g. every word still
 * has a candidate around the theme), trying up to `tries` seeds.
 */
export function findTemplate(
  opts: TemplateOptions,
  tries = 2000,
  accept: (grid: BuilderGrid) => boolean = () => true,
): BuilderGrid | null {
  for (let i = 0; i < tries; i++) {
    const t = makeTemplate({ ...opts, seed: opts.seed + i * 7919 });
    if (t && accept(t)) return t;
  }
  return null;
}
