import { useEffect, useMemo, useState } from 'react';
import { readDraft, saveDraft } from './draft';
import {
  clearGrid,
  DEFAULT_SIZE,
  fillRemainingBlack,
  newGrid,
  parseGridText,
  placeWord,
  toggleBlack,
  typeAt,
  unblackAll,
  type BuilderGrid,
  type BuilderType,
  type Direction,
  type Symmetry,
} from '../../../../shared/builder/grid';
import {
  builderOutput,
  clueAt,
  layoutOfBuilder,
  parseMassImport,
  type BuilderClue,
} from '../../../../shared/builder/clues';
import { gridChecks } from '../../../../shared/builder/checks';
import type { Layout } from '../../../../shared/crossword/grid';
import type { ImportedCrossword } from '../../../../shared/builder/puz';
import {
  NO_MARKS,
  toggleMark,
  type BuilderMarks,
  type MarkKind,
} from '../../../../shared/builder/marks';

/** The builder's state and its actions, each a shared rule (src/shared/builder). */
export function useBuilder(today: string) {
  const s = useBuilderState(today);
  const { type, grid, clues, selected, direction, symmetry, meta, marks } = s;
  const layout = useMemo(() => layoutOfBuilder(grid), [grid]);
  const checks = useMemo(() => gridChecks(grid, symmetry), [grid, symmetry]);
  const work = workKey(grid, clues, meta, marks);

  const resize = (width: number, height: number) => {
    s.setGrid(newGrid(width, height));
    s.setClues([]);
    s.setMarks(NO_MARKS);
    s.setSelected(null);
  };

  return {
    type,
    grid,
    clues,
    selected,
    direction,
    symmetry,
    meta,
    marks,
    layout,
    checks,
    width: grid[0]?.length ?? 0,
    height: grid.length,
    /** Changing the type sets its size (11x11 mini, 15x15 medical) and resets grid and clues. */
    setType(next: BuilderType) {
      s.setTypeState(next);
      resize(DEFAULT_SIZE[next], DEFAULT_SIZE[next]);
    },
    resize,
    setSymmetry: s.setSymmetry,
    setMeta: (patch: Partial<typeof meta>) => s.setMeta((m) => ({ ...m, ...patch })),
    ...cursorActions(s),
    ...squareActions(s),
    ...clueActions(s),
    ...wholeGridActions(s, layout),
    output: () => builderOutput(grid, clues, { ...meta, type }, marks),
    /**
     * Whether the builder holds work that would be lost: something typed, blackened, clued,
     * titled or marked since the grid was last opened from a file, exported, copied or sent to
     * upload.
     */
    unsaved: hasWork(grid, clues, meta, marks) && work !== s.savedWork,
    /** The work as it is now has been written out (a file, the clipboard, the upload panel). */
    markSaved: () => s.setSavedWork(work),
  };
}

export type Builder = ReturnType<typeof useBuilder>;

/** The builder's state, started from the draft this browser kept and saved to it on every change. */
function useBuilderState(today: string) {
  // the draft this browser kept, read once
  const [draft] = useState(readDraft);
  const [type, setTypeState] = useState<BuilderType>(draft?.type ?? 'mini');
  const [grid, setGrid] = useState<BuilderGrid>(() => draft?.grid ?? newGrid(11, 11));
  const [clues, setClues] = useState<BuilderClue[]>(draft?.clues ?? []);
  const [selected, setSelected] = useState<[number, number] | null>(null);
  const [direction, setDirection] = useState<Direction>(draft?.direction ?? 'across');
  const [symmetry, setSymmetry] = useState<Symmetry>(draft?.symmetry ?? 'rotational');
  const [meta, setMeta] = useState(() => ({
    title: draft?.meta.title ?? '',
    subtitle: draft?.meta.subtitle ?? '',
    date: draft?.meta.date || today,
  }));
  const [marks, setMarks] = useState<BuilderMarks>(draft?.marks ?? NO_MARKS);
  // the work as last written out or opened (workKey); a kept draft counts as unsaved
  const [savedWork, setSavedWork] = useState<string | null>(null);

  useEffect(() => {
    saveDraft({ type, grid, clues, direction, symmetry, meta, marks });
  }, [type, grid, clues, direction, symmetry, meta, marks]);

  return {
    type,
    setTypeState,
    grid,
    setGrid,
    clues,
    setClues,
    selected,
    setSelected,
    direction,
    setDirection,
    symmetry,
    setSymmetry,
    meta,
    setMeta,
    marks,
    setMarks,
    savedWork,
    setSavedWork,
  };
}

type Meta = { title: string; subtitle: string };

/** What an admin would lose: the grid, the clues, the title and subtitle, the marks. */
const workKey = (g: BuilderGrid, clues: BuilderClue[], meta: Meta, marks: BuilderMarks) =>
  JSON.stringify([g, clues, meta.title, meta.subtitle, marks]);

const hasWork = (g: BuilderGrid, clues: BuilderClue[], meta: Meta, marks: BuilderMarks) =>
  g.some((row) => row.some((cell) => cell !== '')) ||
  clues.length > 0 ||
  Boolean(meta.title.trim() || meta.subtitle.trim()) ||
  marks.circled.length + marks.shaded.length > 0;

type BuilderState = ReturnType<typeof useBuilderState>;

