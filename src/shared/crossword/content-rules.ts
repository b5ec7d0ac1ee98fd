import { z } from 'zod';
import type { Cell } from './grid.js';
import { cellList, measureGrid, slotName, type GridQuality } from './quality.js';
import type { CrosswordType } from './schema.js';

/**
 * The construction standard of the built-in crosswords (issue 20), as data, and the checks that
 * hold every content file and every series to it: the test suite runs them on content/ (so files
 * added later are held to them too) and `npm run content:check` prints them as a table. Uploads
 * from /admin are judged by the schema only; these are the editorial rules of shipped content.
 */

export interface CrosswordContentRules {
  name: string;
  rows: number;
  cols: number;
  blacks: { min: number; max: number };
  /** Black squares mirror under a half turn. */
  rotationalSymmetry: boolean;
  /** Every white square is in an across and a down word. */
  allChecked: boolean;
  minWordLength: number;
  /** The white squares form one piece. */
  connected: boolean;
  words: { min: number; max: number } | null;
  /** No answer twice in one grid. */
  noRepeats: boolean;
  /** Declared theme entries (the file's `theme` key, docs/decisions/012), or null for no theme. */
  theme: { min: number; max: number; minLength: number } | null;
  /** No answer in two files published fewer than this many days apart (null: no such rule). */
  reuseWindowDays: number | null;
  /** Titles differ within the series. */
  uniqueTitles: boolean;
}

export const CONTENT_RULES: Record<CrosswordType, CrosswordContentRules> = {
  mini: {
    name: 'Mini Crossword',
    rows: 5,
    cols: 5,
    blacks: { min: 0, max: 4 },
    rotationalSymmetry: true,
    allChecked: true,
    minWordLength: 3,
    connected: true,
    words: null,
    noRepeats: true,
    theme: null,
    reuseWindowDays: 30,
    uniqueTitles: true,
  },
  medical: {
    name: 'Medical Crossword',
    rows: 15,
    cols: 15,
    blacks: { min: 0, max: 40 },
    rotationalSymmetry: true,
    allChecked: true,
    minWordLength: 3,
    connected: true,
    words: { min: 70, max: 78 },
    noRepeats: true,
    theme: { min: 3, max: 4, minLength: 7 },
    reuseWindowDays: 30,
    uniqueTitles: true,
  },
};

export type ContentRule =
  | 'schema'
  | 'size'
  | 'blacks'
  | 'symmetry'
  | 'unchecked'
  | 'short'
  | 'connected'
  | 'words'
  | 'repeats'
  | 'theme'
  | 'reuse'
  | 'title'
  | 'order';

/** One broken rule: which, a sentence naming what to fix, and the squares concerned. */
export interface ContentProblem {
  rule: ContentRule;
  message: string;
  cells: Cell[];
}

/** A file's declared theme: `"theme": {"entries": ["MYOCARDITIS", …], "revealer": "…"}`. */
export const crosswordThemeSchema = z.strictObject({
  entries: z.array(z.string().trim().min(1)),
  revealer: z.string().trim().min(1).optional(),
});
export type CrosswordTheme = z.infer<typeof crosswordThemeSchema>;

const lettersOnly = (s: string) => s.toUpperCase().replace(/[^A-Z]/g, '');
const problem = (rule: ContentRule, message: string, cells: Cell[] = []): ContentProblem => ({
  rule,
  message,
  cells,
});
const at = (cells: readonly Cell[]) => (cells.length ? ` (${cellList(cells)})` : '');

/** The grid's construction problems under `rules`. */
export function gridProblems(q: GridQuality, rules: CrosswordContentRules): ContentProblem[] {
  const out: ContentProblem[] = [];
  if (q.rows !== rules.rows || q.cols !== rules.cols)
    out.push(
      problem(
        'size',
        `grid is ${q.cols}x${q.rows}; a ${rules.name} is ${rules.cols}x${rules.rows}`,
      ),
    );
  if (q.blacks < rules.blacks.min || q.blacks > rules.blacks.max)
    out.push(
      problem(
        'blacks',
        `${q.blacks} black squares; a ${rules.name} has ${rules.blacks.min} to ${rules.blacks.max}`,
      ),
    );
  if (rules.rotationalSymmetry && q.asymmetric.length)
    out.push(
      problem(
        'symmetry',
        `${q.asymmetric.length} squares break rotational symmetry${at(q.asymmetric)}`,
        q.asymmetric,
      ),
    );
  if (rules.allChecked && q.unchecked.length)
    out.push(
      problem(
        'unchecked',
        `${q.unchecked.length} white squares are not in both an across and a down word${at(q.unchecked)}`,
        q.unchecked,
      ),
    );
  if (q.short.length)
    out.push(
      problem(
        'short',
        `${q.short.length} words under ${rules.minWordLength} letters: ${q.short.map(slotName).join(', ')}`,
        q.short.flatMap((s) => s.cells),
      ),
    );
  if (rules.connected && q.disconnected.length)
    out.push(
      problem(
        'connected',
        `${q.disconnected.length} white squares are cut off from the rest${at(q.disconnected)}`,
        q.disconnected,
      ),
    );
  if (rules.words && (q.words.length < rules.words.min || q.words.length > rules.words.max))
    out.push(
      problem(
        'words',
        `${q.words.length} words; a ${rules.name} has ${rules.words.min} to ${rules.words.max}`,
      ),
    );
  if (rules.noRepeats) {
    for (const r of q.repeated)
      out.push(
        problem(
          'repeats',
          `${r.answer} is the answer of ${r.slots.map(slotName).join(' and ')}`,
          r.slots.flatMap((s) => s.cells),
        ),
      );
    for (const c of q.contained)
      out.push(
        problem(
          'repeats',
          `${c.answer} (${slotName(c.inner)}) is inside ${c.within} (${slotName(c.outer)})`,
          [...c.inner.cells, ...c.outer.cells],
        ),
      );
  }
  return out;
}

