import type { BuilderGrid } from './grid.js';

/**
 * The builder's circled and shaded squares (issue 19), pure: [row, col] from 0, kept apart from
 * the grid so typing and black squares leave them alone. Only white squares carry a mark: a
 * square made black keeps none in the output.
 */

export type MarkKind = 'circled' | 'shaded';

export interface BuilderMarks {
  circled: [number, number][];
  shaded: [number, number][];
}

export const NO_MARKS: BuilderMarks = { circled: [], shaded: [] };

const isWhite = (g: BuilderGrid, r: number, c: number) =>
  g[r]?.[c] !== undefined && g[r]?.[c] !== null;

export const hasMark = (marks: BuilderMarks, kind: MarkKind, r: number, c: number) =>
  marks[kind].some(([mr, mc]) => mr === r && mc === c);

/** Marks or unmarks a white square; a black square is left as it is. */
export function toggleMark(
  g: BuilderGrid,
  marks: BuilderMarks,
  kind: MarkKind,
  r: number,
  c: number,
): BuilderMarks {
  if (hasMark(marks, kind, r, c))
    return { ...marks, [kind]: marks[kind].filter(([mr, mc]) => mr !== r || mc !== c) };
  if (!isWhite(g, r, c)) return marks;
  return { ...marks, [kind]: [...marks[kind], [r, c]] };
}

/** The marks on the grid's white squares, each once, in reading order. */
export function marksOn(g: BuilderGrid, marks: BuilderMarks): BuilderMarks {
  const kept = (cells: readonly [number, number][]) => {
    const seen = new Set<string>();
    return cells
      .filter(([r, c]) => {
        const key = `${r},${c}`;
        if (seen.has(key) || !isWhite(g, r, c)) return false;
        seen.add(key);
        return true;
      })
      .map(([r, c]) => [r, c] as [number, number])
      .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  };
  return { circled: kept(marks.circled), shaded: kept(marks.shaded) };
}

/** Stored marks read back: pairs of whole numbers only (anything else is dropped). */
export function readMarks(value: unknown): BuilderMarks {
  const pairs = (list: unknown): [number, number][] =>
    Array.isArray(list)
      ? list.flatMap((p: unknown) =>
          Array.isArray(p) &&
          p.length === 2 &&
          p.every((n: unknown) => Number.isInteger(n) && (n as number) >= 0)
            ? [[p[0] as number, p[1] as number] as [number, number]]
            : [],
        )
      : [];
  const v = (value ?? {}) as Partial<Record<MarkKind, unknown>>;
  return { circled: pairs(v.circled), shaded: pairs(v.shaded) };
}
