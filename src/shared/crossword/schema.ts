import { z } from 'zod';
import {
  blocksOf,
  cellName,
  layoutOf,
  uncheckedCells,
  type Cell,
  type Direction,
  type Layout,
} from './grid.js';

/**
 * The stored crossword (both games) and its validation. An upload from the admin panel or the
 * builder's JSON is parsed here into a `Crossword` or a list of messages an admin can act on;
 * the same schema re-checks stored puzzles on the server. Squares are named for people as
 * 'row R, column C', counting from 1 (answerGrid[R-1][C-1]).
 */

export type CrosswordType = 'mini' | 'medical';

/** Builder bounds for any crossword; the Mini is 5x5..11x11 (docs/product.md#crossword-rules). */
export const GRID_MIN = 5;
export const GRID_MAX = 25;
export const SIZE_LIMITS: Record<CrosswordType, { min: number; max: number; name: string }> = {
  mini: { min: 5, max: 11, name: 'Mini Crossword' },
  medical: { min: GRID_MIN, max: GRID_MAX, name: 'Medical Crossword' },
};
export const TITLE_MAX = 200;
export const CLUE_MAX = 500;
/** Most problems reported for one upload; the rest are summarised. */
export const MAX_ERRORS = 30;

export interface ClueText {
  number: number;
  clue: string;
}

/** Optional builder/legacy clue records; positions and answers used in play come from the grid. */
export interface ClueEntry {
  answer: string;
  clue: string;
  row: number;
  col: number;
  dir: Direction;
}

export interface Crossword {
  title: string;
  subtitle?: string;
  /** Upper-case letters A–Z; '' is a black square. Rectangular, fully filled. */
  answerGrid: string[][];
  acrossClues: ClueText[];
  downClues: ClueText[];
  clueEntries?: ClueEntry[];
  /** Circled squares (a ring drawn in the square), [row, col] from 0; white squares only. */
  circled?: [number, number][];
  /** Shaded squares (a tint), [row, col] from 0; white squares only. */
  shaded?: [number, number][];
}

