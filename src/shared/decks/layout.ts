/**
 * Lays out a study deck's answers as a connected crossword (issue 32): a few seeded beam searches
 * (layout-beam.ts), each keeping the best partial layouts answer by answer within a target box a
 * little larger than a dense layout would need and never larger than `maxSide` a side; the two
 * best layouts by a global score (every answer placed first, then the density of letters in the
 * bounding box and the crossings per answer) are reshaped by taking out the answers on a side or
 * corner of the box and searching them back into a smaller one (layout-lns.ts), and the best is
 * kept. Greedy passes (layout-greedy.ts) run
 * only while no layout has placed every answer. How many searches and passes run is a count fixed
 * by the deck's size and the optional budget, never a clock, so the same cards, seed and maxSide
 * give the same grid on any machine.
 */
import { seededRandom } from '../random.js';
import { ACROSS, letterCodes, type Placement } from './layout-board.js';
import { indexLetters, runPass, type PassPlan, type PassResult } from './layout-greedy.js';
import { reshape, type Valuer } from './layout-lns.js';
import { runBeam, type BeamPlan } from './layout-beam.js';

export interface DeckCard {
  id: string;
  /** Letters A–Z only, 2 or more (the caller normalises a card's answer). */
  answer: string;
}

export interface DeckEntry {
  id: string;
  answer: string;
  row: number;
  col: number;
  dir: 'across' | 'down';
  number: number;
}

export interface DeckLayout {
  rows: number;
  cols: number;
  /** A letter per square, null for a block. */
  grid: (string | null)[][];
  /** Placed answers in clue-number order (across before down on a shared number). */
  entries: DeckEntry[];
  /** Cards that could not join the one connected grid, in input order. */
  left: string[];
}

export interface LayoutOptions {
  seed: number;
  /**
   * Roughly how long the caller can wait, in ms on a typical server (default 10). It only sets
   * how many passes are run, through a fixed cost estimate: a slower machine takes longer, it
   * does not give another grid.
   */
  timeBudgetMs?: number;
  /**
   * The most rows or columns the grid may have (the board it is shown on). Answers that cannot
   * be placed within it are left out rather than given a bigger grid. Unbounded when absent.
   */
  maxSide?: number;
}

/** Estimated cost of one pass in ms per (answer × letter), measured once on a 2-core server; fixed. */
const MS_PER_PASS_UNIT = 0.000034;
const MIN_PASSES = 32;
const MAX_PASSES = 400;

/** How many passes a deck of these answers gets within the budget. */
export function passCount(words: readonly string[], budgetMs: number): number {
  const letters = words.reduce((sum, w) => sum + w.length, 0);
  const unit = Math.max(1, words.length * letters);
  const passes = Math.floor(budgetMs / (MS_PER_PASS_UNIT * unit));
  return Math.max(MIN_PASSES, Math.min(MAX_PASSES, passes));
}

