import type { Slot } from '../crossword/grid.js';
import { layoutOfBuilder } from './clues.js';
import type { BuilderGrid } from './grid.js';
import {
  countAnd,
  countBits,
  eachBit,
  type Bits,
  type Bucket,
  type WordIndex,
} from './word-index.js';
import { seededRandom } from '../random.js';
import { crossingsOf, propagate, type Crossing } from './propagate.js';

export { WordIndex, type ScoredWord } from './word-index.js';
export { candidatesFor, deadSlots } from './suggest.js';

/**
 * Autofill (issue 19), pure: fills the empty squares of a builder grid from a scored word list,
 * keeping every letter already placed and never using a word twice. A constraint search over the
 * grid's words: each open word keeps the bitset of list words that still fit (its domain); the
 * word with the fewest, weighed by how often it has failed before (dom/wdeg), is filled next,
 * its candidates tried in an order that weighs their score against how many words they leave
 * the crossing words, and a candidate that leaves a crossing word nothing is never placed. Searches that thrash are restarted with a little randomness and a
 * larger budget. The caller (a Web Worker) runs it; `shouldStop` cancels, `onProgress` reports.
 */

export type FillResult =
  | { ok: true; grid: BuilderGrid; steps: number; score: number }
  | {
      ok: false;
      /** stuck: no fill exists; limit: none found in maxSteps; stopped: cancelled. */
      reason: 'stuck' | 'limit' | 'stopped';
      /** The word most often left without a candidate: where the grid is stuck. */
      slot: Slot | null;
      steps: number;
    };

export interface FillOptions {
  /** Most words placed over all attempts before giving up ('limit'). */
  maxSteps?: number;
  shouldStop?: () => boolean;
  /** Called now and then with the words filled in the best attempt so far and the total. */
  onProgress?: (filled: number, total: number) => void;
  /** Seed for the restarts' randomness (a fixed seed gives the same fill). */
  seed?: number;
  /**
   * Whether an answer may sit inside another (NEED in KNEED): false by default, as the content
   * standard asks (docs/product.md#content-standard); a loose fill allows it.
   */
  allowContained?: boolean;
}

interface Word {
  slot: Slot;
  bucket: Bucket | undefined;
  crossings: Crossing[];
  domain: Bits;
  count: number;
  word: string | null;
  /** Per position, the letters (a 26-bit mask) the domain's words have there; null = not known. */
  masks: Uint32Array | null;
  /** Filled by the search (false: its letters were all placed before it began). */
  open: boolean;
  /** Its letters when complete before the search began (for arc consistency). */
  fixed: string | null;
}

/** Domains this small get their letters worked out, to check the squares they share. */
const SMALL = 300;

function masksOf(w: Word): Uint32Array {
  if (w.masks) return w.masks;
  const masks = new Uint32Array(w.slot.length);
  eachBit(w.domain, (i) => {
    const word = w.bucket!.words[i]!;
    for (let p = 0; p < word.length; p++) masks[p]! |= 1 << (word.charCodeAt(p) - 65);
  });
  w.masks = masks;
  return masks;
}

class Stop extends Error {}

/** Candidates weighed at each step: their score and the room they leave the crossing words. */
/** Failed placements before the first restart; each restart allows twice as many. */
const RESTART = 400;
const LOOKAHEAD = 16;
/** How much a candidate's score gives way to the room it leaves its tightest crossing word. */
const ROOM = 4;

const letterBits = (w: Word, pos: number, letter: string) =>
  w.bucket?.letters[pos * 26 + letter.charCodeAt(0) - 65];

function and(a: Bits, b: Bits): Bits {
  const out = new Uint32Array(a.length);
  for (let k = 0; k < a.length; k++) out[k] = a[k]! & b[k]!;
  return out;
}

type Trail = [Word, Bits, number, Uint32Array | null][];

