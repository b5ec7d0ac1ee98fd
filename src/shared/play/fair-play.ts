/**
 * Fair play across the games (DECISIONS "Fair play"), one rule for server and client:
 * - Check is allowed and ranked, at a cost: every square Check marks incorrect adds
 *   CHECK_PENALTY_SECONDS to the ranked time, shown as '1:05 (+0:30)'.
 * - A result faster than a person could enter it (under MIN_MS_PER_INPUT per letter or action) is
 *   stored but held off the leaderboards, 'under review', until an admin accepts it.
 */
export const CHECK_PENALTY_SECONDS = 10;
export const MIN_MS_PER_INPUT = 250;

/** Where a flagged result stands: held (pending), or decided by an admin. */
export const REVIEW_STATES = ['pending', 'accepted', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export function checkPenaltySeconds(wrongChecks: number): number {
  return Math.max(0, Math.floor(wrongChecks)) * CHECK_PENALTY_SECONDS;
}

/** The least active time in which `inputs` letters or actions can be entered by a person. */
export function minimumPlausibleMs(inputs: number): number {
  return Math.max(0, Math.floor(inputs)) * MIN_MS_PER_INPUT;
}

/** Whether a play of `activeMs` with `inputs` letters or actions is faster than a person. */
export function isImplausiblyFast(activeMs: number, inputs: number): boolean {
  return inputs > 0 && activeMs < minimumPlausibleMs(inputs);
}
