import type { Slot } from '../../../shared/crossword/grid';
import { DIRECTION_NAME, type ClueTexts } from './clues';

export interface ClueBarProps {
  slot: Slot | undefined;
  clues: ClueTexts;
  /** The mobile bar: arrows cycle through the clues (across list, then down list). */
  withArrows: boolean;
  disabled: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Tapping the clue switches direction. */
  onToggle: () => void;
}

function Chevron({ flip }: { flip?: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={flip ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The current clue over the grid (desktop) or above the keyboard with arrows (mobile). */
export function ClueBar({
  slot,
  clues,
  withArrows,
  disabled,
  onPrevious,
  onNext,
  onToggle,
}: ClueBarProps) {
  const text = slot ? (clues[slot.dir].get(slot.number) ?? '') : '';
  const tag = slot ? `${slot.number}${DIRECTION_NAME[slot.dir].charAt(0)}` : '';
  const keepFocus = (e: { preventDefault: () => void }) => e.preventDefault();
  return (
    <div className={`cw-cluebar${withArrows ? ' cw-cluebar--mobile' : ''}`}>
      {withArrows ? (
        <button
          type="button"
          className="cw-cluebar__arrow"
          aria-label="Previous clue"
          disabled={disabled}
          onPointerDown={keepFocus}
          onClick={onPrevious}
        >
          <Chevron flip />
        </button>
      ) : null}
      <button
        type="button"
        className="cw-cluebar__clue"
        disabled={disabled}
        onPointerDown={keepFocus}
        onClick={onToggle}
        aria-label={
          slot
            ? `${slot.number} ${DIRECTION_NAME[slot.dir]}: ${text}. Switch direction`
            : 'Switch direction'
        }
        // '3A' is drawn by CSS (::before); the name says '3 Across', the text is the clue's
        data-tag={tag || undefined}
      >
        <span className="cw-cluebar__text" aria-hidden="true">
          {text}
        </span>
      </button>
      {withArrows ? (
        <button
          type="button"
          className="cw-cluebar__arrow"
          aria-label="Next clue"
          disabled={disabled}
          onPointerDown={keepFocus}
          onClick={onNext}
        >
          <Chevron />
        </button>
      ) : null}
    </div>
  );
}
