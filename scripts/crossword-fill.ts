/**
 * A constructor's tool (issue 20): a themed 15x15 template around theme entries, filled by the
 * builder's autofill from the builder's word list, written as a crossword file with empty clues.
 *
 *   npx tsx scripts/crossword-fill.ts --theme WORD1,WORD2,WORD3,WORD4 [--rows 3,5] [--seed 1]
 *     [--min-score 30] [--exclude file-of-words] [--cap 20] [--out path.json]
 *
 * Theme entries come in pairs of equal length: the 1st from the left edge of row R1 and the 2nd
 * (its rotated partner) to the right edge of row 14-R1; the 3rd to the right edge of row R2 and
 * the 4th from the left edge of row 14-R2. A 15-letter entry fills its row. Three entries: the
 * 3rd goes centred in row 7 (odd length).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { autofill, deadSlots, WordIndex } from '../src/shared/builder/autofill.js';
import { layoutOfBuilder } from '../src/shared/builder/clues.js';
import { findTemplate } from '../src/shared/builder/templates.js';
import { containedAnswers, measureGrid } from '../src/shared/crossword/quality.js';
import { builderWords } from '../src/server/features/admin/builder-words.js';

const { values } = parseArgs({
  options: {
    theme: { type: 'string' },
    rows: { type: 'string', default: '3,5' },
    seed: { type: 'string', default: '1' },
    'min-score': { type: 'string', default: '0' },
    exclude: { type: 'string' },
    cap: { type: 'string', default: '20' },
    tries: { type: 'string', default: '8' },
    'max-word': { type: 'string', default: '9' },
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
const indexWithout = (out: ReadonlySet<string>) =>
  new WordIndex([
    ...all.filter(
      (w) =>
        !theme.includes(w.word) && w.score >= minScore && !excluded.has(w.word) && !out.has(w.word),
    ),
    ...theme.map((word) => ({ word, score: 100 })),
  ]);
let index = indexWithout(new Set());
const maxWord = Number(values['max-word']);
let seed = Number(values.seed);
for (let attempt = 0; attempt < Number(values.tries); attempt++, seed += 101) {
  const grid = findTemplate(
    { size: N, blacks: [34, 40], maxWord, words: [70, 78], theme: placed, seed },
    3000,
    (g) => deadSlots(g, index).length === 0,
  );
  if (!grid) {
    console.log(`seed ${seed}: no template fits these entries`);
    continue;
  }
  const start = performance.now();
  const fill = () =>
    autofill(grid, index, {
      seed,
      shouldStop: () => performance.now() - start > Number(values.cap) * 1000,
    });
  let r = fill();
  // an answer inside another (NEED/KNEED) breaks the content standard: fill again without it
  const inside = new Set<string>();
  for (let again = 0; r.ok && again < 5; again++) {
    const contained = containedAnswers(
      measureGrid(r.grid.map((row) => row.map((c) => c ?? ''))).words,
    ).filter((c) => !theme.includes(c.answer));
    if (!contained.length) break;
    for (const c of contained) inside.add(c.answer);
    console.log(
      `seed ${seed}: ${contained.map((c) => `${c.answer} in ${c.within}`).join(', ')}; again without`,
    );
    index = indexWithout(inside);
    r = fill();
  }
  if (inside.size) index = indexWithout(new Set());
  if (!r.ok) {
    console.log(
      `seed ${seed}: not filled (${r.reason}) in ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );
    continue;
  }
  const l = layoutOfBuilder(r.grid);
  const answer = (s: (typeof l.across)[number]) =>
    s.cells.map(([rr, cc]) => r.grid[rr]![cc]).join('');
  console.log(r.grid.map((row) => row.map((c) => c ?? '#').join(' ')).join('\n'));
  console.log(
    `seed ${seed}: filled, ${l.across.length + l.down.length} words, ${r.grid.flat().filter((c) => c === null).length} black, average score ${r.score.toFixed(1)}`,
  );
  const low = [...l.across, ...l.down].map(answer).filter((w) => (index.score(w) ?? 0) < 30);
  if (low.length) console.log(`rare words (score < 30): ${low.join(', ')}`);
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
