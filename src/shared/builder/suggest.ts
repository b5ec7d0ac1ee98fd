import type { Slot } from '../crossword/grid.js';
import { layoutOfBuilder } from './clues.js';
import type { BuilderGrid } from './grid.js';
import { countAnd, countBits, type WordIndex } from './word-index.js';

/**
 * Fill one word (issue 19), pure: the ranked words for one slot of a grid, and the slots no
 * list word fits, for the builder's suggestions and the autofill's templates.
 */

/** The words of a grid that no list word fits as they stand (where a fill cannot start). */
export function deadSlots(grid: BuilderGrid, index: WordIndex): Slot[] {
  const layout = layoutOfBuilder(grid);
  return [...layout.across, ...layout.down].filter((s) => {
    const pattern = s.cells.map(([r, c]) => grid[r]![c] ?? '');
    if (pattern.every(Boolean)) return false;
    const domain = index.domain(pattern);
    return !domain || countBits(domain) === 0;
  });
}

export interface Candidate {
  word: string;
  score: number;
  /** Words left to the tightest crossing word once this one is placed (Infinity: none open). */
  room: number;
}

/**
 * Fill one word: the list words that fit `slot`'s pattern, best first, not already in the grid,
 * each leaving every crossing word with at least one candidate.
 */
export function candidatesFor(
  grid: BuilderGrid,
  slot: Slot,
  index: WordIndex,
  limit = 50,
): Candidate[] {
  const layout = layoutOfBuilder(grid);
  const slots = [...layout.across, ...layout.down];
  const inGrid = new Set(
    slots
      .map((s) => s.cells.map(([r, c]) => grid[r]![c] ?? '').join(''))
      .filter((w, i) => w.length === slots[i]!.length),
  );
  const pattern = slot.cells.map(([r, c]) => grid[r]![c] ?? '');
  const crossing = slots
    .filter((s) => s.dir !== slot.dir)
    .flatMap((s) => {
      const here = slot.cells.findIndex(([r, c]) =>
        s.cells.some(([r2, c2]) => r === r2 && c === c2),
      );
      if (here < 0) return [];
      const there = s.cells.findIndex(
        ([r, c]) => r === slot.cells[here]![0] && c === slot.cells[here]![1],
      );
      const p = s.cells.map(([r, c]) => grid[r]![c] ?? '');
      return p.every(Boolean)
        ? []
        : [{ here, there, domain: index.domain(p), bucket: index.bucket(s.length) }];
    });
  const out: Candidate[] = [];
  for (const word of index.matches(pattern)) {
    if (out.length >= limit) break;
    if (inGrid.has(word)) continue;
    let room = Infinity;
    for (const { here, there, domain, bucket } of crossing) {
      const letters = bucket?.letters[there * 26 + word.charCodeAt(here) - 65];
      room = Math.min(room, domain && letters ? countAnd(domain, letters) : 0);
      if (room === 0) break;
    }
    if (room > 0) out.push({ word, score: index.score(word) ?? 0, room });
  }
  return out;
}
