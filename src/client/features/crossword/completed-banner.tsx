import { rankedTimeText } from './end-modal';
import { CROSSWORD_TEXTS as T } from './texts';
import { formatClock } from '../../ui/play';

/**
 * 'Puzzle Completed in 01:05' over a finished board, with the time that ranks when Check marked
 * squares wrong (docs/product.md#crossword-tools).
 */
export function CompletedBanner({
  activeMs,
  wrongChecks,
}: {
  activeMs: number;
  wrongChecks: number;
}) {
  return (
    <p className="cw-banner" role="status">
      {T.completedIn(formatClock(activeMs))}
      {wrongChecks > 0 ? (
        <span className="cw-banner__penalty">
          {T.rankedTime(rankedTimeText(activeMs, wrongChecks))}
        </span>
      ) : null}
    </p>
  );
}
