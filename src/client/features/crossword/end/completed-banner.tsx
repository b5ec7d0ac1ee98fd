import { rankedTimeText } from './end-outcome';
import { CROSSWORD_TEXTS as T } from '../texts';
import { formatClock } from '../../../ui/play';

/**
 * 'Puzzle Completed in 01:05' over a finished board, with the time that ranks when Check marked
 * squares wrong (docs/product.md#crossword-tools). A solve with any reveal never ranks
 * (docs/product.md#crossword-scoring), so it names no ranked time.
 */
export function CompletedBanner({
  activeMs,
  wrongChecks,
  ranked,
}: {
  activeMs: number;
  wrongChecks: number;
  /** False after any reveal: the result is recorded but not ranked. */
  ranked: boolean;
}) {
  return (
    <p className="cw-banner" role="status">
      {T.completedIn(formatClock(activeMs))}
      {ranked && wrongChecks > 0 ? (
        <span className="cw-banner__penalty">
          {T.rankedTime(rankedTimeText(activeMs, wrongChecks))}
        </span>
      ) : null}
    </p>
  );
}
