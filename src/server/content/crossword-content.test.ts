import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blocksOf, layoutOf } from '../../shared/crossword/grid.js';
import {
  crosswordSchema,
  parseCrossword,
  type Crossword,
  type CrosswordType,
} from '../../shared/crossword/schema.js';

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

function readData(type: CrosswordType, name: string): unknown {
  return JSON.parse(readFileSync(path.join(CONTENT_DIR, type, name), 'utf8')) as unknown;
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