/** The squares a crossword marks: decoration shown to players, never part of the answers. */
export const MARK_KINDS = ['circled', 'shaded'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

const clueSchema = z.object(
  {
    number: z
      .number({ error: 'Clue number is required and must be a number' })
      .int('Clue number must be a whole number')
      .positive('Clue number must be 1 or more'),
    clue: z
      .string({ error: 'Clue text is required and must be a string' })
      .trim()
      .min(1, 'Clue text is empty')
      .max(CLUE_MAX, `Clue text must be at most ${CLUE_MAX} characters`),
  },
  { error: 'Each clue must be an object like {"number": 1, "clue": "…"}' },
);

const clueEntrySchema = z.object(
  {
    answer: z.string({ error: 'answer must be a string' }),
    clue: z.string({ error: 'clue must be a string' }),
    row: z.number({ error: 'row must be a number' }).int().min(0),
    col: z.number({ error: 'col must be a number' }).int().min(0),
    dir: z.enum(['across', 'down'], { error: "dir must be 'across' or 'down'" }),
  },
  { error: 'Each clue entry must be an object {answer, clue, row, col, dir}' },
);

const MARK_PAIR = 'each square must be [row, column]: two whole numbers counting from 0';
const markIndex = z.number({ error: MARK_PAIR }).int(MARK_PAIR).min(0, MARK_PAIR);
const markListSchema = (name: MarkKind) =>
  z
    .array(z.tuple([markIndex, markIndex], { error: MARK_PAIR }), {
      error: `${name} must be an array of [row, column] pairs`,
    })
    .max(GRID_MAX * GRID_MAX, `${name} lists more squares than a grid has`)
    .nullish();

const clueList = (name: string) =>
  z.array(clueSchema, { error: `${name} is required and must be an array` });

const gridShapeSchema = z.array(
  z.array(
    z.string({ error: 'Each square must be a string: a letter A–Z, or "" for a black square' }),
    { error: 'Each answerGrid row must be an array of squares' },
  ),
  { error: 'answerGrid is required and must be an array' },
);

const shapeSchema = z.object(
  {
    title: z
      .string({ error: 'title is required and must be a string (use "" for none)' })
      .trim()
      .max(TITLE_MAX, `title must be at most ${TITLE_MAX} characters`),
    subtitle: z
      .string({ error: 'subtitle must be a string' })
      .trim()
      .max(TITLE_MAX, `subtitle must be at most ${TITLE_MAX} characters`)
      .nullish(),
    answerGrid: gridShapeSchema,
    acrossClues: clueList('acrossClues'),
    downClues: clueList('downClues'),
    clueEntries: z.array(clueEntrySchema, { error: 'clueEntries must be an array' }).nullish(),
    circled: markListSchema('circled'),
    shaded: markListSchema('shaded'),
  },
  { error: 'Puzzle data must be a JSON object with title, answerGrid, acrossClues and downClues' },
);
type Shape = z.infer<typeof shapeSchema>;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** 'row 1, column 2; row 3, column 4 and 5 more'. */
function listCells(cells: readonly Cell[], describe?: (cell: Cell) => string): string {
  const shown = cells
    .slice(0, 8)
    .map((cell) => cellName(cell[0], cell[1]) + (describe?.(cell) ?? ''));
  const more = cells.length - shown.length;
  return shown.join('; ') + (more > 0 ? ` and ${more} more` : '');
}

/** Height, width and rectangularity; a non-empty result means the grid cannot be laid out. */
function sizeProblems(grid: string[][]): string[] {
  const rows = grid.length;
  if (rows < GRID_MIN)
    return [`Grid height must be at least ${GRID_MIN} cells (answerGrid has ${rows} rows)`];
  if (rows > GRID_MAX)
    return [`Grid height cannot exceed ${GRID_MAX} cells (answerGrid has ${rows} rows)`];
  const cols = (grid[0] as string[]).length;
  const ragged = grid.flatMap((row, r) =>
    row.length === cols ? [] : [`row ${r + 1} has ${row.length}`],
  );
  if (ragged.length > 0)
    return [
      `The grid must be rectangular: row 1 has ${cols} squares, but ${ragged.slice(0, 8).join(', ')}`,
    ];
  if (cols < GRID_MIN)
    return [`Grid width must be at least ${GRID_MIN} cells (each row has ${cols} squares)`];
  if (cols > GRID_MAX)
    return [`Grid width cannot exceed ${GRID_MAX} cells (each row has ${cols} squares)`];
  return [];
}

function typeSizeProblems(grid: string[][], type: CrosswordType): string[] {
  const { min, max, name } = SIZE_LIMITS[type];
  const rows = grid.length;
  const cols = grid[0]?.length ?? 0;
  if (rows >= min && rows <= max && cols >= min && cols <= max) return [];
  return [
    `A ${name} grid must be ${min} to ${max} cells wide and high; this one is ${cols} wide and ${rows} high`,
  ];
}

/** Squares that are not one letter or '' (a space gets its own message: builder habit). */
function letterProblems(grid: string[][]): string[] {
  const spaces: Cell[] = [];
  const invalid: Cell[] = [];
  grid.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (cell === '' || /^[A-Za-z]$/.test(cell)) return;
      (cell.trim() === '' ? spaces : invalid).push([r, c]);
    }),
  );
  const out: string[] = [];
  if (spaces.length > 0)
    out.push(
      `The answer grid must be fully filled, but ${listCells(spaces)} ${plural(spaces.length, 'is a space', 'are spaces')}. ` +
        `A space marks an empty white square in the builder; in an upload put the answer letter in every white square and "" in every black square.`,
    );
  if (invalid.length > 0) {
    const shown = (cell: Cell) => ` (${JSON.stringify(grid[cell[0]]?.[cell[1]])})`;
    out.push(
      `Each square must be one letter A–Z, or "" for a black square: ${listCells(invalid, shown)}`,
    );
  }
  return out;
}

function structureProblems(layout: Layout): string[] {
  const out: string[] = [];
  const lonely = uncheckedCells(layout);
  if (lonely.length > 0) {
    const many = lonely.length > 1;
    out.push(
      `${many ? 'The white squares at' : 'The white square at'} ${listCells(lonely)} ${many ? 'are' : 'is'} ` +
        `not part of any word of 2 or more letters: make ${many ? 'them' : 'it'} black or extend a word through ${many ? 'them' : 'it'}.`,
    );
  }
  if (layout.across.length + layout.down.length === 0)
    out.push('The grid has no words: it needs white squares forming words of 2 or more letters.');
  return out;
}

const DIR_NAME: Record<Direction, string> = { across: 'Across', down: 'Down' };

/** Every derived word has exactly one clue with its number, and every clue has a word. */
function clueProblems(layout: Layout, clues: readonly ClueText[], dir: Direction): string[] {
  const out: string[] = [];
  const name = DIR_NAME[dir];
  const counts = new Map<number, number>();
  for (const { number } of clues) counts.set(number, (counts.get(number) ?? 0) + 1);
  const slots = dir === 'across' ? layout.across : layout.down;
  const words = new Set(slots.map((s) => s.number));
  for (const [number, count] of [...counts].sort((a, b) => a[0] - b[0])) {
    if (count > 1)
      out.push(`${name} clue ${number} is given ${count} times; each word needs exactly one clue`);
    if (!words.has(number)) out.push(`${name} clue ${number} has no word in the grid`);
  }
  for (const s of slots)
    if (!counts.has(s.number))
      out.push(
        `Word ${s.number} ${name} (${cellName(s.row, s.col)}, ${s.length} letters) has no clue`,
      );
  return out;
}

/**
 * Circled or shaded squares: inside the grid, on white squares, each once. Needs a grid that
 * passes `sizeProblems`.
 */
