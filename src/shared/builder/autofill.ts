import type { Slot } from '../crossword/grid.js';
import { layoutOfBuilder } from './clues.js';
import type { BuilderGrid } from './grid.js';

/**
 * Autofill (issue 19), pure: fills the empty squares of a builder grid from a scored word list,
 * keeping every letter already placed and never using a word twice. Backtracking on the most
 * constrained word first, with a look-ahead that every crossing word still has a candidate. The
 * caller (a Web Worker) runs it; `shouldStop` lets it cancel, `onProgress` reports.
 */

export interface ScoredWord {
  word: string;
  /** Higher first (our medical answers highest). */
  score: number;
}

export type FillResult =
  | { ok: true; grid: BuilderGrid; steps: number }
  | { ok: false; reason: 'stuck'; slot: Slot | null; steps: number }
  | { ok: false; reason: 'stopped' | 'limit'; steps: number };

/** Words by length, best first, with an index of (position, letter) for pattern matching. */
export class WordIndex {
  private readonly byLength = new Map<number, string[]>();
  private readonly byLetter = new Map<string, Set<string>>();

  constructor(words: readonly ScoredWord[]) {
    const seen = new Set<string>();
    const sorted = [...words]
      .map((w) => ({ word: w.word.toUpperCase(), score: w.score }))
      .filter((w) => /^[A-Z]{2,}$/.test(w.word) && !seen.has(w.word) && seen.add(w.word))
      .sort((a, b) => b.score - a.score);
    for (const { word } of sorted) {
      const list = this.byLength.get(word.length) ?? [];
      list.push(word);
      this.byLength.set(word.length, list);
      for (let i = 0; i < word.length; i++) {
        const key = `${word.length}:${i}:${word[i]}`;
        const set = this.byLetter.get(key) ?? new Set<string>();
        set.add(word);
        this.byLetter.set(key, set);
      }
    }
  }

  has(word: string): boolean {
    return this.byLength.get(word.length)?.includes(word) ?? false;
  }

  /** Words fitting a pattern ('' = any letter), best first. */
  matches(pattern: readonly string[]): string[] {
    const all = this.byLength.get(pattern.length) ?? [];
    const fixed = pattern
      .map((l, i) => (l ? this.byLetter.get(`${pattern.length}:${i}:${l}`) : undefined))
      .filter((s): s is Set<string> => s !== undefined);
    if (pattern.some((l, i) => l && !this.byLetter.has(`${pattern.length}:${i}:${l}`))) return [];
    if (fixed.length === 0) return all;
    fixed.sort((a, b) => a.size - b.size);
    return all.filter((w) => fixed.every((s) => s.has(w)));
  }
}

export interface FillOptions {
  maxSteps?: number;
  shouldStop?: () => boolean;
  onProgress?: (filled: number, total: number) => void;
}

export function autofill(grid: BuilderGrid, index: WordIndex, opts: FillOptions = {}): FillResult {
  const maxSteps = opts.maxSteps ?? 200_000;
  const layout = layoutOfBuilder(grid);
  const slots = [...layout.across, ...layout.down];
  const g = grid.map((row) => [...row]);
  const pattern = (s: Slot) => s.cells.map(([r, c]) => g[r]![c] ?? '');
  const full = (s: Slot) => pattern(s).every(Boolean);
  const used = new Set(slots.filter(full).map((s) => pattern(s).join('')));
  const crossings = new Map<Slot, Slot[]>(
    slots.map((s) => [
      s,
      slots.filter(
        (o) =>
          o !== s && o.cells.some(([r, c]) => s.cells.some(([r2, c2]) => r === r2 && c === c2)),
      ),
    ]),
  );
  let steps = 0;
  let deepestStuck: Slot | null = null;
  let deepest = -1;

  const solve = (depth: number): FillResult | null => {
    if (opts.shouldStop?.()) return { ok: false, reason: 'stopped', steps };
    if (++steps > maxSteps) return { ok: false, reason: 'limit', steps };
    const open = slots.filter((s) => !full(s));
    if (open.length === 0) return { ok: true, grid: g.map((r) => [...r]), steps };
    if (steps % 500 === 0) opts.onProgress?.(slots.length - open.length, slots.length);
    // the most constrained open word
    let best: Slot | null = null;
    let bestCandidates: string[] = [];
    for (const s of open) {
      const c = index.matches(pattern(s)).filter((w) => !used.has(w));
      if (best === null || c.length < bestCandidates.length) {
        best = s;
        bestCandidates = c;
        if (c.length === 0) break;
      }
    }
    if (!best || bestCandidates.length === 0) {
      if (depth > deepest) {
        deepest = depth;
        deepestStuck = best;
      }
      return null;
    }
    // the crossing words still open before this word goes in
    const openCrossings = (crossings.get(best) ?? []).filter((o) => !full(o));
    for (const word of bestCandidates) {
      const before = best.cells.map(([r, c]) => g[r]![c]);
      best.cells.forEach(([r, c], i) => (g[r]![c] = word[i]!));
      used.add(word);
      // crossing words this completes must be words, and new ones
      const completed: string[] = [];
      let viable = true;
      for (const o of openCrossings) {
        const p = pattern(o);
        if (p.every(Boolean)) {
          const w = p.join('');
          if (!index.has(w) || used.has(w) || completed.includes(w)) viable = false;
          else completed.push(w);
        } else if (!index.matches(p).some((w) => !used.has(w))) viable = false;
        if (!viable) break;
      }
      if (viable) {
        completed.forEach((w) => used.add(w));
        const r = solve(depth + 1);
        if (r) return r;
        completed.forEach((w) => used.delete(w));
      }
      used.delete(word);
      best.cells.forEach(([r, c], i) => (g[r]![c] = before[i] ?? ''));
    }
    return null;
  };

  return solve(0) ?? { ok: false, reason: 'stuck', slot: deepestStuck, steps };
}
