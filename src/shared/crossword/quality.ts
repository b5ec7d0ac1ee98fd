import {
  blocksOf,
  cellName,
  clueOrder,
  layoutOf,
  readSlot,
  slotAt,
  whiteCells,
  type Cell,
  type Layout,
  type Slot,
} from './grid.js';

/**
 * The measures of a crossword grid's construction (issue 20), pure: size, black squares,
 * symmetry, checked squares, word lengths, connectivity and repeated answers. The builder's live
 * checks (src/shared/builder/checks.ts) and the content checker (./content-rules.ts,
 * scripts/content-check.ts) both build on these, so a grid is judged the same way everywhere.
 */

export type GridSymmetry = 'rotational' | 'mirror';

/** Words shorter than this are 'short' unless a caller says otherwise. */
export const MIN_WORD_LENGTH = 3;

/** The square that mirrors (r, c) under a symmetry, in a rows × cols grid. */
export function symmetricPartner(
  rows: number,
  cols: number,
  r: number,
  c: number,
  symmetry: GridSymmetry,
): Cell {
  return symmetry === 'rotational' ? [rows - 1 - r, cols - 1 - c] : [r, cols - 1 - c];
}

/** Squares whose partner under `symmetry` is not the same colour, in reading order. */
export function asymmetricCells(
  blocks: readonly (readonly boolean[])[],
  symmetry: GridSymmetry,
): Cell[] {
  const rows = blocks.length;
  const cols = blocks[0]?.length ?? 0;
  const out: Cell[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const [pr, pc] = symmetricPartner(rows, cols, r, c, symmetry);
      if (blocks[r]?.[c] !== blocks[pr]?.[pc]) out.push([r, c]);
    }
  return out;
}

/** White squares outside the largest connected area (a grid must be one piece). */
export function disconnectedCells(layout: Layout): Cell[] {
  const key = ([r, c]: Cell) => `${r},${c}`;
  const white = (r: number, c: number) => layout.blocks[r]?.[c] === false;
  const seen = new Set<string>();
  const areas: Cell[][] = [];
  for (const start of whiteCells(layout)) {
    if (seen.has(key(start))) continue;
    const area: Cell[] = [];
    const stack: Cell[] = [start];
    seen.add(key(start));
    while (stack.length) {
      const cell = stack.pop()!;
      area.push(cell);
      const [r, c] = cell;
      const around: Cell[] = [
        [r + 1, c],
        [r - 1, c],
        [r, c + 1],
        [r, c - 1],
      ];
      for (const next of around) {
        if (!white(next[0], next[1]) || seen.has(key(next))) continue;
        seen.add(key(next));
        stack.push(next);
      }
    }
    areas.push(area);
  }
  areas.sort((a, b) => b.length - a.length);
  return areas.slice(1).flat();
}

/**
 * White squares not crossed by both an across and a down word of 2 or more letters: in a
 * crossword every letter is checked (the 'unchecked' of crossword construction). This is wider
 * than grid.ts's `uncheckedCells` (squares in no word at all), which the puzzle schema refuses.
 */
export function singlyCheckedCells(layout: Layout): Cell[] {
  return whiteCells(layout).filter(
    ([r, c]) => !slotAt(layout, r, c, 'across') || !slotAt(layout, r, c, 'down'),
  );
}

/** A word of the grid with what is written in it ('' for an empty square in the builder). */
export interface GridWord {
  slot: Slot;
  answer: string;
}

/** A complete answer (every square an A–Z letter) that fills two or more slots. */
export interface RepeatedAnswer {
  answer: string;
  slots: Slot[];
}

/** Complete answers that appear more than once, in order of first appearance. */
export function repeatedAnswers(words: readonly GridWord[]): RepeatedAnswer[] {
  const byAnswer = new Map<string, Slot[]>();
  for (const { slot, answer } of words) {
    if (answer.length !== slot.length || !/^[A-Z]+$/.test(answer)) continue;
    byAnswer.set(answer, [...(byAnswer.get(answer) ?? []), slot]);
  }
  return [...byAnswer]
    .filter(([, slots]) => slots.length > 1)
    .map(([answer, slots]) => ({ answer, slots }));
}

/** An answer found inside a longer answer of the same grid (NEED in KNEED). */
export interface ContainedAnswer {
  inner: Slot;
  outer: Slot;
  answer: string;
  within: string;
}

/**
 * Complete answers of three or more letters that appear inside a longer complete answer (the
 * content standard's "no word inside another answer": NEED/KNEED, ACHE/EARACHE), each pair once.
 */
export function containedAnswers(words: readonly GridWord[]): ContainedAnswer[] {
  const complete = words.filter(
    (w) => w.answer.length === w.slot.length && w.answer.length >= 3 && /^[A-Z]+$/.test(w.answer),
  );
  const out: ContainedAnswer[] = [];
  for (const inner of complete)
    for (const outer of complete)
      if (outer.answer.length > inner.answer.length && outer.answer.includes(inner.answer))
        out.push({
          inner: inner.slot,
          outer: outer.slot,
          answer: inner.answer,
          within: outer.answer,
        });
  return out;
}

/** Everything the content rules judge a filled grid by. */
export interface GridQuality {
  rows: number;
  cols: number;
  blacks: number;
  /** Black squares as a share of all squares, in percent with one decimal. */
  blackPercent: number;
  /** Squares breaking rotational symmetry (empty: symmetric). */
  asymmetric: Cell[];
  /** White squares not in both an across and a down word. */
  unchecked: Cell[];
  /** Words under `minWordLength` letters. */
  short: Slot[];
  /** All words, across then down, with their answers. */
  words: GridWord[];
  /** White squares cut off from the largest area. */
  disconnected: Cell[];
  repeated: RepeatedAnswer[];
  contained: ContainedAnswer[];
  layout: Layout;
}

/** Measures a filled answer grid ('' is a black square, as in the stored puzzle). */
export function measureGrid(
  answerGrid: readonly (readonly string[])[],
  minWordLength = MIN_WORD_LENGTH,
): GridQuality {
  const layout = layoutOf(blocksOf(answerGrid));
  const total = layout.rows * layout.cols;
  const blacks = layout.blocks.flat().filter(Boolean).length;
  const words = clueOrder(layout).map((slot) => ({
    slot,
    answer: readSlot(slot, answerGrid).toUpperCase(),
  }));
  return {
    rows: layout.rows,
    cols: layout.cols,
    blacks,
    blackPercent: total ? Math.round((blacks / total) * 1000) / 10 : 0,
    asymmetric: asymmetricCells(layout.blocks, 'rotational'),
    unchecked: singlyCheckedCells(layout),
    short: words.map((w) => w.slot).filter((s) => s.length < minWordLength),
    words,
    disconnected: disconnectedCells(layout),
    repeated: repeatedAnswers(words),
    contained: containedAnswers(words),
    layout,
  };
}

/** '3 Across' / '12 Down'. */
export function slotName(slot: Pick<Slot, 'number' | 'dir'>): string {
  return `${slot.number} ${slot.dir === 'across' ? 'Across' : 'Down'}`;
}

/** 'row 1, column 2; row 3, column 4 and 5 more' (at most `shown` squares named). */
export function cellList(cells: readonly Cell[], shown = 6): string {
  const named = cells.slice(0, shown).map(([r, c]) => cellName(r, c));
  const more = cells.length - named.length;
  return named.join('; ') + (more > 0 ? ` and ${more} more` : '');
}
