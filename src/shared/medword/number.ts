import { dayNumber } from '../play/dates.js';

/**
 * MedWord's day number, shared as 'MedGrid MedWord #61' (docs/product.md#share-text): MedWord #1
 * is the puzzle of MEDWORD_DAY_ONE, and each calendar day after it adds one, whether or not a
 * word was published that day. It depends on the puzzle's date alone, so a day's number never
 * changes: not when an admin adds or replaces a word, nor from one install or player to another.
 */
export const MEDWORD_DAY_ONE = '2026-01-01';

/** The number of the MedWord dated `date` ('yyyy-MM-dd'), or null before day one or for no date. */
export function medwordNumber(date: string): number | null {
  const day = dayNumber(date);
  const first = dayNumber(MEDWORD_DAY_ONE) as number;
  if (day === null || day < first) return null;
  return day - first + 1;
}
