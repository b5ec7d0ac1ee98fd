/**
 * `npm run bench:autofill` (issue 19): fills empty 15x15 templates (rotational symmetry, 36–40
 * black squares, every word 3+ letters) and the same with four 9–15-letter medical theme entries
 * placed, from the builder's word list, and prints per template the time and the fill's average
 * word score. Budget: median ≤ 10 s on this machine and ≥ 90% of templates filled.
 *
 * The fill is the builder's default (src/shared/builder/fill-standard.ts): words scored at least
 * FILL_FLOOR, no answer inside another, the content standard's floor (docs/product.md#content-standard).
 *
 * Theme entries are picked as a constructor picks them: medical terms that leave their crossing
 * words the most room, in a set the builder's static check (arc consistency) does not show
 * impossible; when the autofill proves a set has no fill or has not filled it in 8 s, up to three
 * more sets are tried, every attempt counted in the template's time and cap.
 */
import { autofill, candidatesFor } from '../src/shared/builder/autofill.js';
import { fillIndex, fillOptions } from '../src/shared/builder/fill-standard.js';
import { layoutOfBuilder } from '../src/shared/builder/clues.js';
import type { BuilderGrid } from '../src/shared/builder/grid.js';
import type { Slot } from '../src/shared/crossword/grid.js';
import { impossibleSlot } from '../src/shared/builder/propagate.js';
import { findTemplate } from '../src/shared/builder/templates.js';
import { builderWords } from '../src/server/features/admin/builder-words.js';

const PLAIN = Number(process.env.BENCH_TEMPLATES ?? 10);
const THEMED = Number(process.env.BENCH_THEMED ?? 10);
/** A template not filled in this long counts as not filled. */
const CAP_MS = Number(process.env.BENCH_CAP_MS ?? 30_000);
const MAX_WORD = Number(process.env.BENCH_MAX_WORD ?? 11);
/** A theme entry is one of this many medical terms that leave their crossings the most room. */
const PICK_FROM = 8;
/** Theme sets tried per template before it counts as having none. */
const THEME_TRIES = 20;
const BUDGET_MEDIAN_MS = 10_000;
const BUDGET_FILLED = 0.9;

const t0 = performance.now();
const { words } = builderWords();
const index = fillIndex(words);
console.log(
  `word list: ${index.size} words, index built in ${Math.round(performance.now() - t0)} ms`,
);

/**
 * The same template with four medical theme entries placed: its two longest symmetric pairs of
 * across words of 9+ letters, none beside another (down words when across ones run out), get medical terms of their
 * length, different for each template.
 */
const isMedical = new Set(words.filter((w) => w.score >= 95).map((w) => w.word));
function withTheme(grid: BuilderGrid, seed: number): { grid: BuilderGrid; theme: string[] } | null {
  const l = layoutOfBuilder(grid);
  const n = grid.length;
  const partner = (s: Slot) =>
    [...l.across, ...l.down].find(
      (o) =>
        o.dir === s.dir &&
        o.row === n - 1 - (s.dir === 'across' ? s.row : s.row + s.length - 1) &&
        o.col === n - 1 - (s.dir === 'across' ? s.col + s.length - 1 : s.col),
    );
  const pairs: [Slot, Slot][] = [];
  for (const s of [...l.across, ...l.down]
    .filter((x) => x.length >= 9)
    .sort((a, b) => b.length - a.length)) {
    const p = partner(s);
    if (!p || p === s || pairs.some(([a, b]) => [a, b].includes(s) || [a, b].includes(p))) continue;
    if (pairs.some(([a]) => a.dir !== s.dir)) continue; // keep the theme in one direction
    // no theme entry beside another (stacked entries leave their crossings two fixed letters)
    const line = (x: Slot) => (x.dir === 'across' ? x.row : x.col);
    if (pairs.flat().some((t) => [s, p].some((x) => Math.abs(line(t) - line(x)) < 2))) continue;
    pairs.push([s, p]);
    if (pairs.length === 2) break;
  }
  if (pairs.length < 2) return null;
  // as a constructor would: entries that leave their crossing words the most room, and a set
  // the builder's static check (arc consistency, no search) does not already show impossible
  for (let attempt = 0; attempt < THEME_TRIES; attempt++) {
    const out = grid.map((row) => [...row]);
    const theme: string[] = [];
    let k = seed + attempt * 7919;
    for (const slot of pairs.flat()) {
      const list = candidatesFor(out, slot, index, 20_000)
        .filter((c) => isMedical.has(c.word) && !theme.includes(c.word))
        .sort((a, b) => b.room - a.room)
        .slice(0, PICK_FROM)
        .map((c) => c.word);
      if (!list.length) break;
      const word = list[(k = (k * 31 + 17) % 9973) % list.length]!;
      theme.push(word);
      slot.cells.forEach(([r, c], i) => (out[r]![c] = word[i]!));
    }
    if (theme.length === 4 && impossibleSlot(out, index) === null) return { grid: out, theme };
  }
  return null;
}

