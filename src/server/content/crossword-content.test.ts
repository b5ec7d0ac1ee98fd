import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTENT_RULES } from '../../shared/crossword/content-rules.js';
import { blocksOf, layoutOf } from '../../shared/crossword/grid.js';
import {
  crosswordSchema,
  parseCrossword,
  type Crossword,
  type CrosswordType,
} from '../../shared/crossword/schema.js';
import { checkCrosswordSeries, CROSSWORD_KINDS } from './content-check.js';
import { readSeries, SAMPLE_SERIES } from './sample-content.js';

/**
 * The built-in crosswords (content/crosswords/<type>/NN-slug.json): at least 16 Mini Crosswords
 * (published on consecutive days) and 4 Medical Crosswords (one a week), numbered 01, 02, … in
 * publishing order, each valid for its game's schema, Medical ones 15x15, titles all different.
 */
const CONTENT_DIR = fileURLToPath(new URL('../../../content/crosswords', import.meta.url));
const FILE_NAME = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$/;

const SERIES: readonly { type: CrosswordType; min: number }[] = [
  { type: 'mini', min: 16 },
  { type: 'medical', min: 4 },
];

const filesOf = (type: CrosswordType) =>
  readdirSync(path.join(CONTENT_DIR, type))
    .filter((name) => name.endsWith('.json'))
    .sort();

/** A file's puzzle data as the server seeds it: through the loader, its `theme` lifted off. */
function readData(type: CrosswordType, name: string): unknown {
  const series = SAMPLE_SERIES.find((s) => s.game === type)!;
  const file = path.join(CONTENT_DIR, type, name);
  return readSeries(series).find((item) => item.file === file)?.data;
}

/** A file's puzzle; a file that does not parse fails with every problem listed. */
function loadPuzzle(type: CrosswordType, name: string): Crossword {
  const parsed = parseCrossword(readData(type, name), type);
  if (!parsed.ok)
    throw new Error(`${type}/${name} is not a valid puzzle:\n${parsed.errors.join('\n')}`);
  return parsed.puzzle;
}

describe.each(SERIES)('$type crossword content', ({ type, min }) => {
  const files = filesOf(type);

  it(`has at least ${min} files named NN-slug.json, numbered 01, 02, … in order`, () => {
    expect(files.length).toBeGreaterThanOrEqual(min);
    for (const name of files) expect(name).toMatch(FILE_NAME);
    expect(files.map((name) => Number(FILE_NAME.exec(name)?.[1]))).toEqual(
      files.map((_, i) => i + 1),
    );
  });

  it.each(files)('%s parses with the schema', (name) => {
    const data = readData(type, name);
    const puzzle = loadPuzzle(type, name);
    expect(crosswordSchema(type).safeParse(data).success).toBe(true);
    expect(puzzle.title.trim()).not.toBe('');
    expect(puzzle.subtitle?.trim()).toBeTruthy();
    const layout = layoutOf(blocksOf(puzzle.answerGrid));
    expect(puzzle.acrossClues).toHaveLength(layout.across.length);
    expect(puzzle.downClues).toHaveLength(layout.down.length);
    if (type === 'medical') {
      expect(puzzle.answerGrid).toHaveLength(15);
      for (const row of puzzle.answerGrid) expect(row).toHaveLength(15);
    }
  });
});

describe('crossword content titles', () => {
  it('are unique across both games', () => {
    const titles = SERIES.flatMap(({ type }) =>
      filesOf(type).flatMap((name) => {
        const parsed = parseCrossword(readData(type, name), type);
        return parsed.ok ? [parsed.puzzle.title.trim().toLowerCase()] : [];
      }),
    );
    expect(titles.length).toBeGreaterThanOrEqual(20);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

/**
 * The construction standard (docs/product.md#content-standard; CONTENT_RULES,
 * src/shared/crossword/content-rules.ts) on every file, so content added later is held to it too.
 * `npm run content:check` prints the same results as a table. Each failure names the file, the rule
 * and the squares.
 */
const SERIES_RULES = new Set(['reuse', 'title', 'order']);
/** The series held to the standard in the suite: every kind, Minis and themed Medicals alike. */
const STRICT_KINDS = CROSSWORD_KINDS;
const describeProblems = (problems: { rule: string; message: string }[]) =>
  problems.map((p) => `[${p.rule}] ${p.message}`);

describe.each(STRICT_KINDS)('strict content rules (issue 20): %s crosswords', (kind) => {
  const rules = CONTENT_RULES[kind];
  const checks = checkCrosswordSeries(kind);

  it.each(checks.map((check) => [check.file, check] as const))(
    `%s meets every ${rules.name} rule (CONTENT_RULES.${kind})`,
    (file, check) => {
      const own = check.problems.filter((p) => !SERIES_RULES.has(p.rule));
      expect(describeProblems(own), `${kind}/${file}`).toEqual([]);
    },
  );

  const window = rules.reuseWindowDays;
  it(`${window ? `reuses no answer within ${window} days, ` : ''}repeats no title and numbers the files in order`, () => {
    const series = checks.flatMap((check) =>
      describeProblems(check.problems.filter((p) => SERIES_RULES.has(p.rule))).map(
        (text) => `${kind}/${check.file} ${text}`,
      ),
    );
    expect(series).toEqual([]);
  });
});