function markProblems(grid: string[][], name: MarkKind, cells: readonly Cell[]): string[] {
  const rows = grid.length;
  const cols = grid[0]?.length ?? 0;
  const outside: Cell[] = [];
  const black: Cell[] = [];
  const twice: Cell[] = [];
  const seen = new Map<string, number>();
  for (const cell of cells) {
    const [r, c] = cell;
    const key = `${r},${c}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count === 2) twice.push(cell);
    if (count > 1) continue;
    if (r >= rows || c >= cols) outside.push(cell);
    else if (grid[r]?.[c] === '') black.push(cell);
  }
  const out: string[] = [];
  if (outside.length > 0)
    out.push(
      `${name}: ${listCells(outside)} ${plural(outside.length, 'is', 'are')} outside the grid (${rows} rows, ${cols} columns)`,
    );
  if (black.length > 0)
    out.push(
      `${name}: ${listCells(black)} ${plural(black.length, 'is a black square', 'are black squares')}; only white squares can be ${name}`,
    );
  if (twice.length > 0)
    out.push(
      `${name}: ${listCells(twice)} ${plural(twice.length, 'is', 'are')} listed more than once`,
    );
  return out;
}

/** The grid's own rules: size, letters, words. Clue checks need a grid that passes `sizeProblems`. */
function gridProblems(grid: string[][], type: CrosswordType): string[] {
  const size = sizeProblems(grid);
  if (size.length > 0) return size;
  return [
    ...typeSizeProblems(grid, type),
    ...letterProblems(grid),
    ...structureProblems(layoutOf(blocksOf(grid))),
  ];
}

function normalise(p: Shape): Crossword {
  return {
    title: p.title,
    ...(p.subtitle != null ? { subtitle: p.subtitle } : {}),
    answerGrid: p.answerGrid.map((row) => row.map((cell) => cell.toUpperCase())),
    acrossClues: p.acrossClues,
    downClues: p.downClues,
    ...(p.clueEntries != null ? { clueEntries: p.clueEntries } : {}),
    ...(p.circled?.length
      ? { circled: p.circled.map(([r, c]) => [r, c] as [number, number]) }
      : {}),
    ...(p.shaded?.length ? { shaded: p.shaded.map(([r, c]) => [r, c] as [number, number]) } : {}),
  };
}

/** 'acrossClues[2].clue: Clue text is empty'. */
function issueMessage(issue: z.core.$ZodIssue): string {
  const where = issue.path
    .map((part, i) =>
      typeof part === 'number' ? `[${part}]` : `${i > 0 ? '.' : ''}${String(part)}`,
    )
    .join('');
  return where ? `${where}: ${issue.message}` : issue.message;
}

function capped(errors: string[]): string[] {
  if (errors.length <= MAX_ERRORS) return errors;
  const rest = errors.length - MAX_ERRORS;
  return [
    ...errors.slice(0, MAX_ERRORS),
    `…and ${rest} more ${plural(rest, 'problem', 'problems')}`,
  ];
}

export type ParseCrosswordResult =
  { ok: true; puzzle: Crossword } | { ok: false; errors: string[] };

/**
 * Parses untrusted puzzle data (an upload, a stored row) into a crossword or readable errors, as
 * many as can be found in one pass: JSON shape problems, then the grid's rules (also when other
 * fields are malformed), then the match between clue lists and the grid's numbering.
 */
export function parseCrossword(data: unknown, type: CrosswordType): ParseCrosswordResult {
  const shape = shapeSchema.safeParse(data);
  if (!shape.success) {
    const errors = shape.error.issues.map(issueMessage);
    const grid = gridShapeSchema.safeParse((data as { answerGrid?: unknown } | null)?.answerGrid);
    if (grid.success) errors.push(...gridProblems(grid.data, type));
    return { ok: false, errors: capped(errors) };
  }
  const p = shape.data;
  const errors = gridProblems(p.answerGrid, type);
  if (sizeProblems(p.answerGrid).length === 0) {
    const layout = layoutOf(blocksOf(p.answerGrid));
    errors.push(...clueProblems(layout, p.acrossClues, 'across'));
    errors.push(...clueProblems(layout, p.downClues, 'down'));
    for (const name of MARK_KINDS) errors.push(...markProblems(p.answerGrid, name, p[name] ?? []));
  }
  return errors.length > 0
    ? { ok: false, errors: capped(errors) }
    : { ok: true, puzzle: normalise(p) };
}

function buildSchema(type: CrosswordType): z.ZodType<Crossword> {
  return z.unknown().transform((data, ctx) => {
    const parsed = parseCrossword(data, type);
    if (parsed.ok) return parsed.puzzle;
    for (const message of parsed.errors) ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

const SCHEMAS: Record<CrosswordType, z.ZodType<Crossword>> = {
  mini: buildSchema('mini'),
  medical: buildSchema('medical'),
};

/**
 * The zod schema of a crossword of one type (stored data and uploads); its issues are the
 * messages of `parseCrossword`, each complete on its own.
 */
export function crosswordSchema(type: CrosswordType): z.ZodType<Crossword> {
  return SCHEMAS[type];
}
