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
 * word with the fewest is filled next, its candidates tried in an order that weighs their score
 * against how many words they leave the crossing words, and a candidate that leaves a crossing
 * word nothing is never placed. Searches that thrash are restarted with a little randomness and a
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

export function autofill(grid: BuilderGrid, index: WordIndex, opts: FillOptions = {}): FillResult {
  const maxSteps = opts.maxSteps ?? 2_000_000;
  const layout = layoutOfBuilder(grid);
  const slots = [...layout.across, ...layout.down];
  const crossings = crossingsOf(slots);
  const used = new Set<string>();
  const words: Word[] = slots.map((slot, i) => {
    const pattern = slot.cells.map(([r, c]) => grid[r]![c] ?? '');
    const bucket = index.bucket(slot.length);
    const full = pattern.every(Boolean);
    if (full) used.add(pattern.join(''));
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
  const open = words.filter((w) => w.word === null);
  const conflicts = new Map<Word, number>();
  const blank = open.find((w) => w.count === 0);
  if (blank) return { ok: false, reason: 'stuck', slot: blank.slot, steps: 0 };
  // words that can never agree with a crossing go before the search starts
  const dead = propagate(words);
  if (dead >= 0) return { ok: false, reason: 'stuck', slot: words[dead]!.slot, steps: 0 };

  let steps = 0;
  let best = 0;
  let rand = seededRandom(opts.seed ?? 1);
  let noise = 0;
  let budget = 0;
  let failures = 0;
  let assigned = 0;

  /** Which search-placed word holds each used word (for the conflict sets). */
  const usedBy = new Map<string, Word>();
  /** The search-placed words crossing `o`: the ones that narrowed its domain. */
  const placedAcross = (o: Word, into: Set<Word>) => {
    for (const x of o.crossings) {
      const q = words[x.other]!;
      if (q.word !== null && q.open) into.add(q);
    }
  };

  /**
   * Places `word` in `w`; returns the crossing domains it replaced, or null when a crossing word
   * is left without a candidate, adding the placed words to blame for that to `blame`.
   */
  type Trail = [Word, Bits, number, Uint32Array | null][];
  const place = (w: Word, word: string, blame: Set<Word>): Trail | null => {
    const trail: Trail = [];
    const fail = (...culprits: Word[]) => {
      conflicts.set(culprits[0]!, (conflicts.get(culprits[0]!) ?? 0) + 1);
      for (const o of culprits) placedAcross(o, blame);
      undo(trail);
      return null;
    };
    for (const x of w.crossings) {
      const o = words[x.other]!;
      if (o.word !== null) continue;
      const letters = letterBits(o, x.there, word[x.here]!);
      const domain = letters ? and(o.domain, letters) : new Uint32Array(o.domain.length);
      const count = countBits(domain);
      trail.push([o, o.domain, o.count, o.masks]);
      o.domain = domain;
      o.count = count;
      o.masks = null;
      if (count === 0) return fail(o);
      if (count === 1 && onlyUsed(o, blame)) return fail(o);
    }
    // one step further: a small domain's letters must meet its small crossing words' letters
    for (const x of w.crossings) {
      const o = words[x.other]!;
      if (o.word !== null || o.count > SMALL) continue;
      const mo = masksOf(o);
      for (const y of o.crossings) {
        const q = words[y.other]!;
        if (q === w || q.word !== null || q.count > SMALL) continue;
        if ((mo[y.here]! & masksOf(q)[y.there]!) === 0) return fail(q, o);
      }
    }
    return trail;
  };
  const undo = (trail: Trail) => {
    for (let i = trail.length - 1; i >= 0; i--) {
      const [o, domain, count, masks] = trail[i]!;
      o.domain = domain;
      o.count = count;
      o.masks = masks;
    }
  };
  /** Whether every word left for `o` is already used (blaming the words that used them). */
  const onlyUsed = (o: Word, blame: Set<Word>) => {
    let free = false;
    eachBit(o.domain, (i) => {
      const word = o.bucket!.words[i]!;
      free = !used.has(word);
      const by = usedBy.get(word);
      if (!free && by) blame.add(by);
      return !free;
    });
    return !free;
  };

  /**
   * Up to LOOKAHEAD candidates for `w` not yet tried, ordered by score and the room they leave
   * their crossing words; the placed words that ruled others out are added to `blame`.
   */
  const candidates = (w: Word, tried: Set<string>, blame: Set<Word>) => {
    const list: { word: string; rank: number }[] = [];
    let more = false;
    eachBit(w.domain, (i) => {
      const word = w.bucket!.words[i]!;
      if (tried.has(word)) return true;
      if (used.has(word)) {
        const by = usedBy.get(word);
        if (by) blame.add(by);
        return true;
      }
      if (list.length === LOOKAHEAD) {
        more = true;
        return false;
      }
      tried.add(word);
      let room = Infinity;
      for (const x of w.crossings) {
        const o = words[x.other]!;
        if (o.word !== null) continue;
        const letters = letterBits(o, x.there, word[x.here]!);
        const n = letters ? countAnd(o.domain, letters) : 0;
        if (n === 0) {
          placedAcross(o, blame);
          return true;
        }
        room = Math.min(room, n);
      }
      const score = w.bucket!.scores[i]!;
      const rank = score + ROOM * Math.log2(Math.min(room, 1024) + 1) + noise * rand() * 20;
      list.push({ word, rank });
      return true;
    });
    list.sort((a, b) => b.rank - a.rank);
    return { list: list.map((c) => c.word), more };
  };

  /**
   * Fills the most constrained open word, then the rest; true when the grid is full, else the
   * placed words to blame (conflict-directed backjumping: a failure none of whose culprits is
   * the word placed here goes straight back past it).
   */
  const solve = (): true | Set<Word> => {
    let w: Word | null = null;
    for (const o of open) if (o.word === null && (w === null || o.count < w.count)) w = o;
    if (w === null) return true;
    const blame = new Set<Word>();
    placedAcross(w, blame);
    if (w.count === 0) return blame;
    const tried = new Set<string>();
    for (;;) {
      const { list, more } = candidates(w, tried, blame);
      for (const word of list) {
        if (++steps > maxSteps) throw new Stop('limit');
        if (steps === 1 || (steps & 255) === 0) {
          if (opts.shouldStop?.()) throw new Stop('stopped');
          opts.onProgress?.(Math.max(best, assigned), open.length);
        }
        const trail = place(w, word, blame);
        if (!trail) continue;
        w.word = word;
        used.add(word);
        usedBy.set(word, w);
        best = Math.max(best, ++assigned);
        const below = solve();
        if (below === true) return true;
        assigned--;
        used.delete(word);
        usedBy.delete(word);
        w.word = null;
        undo(trail);
        if (++failures > budget) throw new Stop('restart');
        if (!below.has(w)) return below;
        for (const q of below) if (q !== w) blame.add(q);
      }
      if (!more) {
        conflicts.set(w, (conflicts.get(w) ?? 0) + 1);
        blame.delete(w);
        return blame;
      }
    }
  };

  const start = open.map((w) => [w, w.domain, w.count, w.masks] as const);
  for (let attempt = 0; ; attempt++) {
    budget = RESTART * Math.pow(2, attempt);
    failures = 0;
    noise = attempt === 0 ? 0 : 1;
    rand = seededRandom((opts.seed ?? 1) + attempt);
    try {
      if (solve() === true) {
        const out = grid.map((row) => [...row]);
        let total = 0;
        for (const w of words) {
          w.slot.cells.forEach(([r, c], i) => (out[r]![c] = w.word![i]!));
          total += index.score(w.word!) ?? 0;
        }
        return { ok: true, grid: out, steps, score: words.length ? total / words.length : 0 };
      }
      // the whole tree was searched: no fill exists
      return { ok: false, reason: 'stuck', slot: mostConflicted(conflicts), steps };
    } catch (e) {
      if (!(e instanceof Stop)) throw e;
      for (const [w, domain, count, masks] of start)
        Object.assign(w, { domain, count, masks, word: null });
      used.clear();
      usedBy.clear();
      for (const w of words) if (w.word) used.add(w.word);
      assigned = 0;
      if (e.message === 'stopped' || e.message === 'limit')
        return { ok: false, reason: e.message, slot: mostConflicted(conflicts), steps };
    }
  }
}

function mostConflicted(conflicts: Map<Word, number>): Slot | null {
  let top: Word | null = null;
  for (const [w, n] of conflicts) if (top === null || n > conflicts.get(top)!) top = w;
  return top?.slot ?? null;
}
