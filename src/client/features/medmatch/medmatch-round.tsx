import { MEDMATCH_TEXTS as T } from './texts';

/** Lives as hearts: full ones left, hollow ones lost; the text says the same to screen readers. */
export function Hearts({ left, of }: { left: number; of: number }) {
  return (
    <p className="mm-hearts" role="img" aria-label={T.lives(left, of)}>
      {Array.from({ length: of }, (_, i) => (
        <span key={i} className={`mm-heart${i < left ? '' : ' mm-heart--lost'}`} aria-hidden="true">
          {i < left ? '♥' : '♡'}
        </span>
      ))}
    </p>
  );
}

export interface RoundProps {
  round: number;
  roundCount: number;
  terms: readonly string[];
  /** Wrong picks in this round: marked and disabled. */
  wrong: readonly string[];
  /** The pick being shown for a second, if any. */
  reveal: { term: string; correct: boolean } | null;
  disabled: boolean;
  onPick: (term: string) => void;
}

/** 'Round N of M', 'Select the odd one out' and the four term buttons. */
export function Round(props: RoundProps) {
  const { terms, wrong, reveal } = props;
  return (
    <section className="mm-round" aria-labelledby="mm-round-title">
      <h2 id="mm-round-title" className="mm-round__title">
        {T.round(props.round + 1, props.roundCount)}
      </h2>
      <p className="mm-round__prompt">{T.prompt}</p>
      <ul className="mm-terms">
        {terms.map((term) => {
          const isWrong = wrong.includes(term);
          const isFound = reveal?.correct && reveal.term === term;
          const state = isFound ? 'found' : isWrong ? 'wrong' : 'open';
          return (
            <li key={term}>
              <button
                type="button"
                className={`mm-term mm-term--${state}`}
                disabled={props.disabled || isWrong || Boolean(reveal)}
                aria-describedby={state === 'open' ? undefined : `mm-term-${state}`}
                onClick={() => props.onPick(term)}
              >
                {state !== 'open' ? (
                  <span className="mm-term__mark" aria-hidden="true">
                    {state === 'found' ? '✓' : '✕'}
                  </span>
                ) : null}
                {term}
              </button>
            </li>
          );
        })}
      </ul>
      <span id="mm-term-wrong" hidden>
        Not the odd one out
      </span>
      <span id="mm-term-found" hidden>
        The odd one out
      </span>
    </section>
  );
}
