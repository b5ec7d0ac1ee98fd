import type { CSSProperties } from 'react';
import type { GuessDistribution as Distribution } from '../../../shared/play/stats';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The shortest bar, so a row with one solve among many is still seen (percent of the row). */
const MIN_BAR = 7;

const LABELS = {
  guesses: { heading: 'Guess distribution', one: 'guess', many: 'guesses' },
  clues: { heading: 'Clues used', one: 'clue', many: 'clues' },
  lives: { heading: 'Lives left', one: 'life', many: 'lives' },
} as const;

/**
 * A guessing game's solves by number of guesses (MedWord) or clues (Medle), one bar per count,
 * today's solve highlighted.
 * The bars are drawn only; each row's text says the same for screen readers.
 */
export function GuessDistribution({
  distribution,
  headingId,
}: {
  distribution: Distribution;
  headingId: string;
}) {
  const most = Math.max(1, ...distribution.counts);
  const label = LABELS[distribution.measure];
  return (
    <section className="stats-dist" aria-labelledby={headingId}>
      <h3 id={headingId} className="stats__heading">
        {label.heading}
      </h3>
      <ol className="stats-dist__rows">
        {distribution.counts.map((n, i) => {
          const guesses = i + 1;
          const today = distribution.today === guesses;
          return (
            <li
              key={guesses}
              className={`stats-dist__row${today ? ' stats-dist__row--today' : ''}`}
              style={{ '--bar': `${Math.max(MIN_BAR, (n / most) * 100)}%` } as CSSProperties}
            >
              <span className="stats-dist__guesses" aria-hidden="true">
                {guesses}
              </span>
              <span className="stats-dist__bar" aria-hidden="true">
                {n}
              </span>
              <span className="visually-hidden">
                {`${count(guesses, label.one, label.many)}: ${count(n, 'solve', 'solves')}${today ? ', including today' : ''}`}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
