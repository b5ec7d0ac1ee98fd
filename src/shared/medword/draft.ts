import { WORD_LENGTH } from './schema-constants.js';

/*
 * The row a player is typing (docs/product.md#medword-rules): it stays in the browser until Enter,
 * except that it rides with a pause, so the server counts those letters as typed before the pause.
 * A guess after Continue then needs time only for what is left to type (fair-play.ts), not for
 * the whole row again: a player who opens Help with a full row and presses Enter once it closes is
 * not held for review.
 */

/** A draft: up to a word's letters, A–Z (the browser upper-cases what is typed). */
export const DRAFT_PATTERN = new RegExp(`^[A-Z]{0,${WORD_LENGTH}}$`);

/** How many letters of `draft` are typed over by `next` (a new draft, or the guess sent). */
export function typedOver(draft: string, next: string): number {
  let kept = 0;
  while (kept < draft.length && draft[kept] === next[kept]) kept += 1;
  return draft.length - kept;
}
