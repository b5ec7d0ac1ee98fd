/**
 * The autofill's word list (issue 19), pure: scored words grouped by length, best first, with one
 * bitset per (length, position, letter) so a pattern's candidates are the AND of a few bitsets.
 * A bitset is a Uint32Array over the words of one length, bit i = the i-th best word.
 */

export interface ScoredWord {
  word: string;
  /** 0–100, higher first (our own medical answers highest). */
  score: number;
}

export type Bits = Uint32Array;

const A = 65;

/** Words of one length, best first, and their letter bitsets. */
export interface Bucket {
  readonly words: readonly string[];
  readonly scores: Float32Array;
  /** letters[pos * 26 + letter]: the words with that letter at that position. */
  readonly letters: readonly Bits[];
  readonly size: number;
}

export const bitsFor = (n: number): Bits => new Uint32Array((n + 31) >>> 5);

export function fillBits(bits: Bits, n: number): Bits {
  bits.fill(0xffffffff);
  const rest = n & 31;
  if (rest) bits[bits.length - 1] = (1 << rest) - 1;
  return bits;
}

export function countBits(bits: Bits): number {
  let total = 0;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return total;
}

/** The number of bits set in both. */
export function countAnd(a: Bits, b: Bits): number {
  let n = 0;
  for (let k = 0; k < a.length; k++) {
    let v = a[k]! & b[k]!;
    if (v === 0) continue;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}

/** Calls `visit` with each set bit's index, lowest (best word) first, until it returns false. */
export function eachBit(bits: Bits, visit: (i: number) => boolean | void): void {
  for (let k = 0; k < bits.length; k++) {
    let v = bits[k]!;
    while (v !== 0) {
      const low = v & -v;
      const i = (k << 5) + (31 - Math.clz32(low));
      if (visit(i) === false) return;
      v ^= low;
    }
  }
}

export class WordIndex {
  private readonly buckets = new Map<number, Bucket>();
  private readonly scoreOf = new Map<string, number>();
  private readonly position = new Map<string, number>();

  constructor(words: readonly ScoredWord[]) {
    const byLength = new Map<number, ScoredWord[]>();
    for (const w of words) {
      const word = w.word.toUpperCase();
      if (!/^[A-Z]{2,25}$/.test(word)) continue;
      const known = this.scoreOf.get(word);
      if (known !== undefined && known >= w.score) continue;
      this.scoreOf.set(word, w.score);
    }
    for (const [word, score] of this.scoreOf) {
      const list = byLength.get(word.length) ?? [];
      list.push({ word, score });
      byLength.set(word.length, list);
    }
    for (const [length, list] of byLength) {
      list.sort((a, b) => b.score - a.score || (a.word < b.word ? -1 : 1));
      const letters = Array.from({ length: length * 26 }, () => bitsFor(list.length));
      const scores = new Float32Array(list.length);
      list.forEach(({ word, score }, i) => {
        scores[i] = score;
        this.position.set(word, i);
        for (let p = 0; p < length; p++)
          letters[p * 26 + word.charCodeAt(p) - A]![i >>> 5]! |= 1 << (i & 31);
      });
      this.buckets.set(length, {
        words: list.map((w) => w.word),
        scores,
        letters,
        size: list.length,
      });
    }
  }

  bucket(length: number): Bucket | undefined {
    return this.buckets.get(length);
  }

  get size(): number {
    return this.scoreOf.size;
  }

  has(word: string): boolean {
    return this.scoreOf.has(word);
  }

  score(word: string): number | undefined {
    return this.scoreOf.get(word);
  }

  /** The word's bit in its length's bitsets. */
  indexOf(word: string): number | undefined {
    return this.position.get(word);
  }

  /** The bitset of words fitting a pattern ('' = any letter); null when no word has the length. */
  domain(pattern: readonly string[]): Bits | null {
    const b = this.buckets.get(pattern.length);
    if (!b) return null;
    const bits = fillBits(bitsFor(b.size), b.size);
    pattern.forEach((letter, p) => {
      if (!letter) return;
      const code = letter.charCodeAt(0) - A;
      const set = code >= 0 && code < 26 ? b.letters[p * 26 + code]! : null;
      for (let k = 0; k < bits.length; k++) bits[k]! &= set ? set[k]! : 0;
    });
    return bits;
  }

  /** Words fitting a pattern ('' = any letter), best first. */
  matches(pattern: readonly string[], limit = Infinity): string[] {
    const b = this.buckets.get(pattern.length);
    const bits = this.domain(pattern);
    const out: string[] = [];
    if (!b || !bits) return out;
    eachBit(bits, (i) => {
      out.push(b.words[i]!);
      return out.length < limit;
    });
    return out;
  }
}