/** The selected square and the direction typing goes. */
function cursorActions({ grid, selected, setSelected, setDirection }: BuilderState) {
  return {
    select: (r: number, c: number) => {
      if (grid[r]?.[c] !== undefined) setSelected([r, c]);
    },
    move(dr: number, dc: number) {
      if (!selected) return setSelected([0, 0]);
      const r = Math.min(grid.length - 1, Math.max(0, selected[0] + dr));
      const c = Math.min((grid[0]?.length ?? 1) - 1, Math.max(0, selected[1] + dc));
      setSelected([r, c]);
    },
    flipDirection: () => setDirection((d) => (d === 'across' ? 'down' : 'across')),
    setDirection,
  };
}

/** Squares: black or white, letters typed and erased, circles and shading. */
function squareActions(s: BuilderState) {
  const { grid, selected, direction, symmetry, setGrid, setSelected, setMarks } = s;
  return {
    toggle: (r: number, c: number) => setGrid((g) => toggleBlack(g, r, c, symmetry)),
    type_: (text: string) => {
      if (!selected) return;
      const { grid: next, cursor } = typeAt(grid, selected[0], selected[1], text, direction);
      setGrid(next);
      setSelected(cursor);
    },
    erase() {
      if (!selected) return;
      const [r, c] = selected;
      if (grid[r]?.[c] === null) return;
      setGrid((g) => g.map((row, rr) => row.map((cell, cc) => (rr === r && cc === c ? '' : cell))));
    },
    clearGrid: () => setGrid((g) => clearGrid(g)),
    fillBlack: () => setGrid((g) => fillRemainingBlack(g)),
    unblack: () => setGrid((g) => unblackAll(g)),
    /** Circles or shades the selected white square, or takes the mark off again. */
    toggleMark(kind: MarkKind) {
      if (selected) setMarks((m) => toggleMark(grid, m, kind, selected[0], selected[1]));
    },
  };
}

/** The clue list: one clue added at the selected square, a mass import, one removed, all cleared. */
function clueActions({ grid, selected, direction, setClues }: BuilderState) {
  return {
    clearClues: () => setClues([]),
    /** Add Word & Clue: null when it was added, else why not. */
    addClue(word: string, clue: string): string | null {
      if (!selected) return 'Select the first square of the word first.';
      if (!word.trim() || !clue.trim()) return 'Enter a word and a clue.';
      const made = clueAt(grid, selected[0], selected[1], direction, word, clue);
      if (!made) return `No ${direction} word starts at the selected square.`;
      setClues((list) => [
        ...list.filter((c) => !(c.number === made.number && c.direction === made.direction)),
        made,
      ]);
      return null;
    },
    importClues(text: string): number {
      const found = parseMassImport(text);
      setClues((list) => [...list, ...found]);
      return found.length;
    },
    removeClue: (i: number) => setClues((list) => list.filter((_, j) => j !== i)),
  };
}

/** Words and whole grids put in: a word placed, a crossword file, a pasted grid, a fill. */
function wholeGridActions(s: BuilderState, layout: Layout) {
  const { grid, setGrid, setClues, setMeta, setMarks, setSelected, setSavedWork } = s;
  const place = (word: string, row: number, col: number, dir: Direction): string | null => {
    const placed = placeWord(grid, word, row, col, dir);
    if (!placed.ok) return placed.message;
    setGrid(placed.grid);
    return null;
  };
  return {
    place,
    /** A .puz or .ipuz crossword, read by the shared parsers, replaces the grid and clues. */
    load(c: ImportedCrossword) {
      const g: BuilderGrid = c.answerGrid.map((row) => row.map((l) => (l === '' ? null : l)));
      const clues = cluesOfImport(c, g);
      const marks = { circled: c.circled ?? [], shaded: c.shaded ?? [] };
      setGrid(g);
      setClues(clues);
      setMeta((m) => ({ ...m, title: c.title, subtitle: c.subtitle }));
      setMarks(marks);
      setSelected(null);
      // what was just opened is on the admin's disk: nothing to lose yet
      setSavedWork(workKey(g, clues, c, marks));
    },
    pasteGrid(text: string) {
      const next = parseGridText(text);
      setGrid(next);
      setSelected(null);
    },
    /** Autofill's grid replaces this one when the black squares are still the same. */
    applyFill(filled: BuilderGrid): boolean {
      const same =
        filled.length === grid.length &&
        filled.every(
          (row, r) =>
            row.length === grid[r]!.length &&
            row.every((cell, c) => (cell === null) === (grid[r]![c] === null)),
        );
      if (same) setGrid(filled);
      return same;
    },
    /** A suggested word goes into its slot; null when placed, else why not. */
    placeInSlot(slot: { number: number; dir: Direction }, word: string): string | null {
      const found = (slot.dir === 'across' ? layout.across : layout.down).find(
        (s) => s.number === slot.number,
      );
      if (!found || found.length !== word.length) return 'That word no longer fits the grid.';
      return place(word, found.row + 1, found.col + 1, slot.dir);
    },
  };
}

/** An imported crossword's clues as the builder's, across then down, with their answers in `g`. */
function cluesOfImport(c: ImportedCrossword, g: BuilderGrid): BuilderClue[] {
  const l = layoutOfBuilder(g);
  const record = (dir: Direction) => (x: { number: number; clue: string }) => {
    const slot = (dir === 'across' ? l.across : l.down).find((s) => s.number === x.number);
    const answer = slot ? slot.cells.map(([r, col]) => g[r]?.[col] ?? '').join('') : '';
    return {
      number: x.number,
      answer,
      clue: x.clue,
      row: slot?.row ?? 0,
      col: slot?.col ?? 0,
      direction: dir,
      length: answer.length,
    };
  };
  return [...c.acrossClues.map(record('across')), ...c.downClues.map(record('down'))];
}
