import { useEffect, useRef } from 'react';
import {
  clueId,
  slotAt,
  type Direction,
  type Layout,
  type Slot,
} from '../../../shared/crossword/grid';
import type { Cursor } from '../../../shared/crossword/navigation';
import type { ClueItem } from './clues';
import { DIRECTION_NAME } from './clues';

export interface ClueListProps {
  dir: Direction;
  clues: readonly ClueItem[];
  layout: Layout;
  cursor: Cursor | null;
  slot: Slot | undefined;
  completed: ReadonlySet<string>;
  onChoose: (dir: Direction, number: number) => void;
}

function CheckIcon() {
  return (
    <svg
      className="cw-clue__check"
      width="14"
      height="14"
      viewBox="0 0 14 14"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="m3 7.5 2.5 2.5L11 4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * One clue list (ACROSS or DOWN): the current clue highlighted, the crossing clue marked with a
 * bar, completed clues greyed with a check (and said so to screen readers). Choosing a clue
 * moves the cursor to it. The list keeps its current clue in view by scrolling itself only.
 */
export function ClueList({ dir, clues, layout, cursor, slot, completed, onChoose }: ClueListProps) {
  const list = useRef<HTMLOListElement>(null);
  const activeNumber = slot?.dir === dir ? slot.number : null;
  const crossing =
    cursor && slot?.dir !== dir ? slotAt(layout, cursor.row, cursor.col, dir) : undefined;
  const crossingNumber = crossing?.number ?? null;
  const focusNumber = activeNumber ?? crossingNumber;

  useEffect(() => {
    const ol = list.current;
    const item = ol?.querySelector<HTMLElement>(`[data-number="${focusNumber}"]`);
    if (!ol || !item) return;
    const top = item.offsetTop; // the list is the items' offset parent
    if (top < ol.scrollTop || top + item.offsetHeight > ol.scrollTop + ol.clientHeight)
      ol.scrollTo({ top: Math.max(0, top - ol.clientHeight / 3) });
  }, [focusNumber]);

  const headingId = `cw-clues-${dir}`;
  return (
    <section className="cw-clues__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="cw-clues__heading">
        {DIRECTION_NAME[dir]}
      </h2>
      <ol ref={list} className="cw-clues__list">
        {clues.map((clue) => {
          const done = completed.has(clueId({ number: clue.number, dir }));
          const state =
            clue.number === activeNumber
              ? 'active'
              : clue.number === crossingNumber
                ? 'crossing'
                : '';
          return (
            <li key={clue.number} data-number={clue.number}>
              <button
                type="button"
                className={`cw-clue${state ? ` cw-clue--${state}` : ''}${done ? ' cw-clue--done' : ''}`}
                aria-current={state === 'active' ? 'true' : undefined}
                onClick={() => onChoose(dir, clue.number)}
              >
                <span className="cw-clue__number">{clue.number}</span>{' '}
                <span className="cw-clue__text">
                  {clue.clue}
                  {done ? <span className="visually-hidden"> (completed)</span> : null}
                </span>
                {done ? <CheckIcon /> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
