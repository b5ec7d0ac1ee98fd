import type { DecidedRound } from '../../../shared/medmatch/play';
import { Button } from '../../ui';
import { MEDMATCH_TEXTS as T } from './texts';

const outcome = (r: DecidedRound) =>
  r.firstTry ? T.firstTry : r.found ? T.withMistakes : T.missed;

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
  return (
    <section className="mm-review" aria-labelledby="mm-review-title">
      <h2 id="mm-review-title" className="mm-review__title">
        {T.review}
      </h2>
      <p className="mm-review__intro">{T.reviewIntro}</p>
      <ol className="mm-review__list">
        {rounds.map((r) => (
          <li key={r.round}>
            <details className={`mm-card mm-card--${r.found ? 'found' : 'missed'}`}>
              <summary className="mm-card__summary">
                <span className="mm-card__round">{T.reviewRound(r.round + 1)}</span>
                <span className="mm-card__outcome">
                  <span aria-hidden="true">{r.firstTry ? '✓' : r.found ? '≈' : '✕'}</span>{' '}
                  {outcome(r)}
                </span>
              </summary>
              <div className="mm-card__body">
                <ul className="mm-card__terms">
                  {r.terms.map((term) => (
                    <li
                      key={term}
                      className={term === r.impostor ? 'mm-card__term--impostor' : undefined}
                    >
                      {term}
                      {term === r.impostor ? (
                        <span className="mm-card__tag"> · {T.impostor}</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
                <p className="mm-card__category">{T.category(r.category)}</p>
                <p>{r.whyImpostor}</p>
              </div>
            </details>
          </li>
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