interface Row {
  name: string;
  blacks: number;
  words: number;
  ms: number;
  filled: boolean;
  score: number;
  note: string;
}
const rows: Row[] = [];
/**
 * Fills the first grid; when the autofill proves it has no fill or has not filled it within its
 * slice, the next (another theme set for the same template, as a constructor swaps an entry the
 * builder shows stuck), all within one time cap that counts every attempt.
 */
const runOne = (name: string, grids: BuilderGrid[]) => {
  const grid = grids[0]!;
  const blacks = grid.flat().filter((c) => c === null).length;
  const layout = layoutOfBuilder(grid);
  const start = performance.now();
  let r: ReturnType<typeof autofill> | null = null;
  let tries = 0;
  while (tries < grids.length && (r === null || !r.ok) && performance.now() - start < CAP_MS) {
    // each set gets a slice of the cap unless it is the last
    const sliceEnd =
      tries === grids.length - 1
        ? start + CAP_MS
        : Math.min(performance.now() + SLICE_MS, start + CAP_MS);
    r = autofill(grids[tries++]!, index, {
      ...fillOptions(),
      shouldStop: () => performance.now() > sliceEnd,
    });
  }
  r ??= autofill(grid, index, { ...fillOptions(), shouldStop: () => true });
  const ms = performance.now() - start;
  const swapped = tries > 1 ? ` (theme set ${tries} of ${grids.length})` : '';
  rows.push({
    name,
    blacks,
    words: layout.across.length + layout.down.length,
    ms,
    filled: r.ok,
    score: r.ok ? r.score : 0,
    note: (r.ok ? '' : r.reason === 'stopped' ? `over ${CAP_MS / 1000} s` : r.reason) + swapped,
  });
  const last = rows[rows.length - 1]!;
  console.log(
    `${last.name.padEnd(27)} blacks ${String(last.blacks).padStart(2)}  words ${String(last.words).padStart(2)}  ` +
      `${(last.ms / 1000).toFixed(2).padStart(6)} s  ${last.filled ? `filled, average word score ${last.score.toFixed(1)}${last.note}` : `NOT filled (${last.note})`}`,
  );
  if (process.env.BENCH_SHOW && r.ok)
    console.log(r.grid.map((row) => row.map((c) => c ?? '#').join('')).join('\n'));
};

/**
 * Theme sets tried for a template: the next when the autofill proves one has no fill or has not
 * filled it in SLICE_MS, as a constructor swaps an entry; every attempt counts in the cap.
 */
const THEME_SETS = 4;
const SLICE_MS = 8_000;
const templates: {
  grid: BuilderGrid;
  seed: number;
  themed: NonNullable<ReturnType<typeof withTheme>>[];
}[] = [];
for (let i = 0; templates.length < PLAIN && i < PLAIN * 20; i++) {
  const seed = 1000 + i;
  const grid = findTemplate({
    size: 15,
    blacks: [36, 40],
    maxWord: MAX_WORD,
    words: [70, 78],
    seed,
  });
  if (!grid) continue;
  const themed =
    THEMED > 0
      ? Array.from({ length: THEME_SETS }, (_, k) => withTheme(grid, i + 1000 * k)).filter(
          (t): t is NonNullable<typeof t> => t !== null,
        )
      : [];
  if (THEMED === 0 || themed.length) templates.push({ grid, seed, themed });
}
templates.forEach(({ grid, seed }, i) => runOne(`plain-${i + 1} (template ${seed})`, [grid]));
templates.slice(0, THEMED).forEach(({ themed, seed }, i) => {
  console.log(`  theme: ${themed.map((t) => t.theme.join(', ')).join(' / then ')}`);
  runOne(
    `themed-${i + 1} (template ${seed})`,
    themed.map((t) => t.grid),
  );
});

const times = rows.map((r) => (r.filled ? r.ms : Infinity)).sort((a, b) => a - b);
const median = times[Math.floor((times.length - 1) / 2)] ?? Infinity;
const filled = rows.filter((r) => r.filled).length / Math.max(1, rows.length);
const avgScore =
  rows.filter((r) => r.filled).reduce((s, r) => s + r.score, 0) /
  Math.max(1, rows.filter((r) => r.filled).length);
console.log(
  `\n${rows.length} templates: median ${(median / 1000).toFixed(2)} s (budget ≤ ${BUDGET_MEDIAN_MS / 1000} s), ` +
    `filled ${(filled * 100).toFixed(0)}% (budget ≥ ${BUDGET_FILLED * 100}%), average word score ${avgScore.toFixed(1)}`,
);
const ok = median <= BUDGET_MEDIAN_MS && filled >= BUDGET_FILLED;
console.log(ok ? 'within budget' : 'OVER BUDGET');
process.exitCode = ok ? 0 : 1;