export function layoutDeck(cards: readonly DeckCard[], opts: LayoutOptions): DeckLayout {
  if (cards.length === 0) return { rows: 0, cols: 0, grid: [], entries: [], left: [] };
  const maxSide = Math.max(1, Math.floor(opts.maxSide ?? Number.MAX_SAFE_INTEGER));
  // an answer longer than the bound can never be placed: it is offered to no pass
  const words = cards.map((c) =>
    c.answer.length <= maxSide ? letterCodes(c.answer) : new Uint8Array(0),
  );
  const fitting = words.filter((w) => w.length > 0);
  if (fitting.length === 0) return toLayout(cards, null);
  const rand = seededRandom(opts.seed);
  const passes = passCount(
    cards.map((c) => c.answer),
    opts.timeBudgetMs ?? 10,
  );
  const box = startingBox(fitting);
  const value = valuer(words.length);
  const index = indexLetters(words);
  let kept: { pass: PassResult; value: number }[] = [];
  const allPlaced = () => kept[0]!.pass.placements.length === fitting.length;
  const keep = (pass: PassResult) => {
    kept.push({ pass, value: value(figures(pass)) });
    kept = kept.sort((a, b) => b.value - a.value).slice(0, IMPROVED);
  };
  const beams = beamCount(passes);
  for (let b = 0; b < beams; b++) {
    const area = box.area * (1 + BOX_SPREAD * rand());
    runBeam(words, drawBeam(words, area, box.longest, maxSide, rand), rand).forEach(keep);
  }
  // greedy passes only while no layout places every answer that fits, up to EXTRA_PASSES × passes
  for (let i = 0; i < EXTRA_PASSES * passes && !allPlaced(); i++) {
    const area = box.area * (1 + BOX_SPREAD * rand());
    const plan = drawPass(words, area, box.longest, maxSide, rand);
    keep(runPass(words, plan, rand, index));
  }
  let best = kept[0]!;
  for (const { pass } of kept) {
    const better = reshape(words, pass, value, maxSide);
    const v = value(figures(better));
    if (v > best.value) best = { pass: better, value: v };
  }
  return toLayout(cards, best.pass);
}

/**
 * How many times the budget's pass count the greedy passes may run while no layout places every
 * answer: a tight maxSide can leave one out of most layouts, and a left-out card costs the player
 * more than the time.
 */
const EXTRA_PASSES = 2;

/** A pass's box is the smallest box up to this much larger (a fraction of its area). */
const BOX_SPREAD = 0.4;
/** How far a box's rows / cols may stray from square (a fraction either way). */
const ASPECT_SPREAD = 0.25;
/** Density lost in the final pick per square the box's sides differ by (prefer square grids). */
const SIDE_DIFFERENCE = 0.005;
/** The density the smallest box tries for. */
const HOPED_DENSITY = 0.52;

/** The smallest box tried: the letters' squares at HOPED_DENSITY, about 1.2 crossings per answer. */
function startingBox(words: readonly Uint8Array[]): { area: number; longest: number } {
  const longest = words.reduce((m, w) => Math.max(m, w.length), 0);
  const letters = words.reduce((sum, w) => sum + w.length, 0);
  const squares = Math.max(longest, letters - 1.2 * (words.length - 1));
  return { area: squares / HOPED_DENSITY, longest };
}

/** Draws one pass's order, box shape and weights. */
function drawPass(
  words: readonly Uint8Array[],
  area: number,
  longest: number,
  maxSide: number,
  rand: () => number,
): PassPlan {
  const keys = words.map((w) => w.length + rand() * 4);
  const order = words
    .map((_, i) => i)
    .filter((i) => words[i]!.length > 0)
    .sort((a, b) => keys[b]! - keys[a]! || a - b);
  const aspect = 1 - ASPECT_SPREAD + rand() * 2 * ASPECT_SPREAD;
  let maxRows = Math.max(1, Math.round(Math.sqrt(area * aspect)));
  let maxCols = Math.max(1, Math.round(area / maxRows));
  // the longest answer must fit one way: across, where a one-line deck reads best
  if (Math.max(maxRows, maxCols) < longest) {
    [maxRows, maxCols] = [Math.max(1, Math.round(area / longest)), longest];
  }
  // the box never outgrows the bound, from the first answer on (longest <= maxSide)
  maxRows = Math.min(maxRows, maxSide);
  maxCols = Math.min(maxCols, maxSide);
  return {
    order,
    window: 2 + Math.floor(rand() * 6),
    crossWeight: 4 + rand() * 12,
    growthWeight: 0.05 + rand() * 0.25,
    squareWeight: rand() * 1.5,
    lengthWeight: rand() * 1.5,
    noise: rand() * 2,
    maxRows,
    maxCols,
    looseSide: Math.min(maxSide, Math.max(longest, 2 * Math.max(maxRows, maxCols))),
  };
}

