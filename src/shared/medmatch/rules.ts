import { LIVES, SCORE_MULTIPLIER, type Difficulty } from './schema-constants.js';
import { seededRandom } from '../random.js';

/**
 * MedMatch's rules (docs/product.md#medmatch-rules, docs/product.md#medmatch-scoring), pure: lives,
 * the score, who may rank, and the order the terms are shown in.
 */

export const livesFor = (difficulty: Difficulty | undefined) => LIVES[difficulty ?? 'medium'];

/**
 * Score = ceil(max(0, (1000 − 2/second − 25/wrong pick) × multiplier) + 50 per life left). The
 * example of docs/product.md#medmatch-scoring: a hard run (1 life) in 140 s with no wrong pick
 * scores 1130.
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

/**
 * The order a round's terms (or a quiz question's options) are shown in: sorted, then shuffled
 * (Fisher–Yates) from `seed`. The stored order plays no part, so however a file or an upload
 * lists them it gives nothing away; the seed comes from a key the browser never sees (the
 * server's, docs/decisions/019-medmatch-order.md), so the order cannot be worked out from what is
 * public. Every order is possible, the sorted and the stored one included: ruling one out would
 * tell a player something.
 */
export function termOrder(terms: readonly string[], seed: number): string[] {
  const next = seededRandom(seed);
  const out = [...terms].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as string, out[i] as string];
  }
  return out;
}

/**
 * The share picture (docs/product.md#share-text): one square per round — green found on the first
 * pick, yellow found after a wrong pick, red the round the run was lost (or left) on, white the
 * rounds it never reached. Never a term.
 */
export function roundSquares(rounds: readonly { found: boolean; firstTry: boolean }[]): string {
  const lostAt = rounds.findIndex((r) => !r.found);
  return rounds
    .map((r, i) => (r.firstTry ? '🟩' : r.found ? '🟨' : i === lostAt ? '🟥' : '⬜'))
    .join('');
}