/** The grid's words, each with the list words that fit its pattern; complete ones are placed. */
function wordsOf(grid: BuilderGrid, index: WordIndex): Word[] {
  const layout = layoutOfBuilder(grid);
  const slots = [...layout.across, ...layout.down];
  const crossings = crossingsOf(slots);
  return slots.map((slot, i) => {
    const pattern = slot.cells.map(([r, c]) => grid[r]![c] ?? '');
    const bucket = index.bucket(slot.length);
    const full = pattern.every(Boolean);
    const domain = index.domain(pattern) ?? new Uint32Array(0);
    return {
      slot,
      bucket,
      crossings: crossings[i]!,
      domain,
      count: countBits(domain),
      word: full ? pattern.join('') : null,
      masks: null,
      open: !full,
      fixed: full ? pattern.join('') : null,
    };
  });
}

/** Puts back the crossing domains a placement replaced. */
function undo(trail: Trail) {
  for (let i = trail.length - 1; i >= 0; i--) {
    const [o, domain, count, masks] = trail[i]!;
    o.domain = domain;
    o.count = count;
    o.masks = masks;
  }
}

/** One search over the grid's words, restarted by `autofill` with a larger budget each time. */
class Search {
  steps = 0;
  best = 0;
  rand = seededRandom(1);
  noise = 0;
  budget = 0;
  failures = 0;
  assigned = 0;
  readonly conflicts = new Map<Word, number>();
  /** The list words in the grid: the complete ones and the ones the search placed. */
  readonly used = new Set<string>();
  /** Which search-placed word holds each used word (for the conflict sets). */
  readonly usedBy = new Map<string, Word>();
  readonly open: Word[];
  /** The open words' domains before the search, for the restarts. */
  private readonly start: (readonly [Word, Bits, number, Uint32Array | null])[];

  constructor(
    readonly words: Word[],
    private readonly maxSteps: number,
    private readonly opts: FillOptions,
  ) {
    this.open = words.filter((w) => w.word === null);
    this.start = this.open.map((w) => [w, w.domain, w.count, w.masks] as const);
    for (const w of words) if (w.word) this.used.add(w.word);
  }

  /** Attempt `attempt` (0 first): twice the budget of the one before, randomness after the first. */
  begin(attempt: number) {
    this.budget = RESTART * Math.pow(2, attempt);
    this.failures = 0;
    this.noise = attempt === 0 ? 0 : 1;
    this.rand = seededRandom((this.opts.seed ?? 1) + attempt);
  }

  /** Undoes an attempt that stopped: the open words' domains and the used words as at the start. */
  reset() {
    for (const [w, domain, count, masks] of this.start)
      Object.assign(w, { domain, count, masks, word: null });
    this.used.clear();
    this.usedBy.clear();
    for (const w of this.words) if (w.word) this.used.add(w.word);
    this.assigned = 0;
  }

  /** The search-placed words crossing `o`: the ones that narrowed its domain. */
  placedAcross(o: Word, into: Set<Word>) {
    for (const x of o.crossings) {
      const q = this.words[x.other]!;
      if (q.word !== null && q.open) into.add(q);
    }
  }

  /**
   * Places `word` in `w`; returns the crossing domains it replaced, or null when a crossing word
   * is left without a candidate, adding the placed words to blame for that to `blame`.
   */
  place(w: Word, word: string, blame: Set<Word>): Trail | null {
    const trail: Trail = [];
    for (const x of w.crossings) {
      const o = this.words[x.other]!;
      if (o.word !== null) continue;
      const letters = letterBits(o, x.there, word[x.here]!);
      const domain = letters ? and(o.domain, letters) : new Uint32Array(o.domain.length);
      const count = countBits(domain);
      trail.push([o, o.domain, o.count, o.masks]);
      o.domain = domain;
      o.count = count;
      o.masks = null;
      if (count === 0) return this.fail(trail, blame, o);
      if (count === 1 && this.onlyUsed(o, blame)) return this.fail(trail, blame, o);
    }
    // one step further: a small domain's letters must meet its small crossing words' letters
    for (const x of w.crossings) {
      const o = this.words[x.other]!;
      if (o.word !== null || o.count > SMALL) continue;
      const mo = masksOf(o);
      for (const y of o.crossings) {
        const q = this.words[y.other]!;
        if (q === w || q.word !== null || q.count > SMALL) continue;
        if ((mo[y.here]! & masksOf(q)[y.there]!) === 0) return this.fail(trail, blame, q, o);
      }
    }
    return trail;
  }