/** Beam searches per greedy pass the budget would run (each costs about 13 passes). */
const PASSES_PER_BEAM = 13;
const BEAM_WIDTH = 16;
const BEAM_BRANCH = 4;

/** How many beam searches a deck gets: a count from its pass count, never a clock. */
export function beamCount(passes: number): number {
  return Math.max(1, Math.round(passes / PASSES_PER_BEAM));
}

/** Draws one beam search's order, target box and weights, as `drawPass` does for a pass. */
function drawBeam(
  words: readonly Uint8Array[],
  area: number,
  longest: number,
  maxSide: number,
  rand: () => number,
): BeamPlan {
  const plan = drawPass(words, area, longest, maxSide, rand);
  return {
    order: plan.order,
    width: BEAM_WIDTH,
    branch: BEAM_BRANCH,
    crossWeight: 1 + 2 * rand(),
    areaWeight: 0.025 + 0.05 * rand(),
    squareWeight: 0.3 * rand(),
    noise: 0.5 * rand(),
    maxRows: plan.maxRows,
    maxCols: plan.maxCols,
    maxSide: plan.looseSide,
  };
}

/** How many of the best layouts get the large-neighbourhood step (layout-lns.ts). */
const IMPROVED = 2;

/**
 * The global score of a layout: each answer placed outweighs any difference in shape; then
 * letter density, crossings per answer and a square box.
 */
function valuer(total: number): Valuer {
  return ({ placed, filled, crossings, rows, cols }) =>
    (placed - total) * 100 +
    filled / (rows * cols) +
    (0.08 * 2 * crossings) / placed -
    SIDE_DIFFERENCE * Math.abs(rows - cols);
}

const figures = ({ board, placements }: PassResult) => ({
  placed: placements.length,
  filled: board.filled,
  crossings: board.crossings,
  rows: board.height,
  cols: board.width,
});

/** The kept pass as a grid from (0, 0) with American numbering in reading order. */
function toLayout(cards: readonly DeckCard[], pass: PassResult | null): DeckLayout {
  if (pass === null)
    return { rows: 0, cols: 0, grid: [], entries: [], left: cards.map((c) => c.id) };
  const { board, placements } = pass;
  const rows = board.height;
  const cols = board.width;
  const grid: (string | null)[][] = Array.from({ length: rows }, () =>
    Array<string | null>(cols).fill(null),
  );
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const code = board.letters[(r + board.minRow) * board.size + c + board.minCol]!;
      if (code !== 0) grid[r]![c] = String.fromCharCode(64 + code);
    }
  }
  const numbers = numberStarts(placements, board.minRow, board.minCol, cols);
  const entries = placements
    .map((p) => toEntry(cards[p.word]!, p, board.minRow, board.minCol, numbers, cols))
    .sort((a, b) => a.number - b.number || (a.dir === 'across' ? -1 : 1));
  const placed = new Set(placements.map((p) => p.word));
  const left = cards.filter((_, i) => !placed.has(i)).map((c) => c.id);
  return { rows, cols, grid, entries, left };
}

/** Clue numbers by square index (row × cols + col): 1, 2, … over the start squares in reading order. */
function numberStarts(
  placements: readonly Placement[],
  top: number,
  left: number,
  cols: number,
): Map<number, number> {
  const starts = [...new Set(placements.map((p) => (p.row - top) * cols + p.col - left))];
  starts.sort((a, b) => a - b);
  return new Map(starts.map((square, i) => [square, i + 1]));
}

function toEntry(
  card: DeckCard,
  p: Placement,
  top: number,
  left: number,
  numbers: Map<number, number>,
  cols: number,
): DeckEntry {
  const row = p.row - top;
  const col = p.col - left;
  const dir = p.dir === ACROSS ? 'across' : 'down';
  return {
    id: card.id,
    answer: card.answer,
    row,
    col,
    dir,
    number: numbers.get(row * cols + col)!,
  };
}
