import type { Slot } from '../crossword/grid.js';
import { layoutOfBuilder } from './clues.js';
import type { BuilderGrid } from './grid.js';
import { bitsFor, countBits, type Bits, type Bucket, type WordIndex } from './word-index.js';

/**
 * Arc consistency for the autofill (issue 19), pure. Two crossing words must agree on their
 * shared square, so a word whose letter there no word of the crossing word has can never be
 * placed: it is dropped, which may drop words of other crossings in turn, until nothing changes
 * (AC-3 over the bitset domains). No fill is lost; a grid whose words cannot all keep a candidate
 * has no fill, and that is found before any search (most grids a theme makes impossible are).
 */

export interface Crossing {
  other: number;
  here: number;
  there: number;
}

export interface Variable {
  bucket: Bucket | undefined;
  domain: Bits;
  count: number;
  crossings: readonly Crossing[];
  /** A word already complete in the grid: its own letters, whether or not the list has it. */
  fixed: string | null;
}

const ALL = (1 << 26) - 1;

function anyAnd(a: Bits, b: Bits): boolean {
  for (let k = 0; k < a.length; k++) if ((a[k]! & b[k]!) !== 0) return true;
  return false;
}

/** The letters (a 26-bit mask) the variable's words have at `pos`. */
export function lettersAt(v: Variable, pos: number): number {
  if (v.fixed !== null) return 1 << (v.fixed.charCodeAt(pos) - 65);
  if (!v.bucket) return 0;
  let mask = 0;
  for (let l = 0; l < 26; l++)
    if (anyAnd(v.domain, v.bucket.letters[pos * 26 + l]!)) mask |= 1 << l;
  return mask;
}

/**
 * Narrows every open variable's domain until each word left agrees with some word of every
 * crossing. Returns the index of a variable left with no word, or -1. Mutates domains and counts.
 */
export function propagate(vars: Variable[]): number {
  const queued = new Uint8Array(vars.length);
  const queue: number[] = [];
  vars.forEach((_, i) => {
    queue.push(i);
    queued[i] = 1;
  });
  while (queue.length) {
    const i = queue.shift()!;
    queued[i] = 0;
    const v = vars[i]!;
    if (v.fixed !== null || !v.bucket) continue;
    let changed = false;
    for (const x of v.crossings) {
      const allowed = lettersAt(vars[x.other]!, x.there);
      const have = lettersAt(v, x.here);
      if ((have & ~allowed & ALL) === 0) continue;
      const keep = bitsFor(v.bucket.size);
      for (let l = 0; l < 26; l++) {
        if (!(allowed & (1 << l))) continue;
        const set = v.bucket.letters[x.here * 26 + l]!;
        for (let k = 0; k < keep.length; k++) keep[k]! |= set[k]!;
      }
      for (let k = 0; k < keep.length; k++) v.domain[k]! &= keep[k]!;
      v.count = countBits(v.domain);
      changed = true;
      if (v.count === 0) return i;
    }
    if (changed)
      for (const x of v.crossings)
        if (!queued[x.other] && vars[x.other]!.fixed === null) {
          queued[x.other] = 1;
          queue.push(x.other);
        }
  }
  return -1;
}

/** Crossings between the slots of a grid, by slot index. */
export function crossingsOf(slots: readonly Slot[]): Crossing[][] {
  const at = new Map<string, { slot: number; pos: number }[]>();
  slots.forEach((s, i) =>
    s.cells.forEach(([r, c], pos) => {
      const key = `${r},${c}`;
      at.set(key, [...(at.get(key) ?? []), { slot: i, pos }]);
    }),
  );
  return slots.map((s, i) =>
    s.cells.flatMap(([r, c], here) =>
      (at.get(`${r},${c}`) ?? [])
        .filter((o) => o.slot !== i)
        .map((o) => ({ other: o.slot, here, there: o.pos })),
    ),
  );
}

/**
 * The open slot with the fewest candidates once every crossing is made consistent, and how many
 * it keeps (0: the grid has no fill); null when no slot is open. A template whose tightest slot
 * keeps only a handful of words is a poor start for a fill.
 */
export function tightestSlot(
  grid: BuilderGrid,
  index: WordIndex,
): { slot: Slot; count: number } | null {
  const layout = layoutOfBuilder(grid);
  const slots = [...layout.across, ...layout.down];
  const crossings = crossingsOf(slots);
  const vars: Variable[] = slots.map((slot, i) => {
    const pattern = slot.cells.map(([r, c]) => grid[r]![c] ?? '');
    const full = pattern.every(Boolean);
    const domain = index.domain(pattern) ?? new Uint32Array(0);
    return {
      bucket: index.bucket(slot.length),
      domain,
      count: countBits(domain),
      crossings: crossings[i]!,
      fixed: full ? pattern.join('') : null,
    };
  });
  const empty = vars.findIndex((v) => v.fixed === null && v.count === 0);
  if (empty >= 0) return { slot: slots[empty]!, count: 0 };
  const dead = propagate(vars);
  if (dead >= 0) return { slot: slots[dead]!, count: 0 };
  let best: number = -1;
  vars.forEach((v, i) => {
    if (v.fixed === null && (best < 0 || v.count < vars[best]!.count)) best = i;
  });
  return best < 0 ? null : { slot: slots[best]!, count: vars[best]!.count };
}

/**
 * A slot of the grid that cannot keep a candidate once every crossing is made consistent (the
 * grid then has no fill), or null.
 */
export function impossibleSlot(grid: BuilderGrid, index: WordIndex): Slot | null {
  const tight = tightestSlot(grid, index);
  return tight && tight.count === 0 ? tight.slot : null;
}