  /** A placement failed at `culprits[0]`: counts the conflict, blames, undoes the trail. */
  private fail(trail: Trail, blame: Set<Word>, ...culprits: Word[]): null {
    this.conflicts.set(culprits[0]!, (this.conflicts.get(culprits[0]!) ?? 0) + 1);
    for (const o of culprits) this.placedAcross(o, blame);
    undo(trail);
    return null;
  }

  /** Whether every word left for `o` is already used (blaming the words that used them). */
  onlyUsed(o: Word, blame: Set<Word>) {
    let free = false;
    eachBit(o.domain, (i) => {
      const word = o.bucket!.words[i]!;
      free = !this.used.has(word);
      const by = this.usedBy.get(word);
      if (!free && by) blame.add(by);
      return !free;
    });
    return !free;
  }

  /**
   * Up to LOOKAHEAD candidates for `w` not yet tried, ordered by score and the room they leave
   * their crossing words; the placed words that ruled others out are added to `blame`.
   */
  candidates(w: Word, tried: Set<string>, blame: Set<Word>) {
    const list: { word: string; rank: number }[] = [];
    let more = false;
    eachBit(w.domain, (i) => {
      const word = w.bucket!.words[i]!;
      if (tried.has(word)) return true;
      if (this.used.has(word) || this.clashes(word, blame)) {
        const by = this.usedBy.get(word);
        if (by) blame.add(by);
        return true;
      }
      if (list.length === LOOKAHEAD) {
        more = true;
        return false;
      }
      tried.add(word);
      const room = this.roomLeft(w, word, blame);
      if (room === 0) return true;
      const score = w.bucket!.scores[i]!;
      const rank =
        score + ROOM * Math.log2(Math.min(room, 1024) + 1) + this.noise * this.rand() * 20;
      list.push({ word, rank });
      return true;
    });
    list.sort((a, b) => b.rank - a.rank);
    return { list: list.map((c) => c.word), more };
  }

  /**
   * Whether `word` would sit inside a word in the grid or hold one (NEED, KNEED), blaming the
   * search-placed word it clashes with; never when the fill allows it.
   */
  private clashes(word: string, blame: Set<Word>): boolean {
    if (this.opts.allowContained) return false;
    for (const u of this.used)
      if (u.length !== word.length && (u.includes(word) || word.includes(u))) {
        const by = this.usedBy.get(u);
        if (by) blame.add(by);
        return true;
      }
    return false;
  }

  /**
   * The fewest words `word` in `w` leaves an open crossing word (Infinity when none is open);
   * 0 when it leaves one nothing, blaming the words placed across that one.
   */
  private roomLeft(w: Word, word: string, blame: Set<Word>): number {
    let room = Infinity;
    for (const x of w.crossings) {
      const o = this.words[x.other]!;
      if (o.word !== null) continue;
      const letters = letterBits(o, x.there, word[x.here]!);
      const n = letters ? countAnd(o.domain, letters) : 0;
      if (n === 0) {
        this.placedAcross(o, blame);
        return 0;
      }
      room = Math.min(room, n);
    }
    return room;
  }

