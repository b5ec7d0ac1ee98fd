import { LIVES, SCORE_MULTIPLIER, type Difficulty } from './schema-constants.js';
import { seededRandom } from '../random.js';

/**
 * MedMatch's rules (spec 03 §4 "MedMatch", §9; DECISIONS "Word games"), pure: lives, the score,
 * who may rank, and the order the terms are shown in.
 */

export const livesFor = (difficulty: Difficulty | undefined) => LIVES[difficulty ?? 'medium'];

/**
 * Score = ceil(max(0, (1000 − 2/second − 25/wrong pick) × multiplier) + 50 per life left).
 * The spec's example: a hard run (1 life) in 140 s with no wrong pick scores 1130.
 */
export function medmatchScore(
  seconds: number,
  wrongPicks: number,
  livesLeft: number,
  difficulty: Difficulty,
): number {
  const base = Math.max(
    0,
    (1000 - 2 * Math.max(0, seconds) - 25 * wrongPicks) * SCORE_MULTIPLIER[difficulty],
  );
  return Math.ceil(base + 50 * Math.max(0, livesLeft));
}

/** Ranked only when every round was done with a life left and the player did not leave. */
export function isEligible(completed: boolean, livesLeft: number, exited: boolean): boolean {
  return completed && livesLeft > 0 && !exited;
}

/** A 32-bit FNV-1a hash of a text: the seed of a puzzle's term order. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The order a round's terms are shown in: shuffled (Fisher–Yates) from a seed made of the
 * puzzle's date and the round's terms, so every player sees the same order, a reload shows it
 * again, and it never follows the stored order (which could give the impostor's place away).
 */
export function termOrder(terms: readonly string[], seed: string): string[] {
  const next = seededRandom(hash(`${seed}|${terms.join('|')}`));
  const out = [...terms];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as string, out[i] as string];
  }
  // a shuffle can land on the stored order: turn it once more
  if (out.every((t, i) => t === terms[i]) && out.length > 1) out.push(out.shift() as string);
  return out;
}
