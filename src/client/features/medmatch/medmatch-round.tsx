import { useLayoutEffect, useRef } from 'react';
import type { FocusEvent, KeyboardEvent, RefObject } from 'react';
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
  /** No pick now (one is on its way, or being shown): the terms keep focus but do nothing. */
  disabled: boolean;
  onPick: (term: string) => void;
}

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft']);

/** Up, Down, Left, Right, Home and End move between the terms still open to a pick. */
function moveFocus(e: KeyboardEvent<HTMLUListElement>) {
  const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button:enabled')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const last = buttons.length - 1;
  let to: number | null = null;
  if (NEXT_KEYS.has(e.key)) to = at < 0 || at === last ? 0 : at + 1;
  else if (PREVIOUS_KEYS.has(e.key)) to = at <= 0 ? last : at - 1;
  else if (e.key === 'Home') to = 0;
  else if (e.key === 'End') to = last;
  const target = to === null ? undefined : buttons[to];
  if (!target) return;
  e.preventDefault();
  target.focus();
}

/**
 * Keeps the keyboard in the round: focus that fell to the page (Start gone, a new round's terms,
 * a wrong pick now disabled) goes to the first term open to a pick after the one it was on.
 */
function useRoundFocus(
  list: RefObject<HTMLUListElement | null>,
  round: number,
  shownTerms: number,
  wrong: number,
) {
  // the term last focused, by its place: a wrong pick disabled moves focus on from there
  const place = useRef(-1);
  const shown = useRef(round);
  useLayoutEffect(() => {
    // a new round starts from its first term
    if (shown.current !== round) place.current = -1;
    shown.current = round;
    const ul = list.current;
    if (!ul) return;
    const at = document.activeElement;
    const buttons = [...ul.querySelectorAll<HTMLButtonElement>('button')];
    const inside = at instanceof HTMLButtonElement && buttons.includes(at);
    if (!(at === null || at === document.body || (inside && at.disabled))) return;
    const open = buttons.filter((b) => !b.disabled);
    (open.find((b) => buttons.indexOf(b) > place.current) ?? open[0])?.focus();
  }, [list, round, shownTerms, wrong]);
  return (e: FocusEvent<HTMLUListElement>) => {
    const buttons: Element[] = [...e.currentTarget.querySelectorAll('button')];
    place.current = buttons.indexOf(e.target);
  };
}

/** 'Round N of M', 'Select the odd one out' and the four term buttons. */
export function Round(props: RoundProps) {
  const { terms, wrong, reveal } = props;
  const list = useRef<HTMLUListElement>(null);
  const onFocus = useRoundFocus(list, props.round, terms.length, wrong.length);
  const inactive = props.disabled || Boolean(reveal);
  return (
    <section className="mm-round" aria-labelledby="mm-round-title">
      <h2 id="mm-round-title" className="mm-round__title">
        {T.round(props.round + 1, props.roundCount)}
      </h2>
      <p className="mm-round__prompt" id="mm-round-prompt">
        {T.prompt}
      </p>
      <ul
        ref={list}
        className="mm-terms"
        aria-labelledby="mm-round-prompt"
        onKeyDown={moveFocus}
        onFocus={onFocus}
      >
        {terms.map((term) => {
          const isWrong = wrong.includes(term);
          const isFound = reveal?.correct && reveal.term === term;
          const state = isFound ? 'found' : isWrong ? 'wrong' : 'open';
          return (
            <li key={term}>
              <button
                type="button"
                className={`mm-term mm-term--${state}`}
                disabled={isWrong}
                aria-disabled={inactive || undefined}
                aria-describedby={state === 'open' ? undefined : `mm-term-${state}`}
                onClick={() => {
                  if (!inactive) props.onPick(term);
                }}
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