  /**
   * Fills the most constrained open word (fewest candidates for the failures it has seen), then the rest; true when the grid is full, else the
   * placed words to blame (conflict-directed backjumping: a failure none of whose culprits is
   * the word placed here goes straight back past it).
   */
  solve(): true | Set<Word> {
    let w: Word | null = null;
    let best = Infinity;
    for (const o of this.open)
      if (o.word === null) {
        // dom/wdeg: few candidates, weighed by the word's failures (kept across restarts)
        const v = o.count / (1 + (this.conflicts.get(o) ?? 0));
        if (v < best) {
          best = v;
          w = o;
        }
      }
    if (w === null) return true;
    const blame = new Set<Word>();
    this.placedAcross(w, blame);
    if (w.count === 0) return blame;
    const tried = new Set<string>();
    for (;;) {
      const { list, more } = this.candidates(w, tried, blame);
      for (const word of list) {
        this.step();
        const trail = this.place(w, word, blame);
        if (!trail) continue;
        const below = this.solveWith(w, word, trail);
        if (below === true) return true;
        if (++this.failures > this.budget) throw new Stop('restart');
        if (!below.has(w)) return below;
        for (const q of below) if (q !== w) blame.add(q);
      }
      if (!more) {
        this.conflicts.set(w, (this.conflicts.get(w) ?? 0) + 1);
        blame.delete(w);
        return blame;
      }
    }
  }

  /** Counts a step: stops past maxSteps or when asked to, and reports progress now and then. */
  private step() {
    if (++this.steps > this.maxSteps) throw new Stop('limit');
    if (this.steps === 1 || (this.steps & 255) === 0) {
      if (this.opts.shouldStop?.()) throw new Stop('stopped');
      this.opts.onProgress?.(Math.max(this.best, this.assigned), this.open.length);
    }
  }

  /** Solves the rest with `word` placed in `w`; takes it out again unless the grid filled. */
  private solveWith(w: Word, word: string, trail: Trail): true | Set<Word> {
    w.word = word;
    this.used.add(word);
    this.usedBy.set(word, w);
    this.best = Math.max(this.best, ++this.assigned);
    const below = this.solve();
    if (below === true) return true;
    this.assigned--;
    this.used.delete(word);
    this.usedBy.delete(word);
    w.word = null;
    undo(trail);
    return below;
  }
}

/** The grid with every word filled in, and their average score. */
function filled(grid: BuilderGrid, index: WordIndex, search: Search): FillResult {
  const out = grid.map((row) => [...row]);
  let total = 0;
  for (const w of search.words) {
    w.slot.cells.forEach(([r, c], i) => (out[r]![c] = w.word![i]!));
    total += index.score(w.word!) ?? 0;
  }
  const score = search.words.length ? total / search.words.length : 0;
  return { ok: true, grid: out, steps: search.steps, score };
}

export function autofill(grid: BuilderGrid, index: WordIndex, opts: FillOptions = {}): FillResult {
  const words = wordsOf(grid, index);
  const blank = words.find((w) => w.word === null && w.count === 0);
  if (blank) return { ok: false, reason: 'stuck', slot: blank.slot, steps: 0 };
  // words that can never agree with a crossing go before the search starts
  const dead = propagate(words);
  if (dead >= 0) return { ok: false, reason: 'stuck', slot: words[dead]!.slot, steps: 0 };

  const search = new Search(words, opts.maxSteps ?? 2_000_000, opts);
  for (let attempt = 0; ; attempt++) {
    search.begin(attempt);
    try {
      if (search.solve() === true) return filled(grid, index, search);
      // the whole tree was searched: no fill exists
      const slot = mostConflicted(search.conflicts);
      return { ok: false, reason: 'stuck', slot, steps: search.steps };
    } catch (e) {
      if (!(e instanceof Stop)) throw e;
      search.reset();
      if (e.message === 'stopped' || e.message === 'limit')
        return {
          ok: false,
          reason: e.message,
          slot: mostConflicted(search.conflicts),
          steps: search.steps,
        };
    }
  }
}

function mostConflicted(conflicts: Map<Word, number>): Slot | null {
  let top: Word | null = null;
  for (const [w, n] of conflicts) if (top === null || n > conflicts.get(top)!) top = w;
  return top?.slot ?? null;
}
