import { WordIndex, type ScoredWord } from './word-index.js';

/**
 * The quality a fill meets (issue 29; docs/product.md#content-standard): by default the
 * builder's autofill and `npm run bench:autofill` fill from the same words, those scored at least
 * FILL_FLOOR (common English, standard abbreviations, WordNet phrases of common words, our
 * medical terms), and place no answer inside another (NEED in KNEED). Below the floor are the
 * obscure words (SCOWL's rarest, 25) and the rare ones our editors or the dictionaries mark (20:
 * AGGADA, QUAGGA, ESNE). A looser fill, from every word and with answers inside others allowed, is
 * the admin's explicit choice.
 */

export type FillQuality = 'standard' | 'loose';

export const DEFAULT_FILL_QUALITY: FillQuality = 'standard';

/** The lowest word score a standard fill uses: above the obscure (25) and rare (20) tiers. */
export const FILL_FLOOR = 30;

/** The words a fill of this quality may use. */
export function fillWords(
  words: readonly ScoredWord[],
  quality: FillQuality = DEFAULT_FILL_QUALITY,
): ScoredWord[] {
  const floor = quality === 'standard' ? FILL_FLOOR : 0;
  return words.filter((w) => w.score >= floor);
}

/** The index a fill of this quality searches. */
export const fillIndex = (
  words: readonly ScoredWord[],
  quality: FillQuality = DEFAULT_FILL_QUALITY,
): WordIndex => new WordIndex(fillWords(words, quality));

/** The autofill options of this quality: a loose fill may place an answer inside another. */
export const fillOptions = (quality: FillQuality = DEFAULT_FILL_QUALITY) => ({
  allowContained: quality === 'loose',
});
