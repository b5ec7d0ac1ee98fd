import type { MedleGuess } from '../../../shared/medle/play';
import { MEDLE_TEXTS as T } from './texts';

/** The clues out so far, as numbered cards; the newest one is marked for the eye. */
export function MedleClues({ clues, concealed }: { clues: readonly string[]; concealed: boolean }) {
  return (
    <section className={`ml-clues${concealed ? ' ml-clues--concealed' : ''}`} aria-label={T.clues}>
      <ol className="ml-clues__list" inert={concealed} aria-hidden={concealed || undefined}>
        {clues.map((clue, i) => (
          <li key={i} className={`ml-clue${i === clues.length - 1 ? ' ml-clue--latest' : ''}`}>
            <span className="ml-clue__label">{T.clue(i + 1)}</span>
            <span className="ml-clue__text">{clue}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Every guess with its class: a word and a mark, never the colour alone. */
export function MedleHistory({ guesses }: { guesses: readonly MedleGuess[] }) {
  if (guesses.length === 0) return null;
  return (
    <section className="ml-history" aria-label={T.history}>
      <h2 className="ml-history__title">{T.history}</h2>
      <ol className="ml-history__list">
        {guesses.map((g, i) => (
          <li key={i} className={`ml-history__item ml-history__item--${g.verdict}`}>
            <span className="ml-history__text">{g.text}</span>
            <span className={`ml-verdict ml-verdict--${g.verdict}`}>
              <span aria-hidden="true">
                {g.verdict === 'correct' ? '✓' : g.verdict === 'partial' ? '≈' : '✕'}
              </span>{' '}
              {T.verdict[g.verdict]}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
