/**
 * The report of `npm run bench:decks` (issue 32): the table per list and in total for both
 * generators, and our figures against issue 32's targets.
 */
import type { LayoutFigures } from './decks-measure.js';
import { lpad, pad, say } from './support.js';

export interface Timed {
  figures: LayoutFigures;
  ms: number;
  /** Every run gave the same figures. */
  stable: boolean;
}

export interface Row {
  name: string;
  ours: Timed;
  theirs?: Timed;
}

/** Issue 32's targets for our generator. */
const TARGET = {
  pooledDensity: 0.42,
  listDensity: 0.4,
  meanArea: 480,
  longestSide: 24,
  crossingsPerWord: 2.4,
  medianMs: 15,
  largeMs: 500,
};

const HEAD = [
  'list',
  'who',
  'placed',
  'box',
  'area',
  'density',
  'cross/word',
  'pieces',
  'ms',
  'reading order',
];
const WIDTH = [22, 7, 8, 7, 6, 8, 11, 7, 8, 13];

function line(cells: string[]): void {
  say(cells.map((c, i) => (i < 2 ? pad(c, WIDTH[i]!) : lpad(c, WIDTH[i]!))).join(' '));
}

function cells(name: string, who: string, t: Timed): string[] {
  const f = t.figures;
  return [
    name,
    who,
    `${f.placed}/${f.total}`,
    `${f.rows}×${f.cols}`,
    String(f.area),
    f.density.toFixed(3),
    f.crossingsPerWord.toFixed(2),
    String(f.pieces),
    t.ms.toFixed(1),
    f.readingOrder ? 'yes' : 'no',
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** Pooled figures over lists: sums of squares and answers, mean area, median time. */
export function total(runs: readonly Timed[]): Timed & { meanArea: number; inOrder: number } {
  const sum = (pick: (f: LayoutFigures) => number) => runs.reduce((s, r) => s + pick(r.figures), 0);
  const area = sum((f) => f.area);
  const figures: LayoutFigures = {
    placed: sum((f) => f.placed),
    total: sum((f) => f.total),
    rows: Math.max(...runs.map((r) => r.figures.rows)),
    cols: Math.max(...runs.map((r) => r.figures.cols)),
    area,
    letters: sum((f) => f.letters),
    crossings: sum((f) => f.crossings),
    density: sum((f) => f.letters) / area,
    crossingsPerWord: (2 * sum((f) => f.crossings)) / sum((f) => f.placed),
    pieces: sum((f) => f.pieces),
    readingOrder: runs.every((r) => r.figures.readingOrder),
  };
  const inOrder = runs.filter((r) => r.figures.readingOrder).length;
  const stable = runs.every((r) => r.stable);
  return {
    figures,
    ms: median(runs.map((r) => r.ms)),
    stable,
    meanArea: area / runs.length,
    inOrder,
  };
}

export function printTable(rows: readonly Row[]): void {
  line(HEAD);
  for (const row of rows) {
    line(cells(row.name, 'ours', row.ours));
    if (row.theirs) line(cells('', 'clg', row.theirs));
  }
  const sides: ['ours', 'theirs'] = ['ours', 'theirs'];
  for (const who of sides) {
    const runs = rows.map((r) => r[who]).filter((t): t is Timed => t !== undefined);
    if (runs.length === 0) continue;
    const t = total(runs);
    const name = `total (${runs.length} lists)`;
    const c = cells(name, who === 'ours' ? 'ours' : 'clg', t);
    c[3] = `max ${t.figures.rows}×${t.figures.cols}`;
    c[4] = `mean ${t.meanArea.toFixed(0)}`;
    c[8] = `${t.ms.toFixed(1)} med`;
    c[9] = `${t.inOrder}/${runs.length}`;
    line(c);
  }
  say('box: rows×cols; total box: the largest rows and cols; clg: crossword-layout-generator');
}

/** Three decimals rounded down, so a figure just under a target never prints as equal to it. */
const floor3 = (x: number) => (Math.floor(x * 1000) / 1000).toFixed(3);

/** Our figures that miss a target, as readable phrases (none = within targets). */
export function checkTargets(
  rows: readonly Row[],
  large: readonly ({ name: string } & Timed)[],
): string[] {
  const over: string[] = [];
  const t = total(rows.map((r) => r.ours));
  const f = t.figures;
  if (f.placed < f.total) over.push(`placed ${f.placed}/${f.total}`);
  if (f.pieces > rows.length) over.push(`${f.pieces} pieces over ${rows.length} lists`);
  if (f.density < TARGET.pooledDensity)
    over.push(`pooled density ${floor3(f.density)} < ${TARGET.pooledDensity}`);
  for (const row of rows) {
    const d = row.ours.figures.density;
    if (d < TARGET.listDensity)
      over.push(`${row.name} density ${floor3(d)} < ${TARGET.listDensity}`);
    const side = Math.max(row.ours.figures.rows, row.ours.figures.cols);
    if (side > TARGET.longestSide) over.push(`${row.name} side ${side} > ${TARGET.longestSide}`);
  }
  if (t.meanArea > TARGET.meanArea)
    over.push(`mean area ${t.meanArea.toFixed(0)} > ${TARGET.meanArea}`);
  if (f.crossingsPerWord < TARGET.crossingsPerWord) {
    over.push(`crossings per word ${f.crossingsPerWord.toFixed(2)} < ${TARGET.crossingsPerWord}`);
  }
  if (t.ms > TARGET.medianMs) over.push(`median ${t.ms.toFixed(1)} ms > ${TARGET.medianMs} ms`);
  if (t.inOrder < rows.length) over.push(`reading order on ${t.inOrder}/${rows.length} lists`);
  if (!t.stable) over.push('a list gave different layouts on the same seed');
  for (const run of large) {
    if (run.ms > TARGET.largeMs)
      over.push(`${run.name} ${run.ms.toFixed(0)} ms > ${TARGET.largeMs} ms`);
    if (run.figures.placed < run.figures.total)
      over.push(`${run.name} placed ${run.figures.placed}/${run.figures.total}`);
  }
  return over;
}
