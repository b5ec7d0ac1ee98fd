import { uncheckedCells, type Cell, type Layout, type Slot } from '../crossword/grid.js';
import {
  asymmetricCells,
  containedAnswers,
  disconnectedCells,
  repeatedAnswers,
  slotName,
} from '../crossword/quality.js';
import { layoutOfBuilder } from './clues.js';
import type { BuilderGrid, Symmetry } from './grid.js';

/**
 * The builder's live checks beside the grid (docs/product.md#puzzle-builder; issue 19), pure: each
 * says 'ok' or what is wrong, with the squares to highlight. The standard is
 * docs/product.md#content-standard.
 */

export interface GridCheck {
  id: 'blacks' | 'words' | 'unchecked' | 'short' | 'connected' | 'repeats' | 'symmetry';
  label: string;
  ok: boolean;
  /** 'ok', or what is wrong (or, for counts, the figure). */
  text: string;
  cells: Cell[];
}

export function gridChecks(g: BuilderGrid, symmetry: Symmetry): GridCheck[] {
  const layout = layoutOfBuilder(g);
  const slots = [...layout.across, ...layout.down];
  return [
    ...countChecks(g, layout, slots),
    ...shapeChecks(layout, slots),
    repeatsCheck(g, slots),
    symmetryCheck(layout, symmetry),
  ];
}

/** The figures: black squares and words, always shown. */
function countChecks(g: BuilderGrid, layout: Layout, slots: Slot[]): GridCheck[] {
  const total = layout.rows * layout.cols;
  const blacks: Cell[] = [];
  g.forEach((row, r) => row.forEach((cell, c) => cell === null && blacks.push([r, c])));
  const lengths = slots.map((s) => s.length);
  const average = lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 0;
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
  ];
}

/** The grid's shape: every square in a word, no word under 3 letters, no part cut off. */
function shapeChecks(layout: Layout, slots: Slot[]): GridCheck[] {
  const short = slots.filter((s) => s.length < 3);
  const unchecked = uncheckedCells(layout);
  const apart = disconnectedCells(layout);
  return [
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
      text: short.length ? short.map(slotName).join(', ') : 'ok',
      cells: short.flatMap((s) => s.cells),
    },
    {
      id: 'connected',
      label: 'Connected',
      ok: apart.length === 0,
      text: apart.length ? `${apart.length} squares cut off from the rest` : 'ok',
      cells: apart,
    },
  ];
}

/** Repeated answers: complete words (every square lettered) that appear twice, or inside another. */
function repeatsCheck(g: BuilderGrid, slots: Slot[]): GridCheck {
  const words = slots.map((slot) => ({
    slot,
    answer: slot.cells.map(([r, c]) => g[r]![c] ?? '').join(''),
  }));
  const repeated = repeatedAnswers(words);
  const contained = containedAnswers(words);
  const repeatTexts = [
    ...repeated.map((r) => r.answer),
    ...contained.map((c) => `${c.answer} inside ${c.within}`),
  ];
  return {
    id: 'repeats',
    label: 'Repeated answers',
    ok: repeatTexts.length === 0,
    text: repeatTexts.length ? repeatTexts.join(', ') : 'ok',
    cells: [
      ...repeated.flatMap((r) => r.slots.flatMap((s) => s.cells)),
      ...contained.flatMap((c) => c.inner.cells),
    ],
  };
}

function symmetryCheck(layout: Layout, symmetry: Symmetry): GridCheck {
  const asymmetric = symmetry === 'none' ? [] : asymmetricCells(layout.blocks, symmetry);
  return {
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
  };
}
