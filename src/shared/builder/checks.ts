import { uncheckedCells, whiteCells, type Cell } from '../crossword/grid.js';
import { layoutOfBuilder } from './clues.js';
import { partnerOf, type BuilderGrid, type Symmetry } from './grid.js';

/**
 * The builder's live checks beside the grid (issue 19 "Beyond the spec"), pure: each says 'ok' or
 * what is wrong, with the squares to highlight. The crossword standard is CONTENT.md's.
 */

export interface GridCheck {
  id: 'blacks' | 'words' | 'unchecked' | 'short' | 'connected' | 'repeats' | 'symmetry';
  label: string;
  ok: boolean;
  /** 'ok', or what is wrong (or, for counts, the figure). */
  text: string;
  cells: Cell[];
}

/** White squares outside the largest connected area (a grid must be one piece). */
function disconnected(g: BuilderGrid): Cell[] {
  const whites = whiteCells(layoutOfBuilder(g));
  const key = ([r, c]: Cell) => `${r},${c}`;
  const seen = new Set<string>();
  const areas: Cell[][] = [];
  for (const start of whites) {
    if (seen.has(key(start))) continue;
    const area: Cell[] = [];
    const stack: Cell[] = [start];
    seen.add(key(start));
    while (stack.length) {
      const cell = stack.pop()!;
      area.push(cell);
      const [r, c] = cell;
      for (const next of [
        [r + 1, c],
        [r - 1, c],
        [r, c + 1],
        [r, c - 1],
      ] as Cell[]) {
        const v = g[next[0]]?.[next[1]];
        if (v === undefined || v === null || seen.has(key(next))) continue;
        seen.add(key(next));
        stack.push(next);
      }
    }
    areas.push(area);
  }
  areas.sort((a, b) => b.length - a.length);
  return areas.slice(1).flat();
}

export function gridChecks(g: BuilderGrid, symmetry: Symmetry): GridCheck[] {
  const layout = layoutOfBuilder(g);
  const total = layout.rows * layout.cols;
  const blacks: Cell[] = [];
  g.forEach((row, r) => row.forEach((cell, c) => cell === null && blacks.push([r, c])));
  const slots = [...layout.across, ...layout.down];
  const lengths = slots.map((s) => s.length);
  const average = lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 0;
  const short = slots.filter((s) => s.length < 3);
  const unchecked = uncheckedCells(layout);
  const apart = disconnected(g);

  // repeated answers: complete words (every square lettered) that appear twice
  const complete = slots
    .map((s) => ({ s, word: s.cells.map(([r, c]) => g[r]![c] ?? '').join('') }))
    .filter(({ s, word }) => word.length === s.length && /^[A-Z]+$/.test(word));
  const count = new Map<string, number>();
  for (const { word } of complete) count.set(word, (count.get(word) ?? 0) + 1);
  const repeated = complete.filter(({ word }) => (count.get(word) ?? 0) > 1);

  const asymmetric: Cell[] = [];
  if (symmetry !== 'none')
    g.forEach((row, r) =>
      row.forEach((cell, c) => {
        const p = partnerOf(g, r, c, symmetry)!;
        if ((cell === null) !== (g[p[0]]?.[p[1]] === null)) asymmetric.push([r, c]);
      }),
    );

  const pct = total ? Math.round((blacks.length / total) * 100) : 0;
  return [
    {
      id: 'blacks',
      label: 'Black squares',
      ok: true,
      text: `${blacks.length} (${pct}%)`,
      cells: [],
    },
    {
      id: 'words',
      label: 'Words',
      ok: slots.length > 0,
      text: `${slots.length}, average length ${average.toFixed(1)}`,
      cells: [],
    },
    {
      id: 'unchecked',
      label: 'Unchecked squares',
      ok: unchecked.length === 0,
      text: unchecked.length ? `${unchecked.length} in no word` : 'ok',
      cells: unchecked,
    },
    {
      id: 'short',
      label: 'Words under 3 letters',
      ok: short.length === 0,
      text: short.length
        ? short.map((s) => `${s.number} ${s.dir === 'across' ? 'Across' : 'Down'}`).join(', ')
        : 'ok',
      cells: short.flatMap((s) => s.cells),
    },
    {
      id: 'connected',
      label: 'Connected',
      ok: apart.length === 0,
      text: apart.length ? `${apart.length} squares cut off from the rest` : 'ok',
      cells: apart,
    },
    {
      id: 'repeats',
      label: 'Repeated answers',
      ok: repeated.length === 0,
      text: repeated.length ? [...new Set(repeated.map((r) => r.word))].join(', ') : 'ok',
      cells: repeated.flatMap((r) => r.s.cells),
    },
    {
      id: 'symmetry',
      label: 'Symmetry',
      ok: asymmetric.length === 0,
      text:
        symmetry === 'none'
          ? 'none asked'
          : asymmetric.length
            ? `${asymmetric.length} squares break ${symmetry} symmetry`
            : 'ok',
      cells: asymmetric,
    },
  ];
}
