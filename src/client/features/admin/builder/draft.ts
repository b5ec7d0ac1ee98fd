import { crosswordTypeOf } from '../../../../shared/crossword/types';
import type { BuilderClue } from '../../../../shared/builder/clues';
import type {
  BuilderGrid,
  BuilderType,
  Direction,
  Symmetry,
} from '../../../../shared/builder/grid';
import { SIZE_MAX, SIZE_MIN } from '../../../../shared/builder/grid';
import { readMarks, type BuilderMarks } from '../../../../shared/builder/marks';

/**
 * The builder's draft, kept in this browser so a reload loses nothing (issue 19), and the JSON
 * handed to the upload panel by 'Send to upload'. Stored data is read back only if it still has
 * the right shape.
 */

export interface BuilderDraft {
  type: BuilderType;
  grid: BuilderGrid;
  clues: BuilderClue[];
  direction: Direction;
  symmetry: Symmetry;
  meta: { title: string; subtitle: string; date: string };
  /** Circled and shaded squares (absent in a draft kept before they existed). */
  marks?: BuilderMarks;
}

const DRAFT_KEY = 'medgrid.builder.draft';
const UPLOAD_KEY = 'medgrid.upload.fromBuilder';

function isGrid(value: unknown): value is BuilderGrid {
  if (!Array.isArray(value) || value.length < SIZE_MIN || value.length > SIZE_MAX) return false;
  const width = Array.isArray(value[0]) ? (value[0] as unknown[]).length : 0;
  if (width < SIZE_MIN || width > SIZE_MAX) return false;
  return value.every(
    (row) =>
      Array.isArray(row) &&
      row.length === width &&
      row.every(
        (cell) =>
          cell === null || cell === '' || (typeof cell === 'string' && /^[A-Z]$/.test(cell)),
      ),
  );
}

export function readDraft(): BuilderDraft | null {
  try {
    const d = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<BuilderDraft> | null;
    if (!d || !isGrid(d.grid) || !Array.isArray(d.clues)) return null;
    return {
      type: crosswordTypeOf(d.type),
      grid: d.grid,
      clues: d.clues.filter(
        (c): c is BuilderClue =>
          typeof c === 'object' &&
          c !== null &&
          typeof c.clue === 'string' &&
          typeof c.number === 'number',
      ),
      direction: d.direction === 'down' ? 'down' : 'across',
      symmetry: d.symmetry === 'mirror' || d.symmetry === 'none' ? d.symmetry : 'rotational',
      meta: {
        title: String(d.meta?.title ?? ''),
        subtitle: String(d.meta?.subtitle ?? ''),
        date: String(d.meta?.date ?? ''),
      },
      marks: readMarks(d.marks),
    };
  } catch {
    return null;
  }
}

export function saveDraft(draft: BuilderDraft): void {
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // storage full or off: the builder works on without a draft
  }
}

/** 'Send to upload': the builder's JSON, for the upload panel's next visit. */
export function handToUpload(json: string): void {
  try {
    sessionStorage.setItem(UPLOAD_KEY, json);
  } catch {
    // without storage the admin copies the JSON instead
  }
}

/** The JSON the builder handed over, once. */
export function takeFromBuilder(): string | null {
  try {
    const json = sessionStorage.getItem(UPLOAD_KEY);
    sessionStorage.removeItem(UPLOAD_KEY);
    return json;
  } catch {
    return null;
  }
}
