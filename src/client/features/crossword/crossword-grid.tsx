import { memo, useLayoutEffect, useMemo } from 'react';
import type { CSSProperties, KeyboardEventHandler, RefObject } from 'react';
import { slotAt, type Layout, type Slot } from '../../../shared/crossword/grid';
import { otherDirection, type Cursor } from '../../../shared/crossword/navigation';
import type { Board } from './board';
import { clueName, type ClueTexts } from './clues';

export interface CrosswordGridProps {
  layout: Layout;
  board: Board;
  cursor: Cursor | null;
  slot: Slot | undefined;
  clues: ClueTexts;
  /** The grid's accessible name, e.g. 'Mini Crossword grid'. */
  label: string;
  /** Id of the element that explains the keys. */
  describedBy: string;
  /** Letters hidden (paused or not started). */
  concealed: boolean;
  /** The solve celebration: a wave across the squares (off under prefers-reduced-motion). */
  celebrating?: boolean;
  /** Squares drawn with a ring, and squares drawn with a tint ([row, col] from 0). */
  circled?: readonly (readonly [number, number])[];
  shaded?: readonly (readonly [number, number])[];
  /** Whether the active square takes focus when the cursor moves (the grid has focus). */
  gridRef: RefObject<HTMLDivElement | null>;
  onSelect: (row: number, col: number) => void;
  onKeyDown: KeyboardEventHandler;
}

type CellState = 'correct' | 'incorrect' | 'revealed' | null;

interface CellProps {
  row: number;
  col: number;
  number: number | null;
  letter: string;
  state: CellState;
  /** The letter was typed in pencil: tentative, shown in grey. */
  pencil: boolean;
  active: boolean;
  inWord: boolean;
  /** The puzzle's marks: a ring in the square, a tint over it (decoration, not state). */
  circled: boolean;
  shaded: boolean;
  label: string;
  onSelect: (row: number, col: number) => void;
}

/** Each square's place in the celebration's diagonal wave. */
const waveStyle = (row: number, col: number) => ({ '--cw-wave': row + col }) as CSSProperties;

const STATE_TEXT: Record<Exclude<CellState, null>, string> = {
  correct: 'checked correct',
  incorrect: 'checked incorrect',
  revealed: 'revealed',
};

const Cell = memo(function Cell({
  row,
  col,
  number,
  letter,
  state,
  pencil,
  active,
  inWord,
  circled,
  shaded,
  label,
  onSelect,
}: CellProps) {
  const classes = [
    'cw-cell',
    active ? 'cw-cell--active' : inWord ? 'cw-cell--word' : '',
    state ? `cw-cell--${state}` : '',
    pencil ? 'cw-cell--pencil' : '',
    circled ? 'cw-cell--circled' : '',
    shaded ? 'cw-cell--shaded' : '',
  ];
  return (
    <div
      role="gridcell"
      className={classes.join(' ')}
      tabIndex={active ? 0 : -1}
      aria-selected={active}
      aria-label={label}
      data-row={row}
      data-col={col}
      // The clue number is drawn by CSS (::before): a mark on the square, not its text. The
      // square's name says its clue ('1 Across: …'), and its only text is its letter.
      data-number={number ?? undefined}
      style={waveStyle(row, col)}
      onClick={() => onSelect(row, col)}
    >
      {/* the marks are drawn under the letter; the square's name says them */}
      {shaded ? <span className="cw-cell__shade" aria-hidden="true" /> : null}
      {circled ? <span className="cw-cell__circle" aria-hidden="true" /> : null}
      <span className="cw-cell__letter" aria-hidden="true">
        {letter}
      </span>
    </div>
  );
});

const keysOf = (cells: CrosswordGridProps['circled']) =>
  new Set((cells ?? []).map(([r, c]) => `${r},${c}`));

function stateOf(board: Board, r: number, c: number): CellState {
  if (board.revealed[r]?.[c]) return 'revealed';
  return board.marks[r]?.[c] ?? null;
}

/**
 * The crossword grid as an ARIA grid: rows of gridcells, the active square focusable (roving
 * tabindex), each square named with its position, its clue, its letter and its mark. Marks are
 * shapes as well as colours: a slash for incorrect, a corner triangle for revealed, bold for
 * correct. The puzzle's circled squares show a ring and its shaded squares a grey tint, named
 * 'circled' and 'shaded'.
 */
export function CrosswordGrid(props: CrosswordGridProps) {
  const { layout, board, cursor, slot, clues, label, describedBy, concealed, gridRef } = props;
  const active = cursor ? `${cursor.row},${cursor.col}` : '';

  // Roving focus: while the grid has focus, the active square takes it.
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid || !grid.contains(document.activeElement)) return;
    grid.querySelector<HTMLElement>('[tabindex="0"]')?.focus({ preventScroll: true });
  }, [active, gridRef]);

  const inWord = new Set(slot?.cells.map(([r, c]) => `${r},${c}`));
  const { circled: circledCells, shaded: shadedCells } = props;
  const circled = useMemo(() => keysOf(circledCells), [circledCells]);
  const shaded = useMemo(() => keysOf(shadedCells), [shadedCells]);
  const dir = cursor?.dir ?? 'across';
  const style = { '--cw-rows': layout.rows, '--cw-cols': layout.cols } as CSSProperties;

  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label={label}
      aria-describedby={describedBy}
      aria-rowcount={layout.rows}
      aria-colcount={layout.cols}
      className={`cw-grid${concealed ? ' cw-grid--concealed' : ''}${props.celebrating ? ' cw-grid--celebrate' : ''}`}
      style={style}
      onKeyDown={props.onKeyDown}
    >
      {layout.blocks.map((blocks, r) => (
        <div role="row" className="cw-grid__row" key={r}>
          {blocks.map((black, c) => {
            const where = `Row ${r + 1}, column ${c + 1}`;
            if (black)
              return (
                <div
                  role="gridcell"
                  key={c}
                  className="cw-cell cw-cell--block"
                  aria-label={`${where}, black square`}
                />
              );
            const word = slotAt(layout, r, c, dir) ?? slotAt(layout, r, c, otherDirection(dir));
            const letter = concealed ? '' : (board.letters[r]?.[c] ?? '');
            const state = concealed ? null : stateOf(board, r, c);
            const pencil = letter !== '' && board.pencil[r]?.[c] === true;
            const key = `${r},${c}`;
            const parts = [where];
            if (circled.has(key)) parts.push('circled');
            if (shaded.has(key)) parts.push('shaded');
            if (word) parts.push(clueName(word, clues));
            parts.push(letter ? `letter ${letter}` : 'empty');
            if (pencil) parts.push('in pencil');
            if (state) parts.push(STATE_TEXT[state]);
            return (
              <Cell
                key={c}
                row={r}
                col={c}
                number={layout.numbers[r]?.[c] ?? null}
                letter={letter}
                state={state}
                pencil={pencil}
                active={active === key}
                inWord={inWord.has(key)}
                circled={circled.has(key)}
                shaded={shaded.has(key)}
                label={parts.join(', ')}
                onSelect={props.onSelect}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}
