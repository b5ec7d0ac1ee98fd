import type { Effort, HumanPace } from '../play/fair-play.js';
import { isWhiteCell, type Cell, type Layout } from './grid.js';

/**
 * How fast a person can solve a crossword (docs/decisions/017): a reaction after Start, one key
 * per letter at the fastest typists' rate, and one clue read and solved for each word a solver
 * cannot do without. The other words' letters can come from their crossings.
 */
export const CROSSWORD_PACE: HumanPace = { reactionMs: 500, perInputMs: 120, perReadMs: 600 };

/**
 * The fewest words whose clues give every one of `cells`: each square lies in at most one across
 * and one down word, so this is a minimum vertex cover of a bipartite graph (across words on one
 * side, down words on the other, a square an edge between them), whose size is a maximum
 * matching's (König's theorem). A square in one word only forces that word.
 */
export function fewestClues(layout: Layout, cells: readonly Cell[]): number {
  const forced = new Set<string>();
  const edges: [number, number][] = [];
  for (const [r, c] of cells) {
    if (!isWhiteCell(layout, r, c)) continue;
    const a = layout.acrossIndex[r]?.[c] ?? -1;
    const d = layout.downIndex[r]?.[c] ?? -1;
    if (a >= 0 && d >= 0) edges.push([a, d]);
    else if (a >= 0) forced.add(`a${a}`);
    else if (d >= 0) forced.add(`d${d}`);
  }
  // squares a forced word already gives need no other clue
  const open = edges.filter(([a, d]) => !forced.has(`a${a}`) && !forced.has(`d${d}`));
  return forced.size + maximumMatching(open);
}

/** Size of a maximum matching of a bipartite graph given as (left, right) edges (Kuhn). */
function maximumMatching(edges: readonly [number, number][]): number {
  const adjacent = new Map<number, number[]>();
  for (const [a, d] of edges) {
    const list = adjacent.get(a);
    if (list) list.push(d);
    else adjacent.set(a, [d]);
  }
  const matchOfRight = new Map<number, number>();
  const augment = (a: number, seen: Set<number>): boolean => {
    for (const d of adjacent.get(a) ?? []) {
      if (seen.has(d)) continue;
      seen.add(d);
      const holder = matchOfRight.get(d);
      if (holder === undefined || augment(holder, seen)) {
        matchOfRight.set(d, a);
        return true;
      }
    }
    return false;
  };
  let size = 0;
  for (const a of adjacent.keys()) if (augment(a, new Set())) size++;
  return size;
}

/**
 * A crossword's effort: `done` counts the letters typed and the clues needed for the squares
 * that hold their answer; `open` the squares that do not yet and the clues they need.
 */
export function crosswordEffort(
  layout: Layout,
  answers: readonly (readonly string[])[],
  letters: readonly (readonly string[])[],
  lettersEntered: number,
): { done: Effort; open: Effort } {
  const right: Cell[] = [];
  const wrong: Cell[] = [];
  for (let r = 0; r < layout.rows; r++)
    for (let c = 0; c < layout.cols; c++) {
      if (!isWhiteCell(layout, r, c)) continue;
      (letters[r]?.[c] === answers[r]?.[c] ? right : wrong).push([r, c]);
    }
  return {
    done: { inputs: lettersEntered, reads: fewestClues(layout, right) },
    open: { inputs: wrong.length, reads: fewestClues(layout, wrong) },
  };
}
