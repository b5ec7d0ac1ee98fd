/**
 * A constructor's tool (issue 20): a themed 15x15 template around theme entries, filled by the
 * builder's autofill from the builder's word list, written as a crossword file with empty clues.
 *
 *   npx tsx scripts/crossword-fill.ts --theme WORD1,WORD2,WORD3,WORD4 [--rows 3,5] [--seed 1]
 *     [--min-score 30] [--fill-score 0] [--max-bad 0] [--exclude file-of-words] [--cap 20]
 *     [--out path.json]
 *
 * As a constructor works: a first fill from any word of --fill-score or more, then repairs: the
 * worst word (below --min-score, or inside another answer) has its area (its squares and those
 * of its crossing words, then one step wider) refilled from the words of --min-score, theme
 * squares kept, until none is left or none can be mended (at most --max-bad may stay).
 *
 * Theme entries come in pairs of equal length: the 1st from the left edge of row R1 and the 2nd
 * (its rotated partner) to the right edge of row 14-R1; the 3rd to the right edge of row R2 and
 * the 4th from the left edge of row 14-R2. A 15-letter entry fills its row. Three entries: the
 * 3rd goes centred in row 7 (odd length).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { autofill, WordIndex } from '../src/shared/builder/autofill.js';
import type { BuilderGrid } from '../src/shared/builder/grid.js';
import { impossibleSlot } from '../src/shared/builder/propagate.js';
import type { Slot } from '../src/shared/crossword/grid.js';
import { layoutOfBuilder } from '../src/shared/builder/clues.js';
import { findTemplate } from '../src/shared/builder/templates.js';
import { containedAnswers, measureGrid } from '../src/shared/crossword/quality.js';
import { builderWords } from '../src/server/features/admin/builder-words.js';

const { values } = parseArgs({
  options: {
    theme: { type: 'string' },
    rows: { type: 'string', default: '3,5' },
    seed: { type: 'string', default: '1' },
    'min-score': { type: 'string', default: '30' },
    'fill-score': { type: 'string', default: '0' },
    exclude: { type: 'string' },
    cap: { type: 'string', default: '20' },
    tries: { type: 'string', default: '8' },
    'max-word': { type: 'string', default: '9' },
    'max-bad': { type: 'string', default: '0' },
    out: { type: 'string' },
  },
});
const theme = (values.theme ?? '')
  .split(',')
  .map((w) => w.trim().toUpperCase())
  .filter(Boolean);
if (theme.length < 3 || theme.length > 4) {
  console.error('Give 3 or 4 theme entries: --theme WORD1,WORD2,WORD3[,WORD4]');
  process.exit(2);
}
const [r1, r2] = values.rows!.split(',').map(Number) as [number, number];
const N = 15;
const placed =
  theme.length === 4
    ? [
        { word: theme[0]!, row: r1, col: 0 },
        { word: theme[1]!, row: N - 1 - r1, col: N - theme[1]!.length },
        { word: theme[2]!, row: r2, col: N - theme[2]!.length },
        { word: theme[3]!, row: N - 1 - r2, col: 0 },
      ]
    : [
        { word: theme[0]!, row: r1, col: 0 },
        { word: theme[1]!, row: N - 1 - r1, col: N - theme[1]!.length },
        { word: theme[2]!, row: 7, col: (N - theme[2]!.length) / 2 },
      ];
if (
  theme[0]!.length !== theme[1]!.length ||
  (theme.length === 4 && theme[2]!.length !== theme[3]!.length)
) {
  console.error('Theme pairs must have equal lengths (1st = 2nd, 3rd = 4th).');
  process.exit(2);
}
const excluded = new Set(
  values.exclude
    ? readFileSync(values.exclude, 'utf8')
        .split(/\s+/)
        .map((w) => w.toUpperCase())
    : [],
);
const minScore = Number(values['min-score']);
const all = builderWords().words;
const indexOf = (min: number, out: ReadonlySet<string> = new Set()) =>
  new WordIndex([
    ...all.filter(
      (w) => !theme.includes(w.word) && w.score >= min && !excluded.has(w.word) && !out.has(w.word),
    ),
    ...theme.map((word) => ({ word, score: 100 })),
  ]);
/** The first fill may use any word of --fill-score; repairs then bring every word to --min-score. */
const loose = indexOf(Number(values['fill-score']));
const strict = indexOf(minScore);
const withoutWord = new Map<string, WordIndex>();
/** The strict list without one word (built once per word). */
const without = (word: string) => {
  if (!withoutWord.has(word)) withoutWord.set(word, indexOf(minScore, new Set([word])));
  return withoutWord.get(word)!;
};
const maxWord = Number(values['max-word']);
const cap = Number(values.cap) * 1000;
const isTheme = (grid: BuilderGrid, s: Slot) => theme.includes(wordAt(grid, s));
const wordAt = (grid: BuilderGrid, s: Slot) => s.cells.map(([r, c]) => grid[r]![c] ?? '').join('');

