import { holdReasonText, type HoldReason, type ReviewState } from '../../../shared/play/fair-play';

/**
 * What a recorded result held for review tells the player, with the reason the server gave
 * (docs/decisions/017), or null when it is not held: every game's end screen shows the same.
 */
export function reviewNotice(
  review: ReviewState | null | undefined,
  reason: HoldReason | null | undefined,
): string | null {
  if (review === 'pending')
    return `Your result is under review, so it is not on the leaderboard yet: ${
      reason ? holdReasonText(reason) : 'it was faster than we can verify.'
    } It joins the leaderboard once an admin has checked it.`;
  if (review === 'rejected') return 'Your result was reviewed and is not on the leaderboard.';
  return null;
}
