/**
 * `npm run bench:decks` (issue 32): lays out each study deck in bench/decks/*.tsv with our
 * generator (src/shared/decks/layout.ts) and with `crossword-layout-generator`, and prints per
 * list and in total: answers placed, box, density, crossings per answer, pieces, time (median of
 * BENCH_RUNS runs) and whether the numbers follow American reading order; then ours against
 * issue 32's targets. Ours gets the server's maxSide (BENCH_MAX_SIDE, default 25). Lists of more than 30 cards are timed alone against their own target.
 */
import { fileURLToPath } from 'node:url';
import { layoutDeck } from '../src/shared/decks/layout.js';
import { loadBaseline } from './decks-baseline.js';
import { readLists, type BenchList } from './decks-lists.js';
import { measure, type LayoutFigures } from './decks-measure.js';
import { checkTargets, printTable, type Row, type Timed } from './decks-report.js';
import { envInt, say } from './support.js';

const RUNS = envInt('BENCH_RUNS', 7, 1);
const SEED = envInt('BENCH_SEED', 1, 0);
/** The grid's largest side, as the server passes it (the crossword board's largest side). */
const MAX_SIDE = envInt('BENCH_MAX_SIDE', 25, 1);
const DECK_DIR = fileURLToPath(new URL('./decks', import.meta.url));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

/** Runs `make` RUNS times; its figures (the same every run) and the median time. */
function timed(make: () => LayoutFigures): Timed {
  const times: number[] = [];
  const seen = new Set<string>();
  let figures: LayoutFigures | null = null;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    figures = make();
    times.push(performance.now() - t0);
    seen.add(JSON.stringify(figures));
  }
  return { figures: figures!, ms: median(times), stable: seen.size === 1 };
}

/** Decks of up to 30 cards (what the server lays out) get its maxSide; the 60-card timing runs free. */
function ours(list: BenchList): LayoutFigures {
  const maxSide = list.cards.length <= 30 ? MAX_SIDE : undefined;
  const layout = layoutDeck(list.cards, {
    seed: SEED,
    ...(maxSide === undefined ? {} : { maxSide }),
  });
  return measure(layout.rows, layout.cols, layout.entries, list.cards.length);
}

function main(): void {
  const lists = readLists(DECK_DIR);
  const decks = lists.filter((l) => l.cards.length <= 30);
  const large = lists.filter((l) => l.cards.length > 30);
  const baseline = loadBaseline();
  if ('missing' in baseline)
    say(`crossword-layout-generator not loaded (${baseline.missing}): ours only`);
  const rows: Row[] = decks.map((list) => {
    const row: Row = { name: list.name, ours: timed(() => ours(list)) };
    if (!('missing' in baseline)) {
      const answers = list.cards.map((c) => c.answer);
      row.theirs = timed(() => {
        const l = baseline.run(answers);
        return measure(l.rows, l.cols, l.placed, answers.length);
      });
    }
    return row;
  });
  say(`${decks.length} lists, seed ${SEED}, maxSide ${MAX_SIDE}, median of ${RUNS} runs`);
  printTable(rows);
  const largeRuns = large.map((list) => ({ name: list.name, ...timed(() => ours(list)) }));
  for (const run of largeRuns) {
    const f = run.figures;
    say(
      `${run.name} (${f.total} cards): ours placed ${f.placed}/${f.total}, ${f.rows}×${f.cols}, ` +
        `density ${f.density.toFixed(2)}, ${f.crossingsPerWord.toFixed(2)} crossings/word, ${run.ms.toFixed(1)} ms`,
    );
  }
  const over = checkTargets(rows, largeRuns);
  say(over.length === 0 ? 'ours: within targets' : `ours: OVER TARGET: ${over.join('; ')}`);
  if (over.length > 0) process.exitCode = 1;
}

main();