/** Words below the standard: not in the strict list, or inside another answer. */
function badWords(grid: BuilderGrid): Slot[] {
  const l = layoutOfBuilder(grid);
  const slots = [...l.across, ...l.down].filter((s) => !isTheme(grid, s));
  const words = measureGrid(grid.map((row) => row.map((c) => c ?? ''))).words;
  const inside = new Set(containedAnswers(words).map((c) => c.answer));
  return slots
    .filter((s) => !strict.has(wordAt(grid, s)) || inside.has(wordAt(grid, s)))
    .sort((a, b) => (strict.score(wordAt(grid, a)) ?? 0) - (strict.score(wordAt(grid, b)) ?? 0));
}

/**
 * Refills the area around `bad` (its squares and those of the words crossing it, `hops` times
 * out) from the strict list, keeping theme squares; the new grid or null.
 */
function repair(grid: BuilderGrid, bad: Slot, hops: number, seed: number): BuilderGrid | null {
  const l = layoutOfBuilder(grid);
  const slots = [...l.across, ...l.down];
  const themeCells = new Set(
    slots.filter((s) => isTheme(grid, s)).flatMap((s) => s.cells.map(([r, c]) => `${r},${c}`)),
  );
  let area = [bad];
  for (let h = 0; h < hops; h++) {
    const cells = new Set(area.flatMap((s) => s.cells.map(([r, c]) => `${r},${c}`)));
    area = slots.filter(
      (s) => !isTheme(grid, s) && s.cells.some(([r, c]) => cells.has(`${r},${c}`)),
    );
  }
  const open = grid.map((row) => [...row]);
  for (const s of area)
    for (const [r, c] of s.cells) if (!themeCells.has(`${r},${c}`)) open[r]![c] = '';
  // the area's old words are not wanted back where they were bad
  const start = performance.now();
  // a word inside another answer must not come back: refill without it
  const word = wordAt(grid, bad);
  const list = strict.has(word) ? without(word) : strict;
  const r = autofill(open, list, { seed, shouldStop: () => performance.now() - start > cap / 4 });
  return r.ok ? r.grid : null;
}

let seed = Number(values.seed);
for (let attempt = 0; attempt < Number(values.tries); attempt++, seed += 101) {
  const template = findTemplate(
    { size: N, blacks: [36, 40], maxWord, words: [70, 78], theme: placed, seed },
    3000,
    (g) => impossibleSlot(g, loose) === null,
  );
  if (!template) {
    console.log(`seed ${seed}: no template fits these entries`);
    continue;
  }
  const start = performance.now();
  const first = autofill(template, loose, {
    seed,
    shouldStop: () => performance.now() - start > cap,
  });
  if (!first.ok) {
    console.log(
      `seed ${seed}: not filled (${first.reason}) in ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );
    continue;
  }
  // repairs: the worst word's area refilled from the strict list, wider when that fails
  let grid = first.grid;
  const given = new Set<string>();
  for (let round = 0; round < 80; round++) {
    const bad = badWords(grid).filter((s) => !given.has(`${s.number}${s.dir}`));
    if (!bad.length) break;
    const worst = bad[0]!;
    const fixed =
      repair(grid, worst, 1, seed + round) ??
      repair(grid, worst, 2, seed + round) ??
      repair(grid, worst, 3, seed + round);
    if (fixed) grid = fixed;
    else given.add(`${worst.number}${worst.dir}`);
  }
  const left = badWords(grid).map((s) => wordAt(grid, s));
  if (left.length > Number(values['max-bad'])) {
    console.log(
      `seed ${seed}: filled, but ${left.length} words below ${minScore}: ${left.join(', ')}`,
    );
    continue;
  }
  const r = { grid, score: 0 };
  const l = layoutOfBuilder(r.grid);
  const answer = (s: (typeof l.across)[number]) =>
    s.cells.map(([rr, cc]) => r.grid[rr]![cc]).join('');
  console.log(r.grid.map((row) => row.map((c) => c ?? '#').join(' ')).join('\n'));
  const scores = [...l.across, ...l.down].map((s) => strict.score(answer(s)) ?? 0);
  console.log(
    `seed ${seed}: filled, ${scores.length} words, ${r.grid.flat().filter((c) => c === null).length} black, average score ${(scores.reduce((a, b) => a + b, 0) / scores.length).toFixed(1)}`,
  );
  if (left.length) console.log(`below ${minScore} (left for the editor): ${left.join(', ')}`);
  const file = {
    title: '',
    subtitle: '',
    theme: { entries: theme, revealer: '' },
    answerGrid: r.grid.map((row) => row.map((c) => c ?? '')),
    acrossClues: l.across.map((s) => ({ number: s.number, clue: '', answer: answer(s) })),
    downClues: l.down.map((s) => ({ number: s.number, clue: '', answer: answer(s) })),
  };
  if (values.out) {
    writeFileSync(values.out, `${JSON.stringify(file, null, 2)}\n`);
    console.log(
      `written to ${values.out} (fill in title, subtitle, clues; remove the "answer" keys)`,
    );
  }
  process.exit(0);
}
console.log('No fill: try other --rows, a lower --min-score, or other entries.');
process.exit(1);
