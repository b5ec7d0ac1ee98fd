import type { CrosswordType } from './schema.js';
import { SIZE_LIMITS } from './schema.js';

/** The two crossword games. */
export const CROSSWORD_TYPES: readonly CrosswordType[] = ['mini', 'medical'];

/** Whether a game (or an upload's kind) is one of the crosswords. */
export function isCrosswordType(kind: string): kind is CrosswordType {
  return (CROSSWORD_TYPES as readonly string[]).includes(kind);
}

/** A crossword type read from untrusted data (a builder draft, a handed-over JSON): Mini unless it says Medical. */
export function crosswordTypeOf(value: unknown): CrosswordType {
  return value === 'medical' ? 'medical' : 'mini';
}

/** The crossword a grid of this many rows fits: the Mini up to its largest size, else the Medical. */
export function crosswordTypeFor(rows: number): CrosswordType {
  return rows > SIZE_LIMITS.mini.max ? 'medical' : 'mini';
}