/** The theme's problems: declared, the right number of entries, each a long answer of the grid. */
export function themeProblems(
  theme: unknown,
  q: GridQuality,
  rules: CrosswordContentRules,
): ContentProblem[] {
  const want = rules.theme;
  if (!want) return [];
  const range = `${want.min} to ${want.max} theme entries`;
  if (theme === undefined)
    return [problem('theme', `no "theme" declared; a ${rules.name} needs ${range}`)];
  const parsed = crosswordThemeSchema.safeParse(theme);
  if (!parsed.success)
    return [
      problem(
        'theme',
        'theme must be {"entries": ["ANSWER", …], "revealer": "ANSWER"} (optional revealer)',
      ),
    ];
  const out: ContentProblem[] = [];
  const entries = parsed.data.entries.map(lettersOnly);
  if (entries.length < want.min || entries.length > want.max)
    out.push(problem('theme', `${entries.length} theme entries; ${range}`));
  const seen = new Set<string>();
  const named = [...entries, ...(parsed.data.revealer ? [lettersOnly(parsed.data.revealer)] : [])];
  named.forEach((answer, i) => {
    const what = i < entries.length ? 'theme entry' : 'revealer';
    const word = q.words.find((w) => w.answer === answer);
    if (!word) out.push(problem('theme', `${what} ${answer} is not an answer in the grid`));
    if (i < entries.length && answer.length < want.minLength)
      out.push(
        problem(
          'theme',
          `theme entry ${answer} has ${answer.length} letters; theme entries have ${want.minLength} or more`,
          word?.slot.cells ?? [],
        ),
      );
    if (seen.has(answer)) out.push(problem('theme', `${what} ${answer} is listed twice`));
    seen.add(answer);
  });
  return out;
}

/** One file's measures and problems. */
export interface CrosswordReport {
  quality: GridQuality;
  /** Declared theme entries (null when the file declares no theme). */
  themeEntries: number | null;
  problems: ContentProblem[];
}

export function checkCrossword(
  answerGrid: readonly (readonly string[])[],
  theme: unknown,
  rules: CrosswordContentRules,
): CrosswordReport {
  const quality = measureGrid(answerGrid, rules.minWordLength);
  const entries = (theme as { entries?: unknown } | undefined)?.entries;
  return {
    quality,
    themeEntries: Array.isArray(entries) ? entries.length : null,
    problems: [...gridProblems(quality, rules), ...themeProblems(theme, quality, rules)],
  };
}

/** A file of a series, in publishing order. */
export interface SeriesFile {
  file: string;
  title: string;
  answers: readonly string[];
}

/** A problem of one file of a series. */
export interface SeriesProblem extends ContentProblem {
  file: string;
}

/**
 * The series rules: titles differ, and no answer comes back within `reuseWindowDays` days. File k
 * is published `every` days after file k−1 (src/server/content/sample-content.ts).
 */
export function seriesProblems(
  files: readonly SeriesFile[],
  rules: CrosswordContentRules,
  every: number,
): SeriesProblem[] {
  const out: SeriesProblem[] = [];
  if (rules.uniqueTitles) {
    const first = new Map<string, string>();
    for (const { file, title } of files) {
      const key = title.trim().toLowerCase();
      const earlier = first.get(key);
      if (earlier !== undefined)
        out.push({
          file,
          rule: 'title',
          message: `title "${title}" is also ${earlier}'s`,
          cells: [],
        });
      else first.set(key, file);
    }
  }
  const window = rules.reuseWindowDays;
  if (window !== null) {
    const span = Math.ceil(window / every);
    files.forEach((later, j) => {
      const mine = new Set(later.answers.map(lettersOnly));
      for (let i = Math.max(0, j - span + 1); i < j; i++) {
        const days = (j - i) * every;
        if (days >= window) continue;
        const shared = [...new Set(files[i]!.answers.map(lettersOnly))].filter((a) => mine.has(a));
        if (shared.length)
          out.push({
            file: later.file,
            rule: 'reuse',
            message: `${shared.join(', ')} also in ${files[i]!.file}, ${days} day${days === 1 ? '' : 's'} earlier; no answer repeats within ${window} days`,
            cells: [],
          });
      }
    });
  }
  return out;
}
