import type { DecidedRound } from '../../../../shared/medmatch/play';
import { Button } from '../../../ui';
import { MEDMATCH_TEXTS as T } from '../texts';

/** How a round went; the rounds after the one a run was lost (or left) on were never reached. */
const outcome = (r: DecidedRound, lostAt: number) =>
  r.firstTry
    ? { mark: '✓', text: T.firstTry }
    : r.found
      ? { mark: '≈', text: T.withMistakes }
      : lostAt >= 0 && r.round > lostAt
        ? { mark: '·', text: T.notReached }
        : { mark: '✕', text: T.missed };

const wrongPicks = (r: DecidedRound) => r.picks.filter((t) => t !== r.impostor);

/** One term of a round in review: the odd one out and the player's wrong picks are marked. */
function TermLine({ term, round }: { term: string; round: DecidedRound }) {
  const impostor = term === round.impostor;
  const picked = !impostor && round.picks.includes(term);
  return (
    <li
      className={
        impostor ? 'mm-card__term--impostor' : picked ? 'mm-card__term--picked' : undefined
      }
    >
      {term}
      {impostor ? <span className="mm-card__tag"> · {T.impostor}</span> : null}
      {picked ? (
        <span className="mm-card__tag mm-card__tag--picked">
          {' '}
          · <span aria-hidden="true">✕</span> {T.yourPick}
        </span>
      ) : null}
    </li>
  );
}

/** One round's card: closed, how it went; open, the terms, the picks and the reason. */
function ReviewCard({ round: r, lostAt }: { round: DecidedRound; lostAt: number }) {
  const how = outcome(r, lostAt);
  return (
    <li>
      <details className={`mm-card mm-card--${r.found ? 'found' : 'missed'}`}>
        <summary className="mm-card__summary">
          <span className="mm-card__round">{T.reviewRound(r.round + 1)}</span>
          <span className="mm-card__outcome">
            <span aria-hidden="true">{how.mark}</span> {how.text}
          </span>
        </summary>
        <div className="mm-card__body">
          <ul className="mm-card__terms">
            {r.terms.map((term) => (
              <TermLine key={term} term={term} round={r} />
            ))}
          </ul>
          {wrongPicks(r).length > 0 ? (
            <p className="mm-card__picks">{T.wrongPicks(wrongPicks(r))}</p>
          ) : null}
          <p className="mm-card__category">{T.category(r.category)}</p>
          <p>{r.whyImpostor}</p>
        </div>
      </details>
    </li>
  );
}

/**
 * The review: a card per round; opening one shows the reason and every term, the odd one out marked
 * (docs/product.md#medmatch-end-screens). Native <details>: keyboard and screen readers get it for
 * free.
 */
export function Review({
  rounds,
  onQuiz,
  onBack,
}: {
  rounds: readonly DecidedRound[];
  onQuiz: () => void;
  onBack: () => void;
}) {
  const lostAt = rounds.find((r) => !r.found)?.round ?? -1;
  return (
    <section className="mm-review" aria-labelledby="mm-review-title">
      <h2 id="mm-review-title" className="mm-review__title">
        {T.review}
      </h2>
      <p className="mm-review__intro">{T.reviewIntro}</p>
      <ol className="mm-review__list">
        {rounds.map((r) => (
          <ReviewCard key={r.round} round={r} lostAt={lostAt} />
        ))}
      </ol>
      <div className="mm-review__actions">
        <Button onClick={onQuiz}>{T.toQuiz}</Button>
        <Button variant="secondary" onClick={onBack}>
          {T.backToStart}
        </Button>
      </div>
    </section>
  );
}
