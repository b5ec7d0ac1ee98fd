import { useMemo, useRef, type KeyboardEvent } from 'react';
import type { Layout } from '../../../../shared/crossword/grid';
import type { BuilderGrid as Grid, Direction } from '../../../../shared/builder/grid';
import type { BuilderMarks } from '../../../../shared/builder/marks';

export interface BuilderGridProps {
  grid: Grid;
  layout: Layout;
  selected: [number, number] | null;
  direction: Direction;
  /** Squares a live check points at. */
  flagged: ReadonlySet<string>;
  /** Circled squares show a ring, shaded ones a tint. */
  marks?: BuilderMarks;
  onSelect: (r: number, c: number) => void;
  onToggle: (r: number, c: number) => void;
  onType: (text: string) => void;
  onErase: () => void;
  onMove: (dr: number, dc: number) => void;
  onDirection: () => void;
}

/**
 * The builder's grid: click a square to select it, double-click to toggle it black, type to fill
 * (the cursor moves on in the typing direction), arrows to move, Backspace to erase, Space to
 * switch direction, '.' or '#' to toggle a black square, and paste several letters at once.
 */
export function BuilderGrid(props: BuilderGridProps) {
  const { grid, layout, selected, flagged } = props;
  const ref = useRef<HTMLTableElement>(null);
  const { marks } = props;
  const circled = useMemo(() => new Set(marks?.circled.map(([r, c]) => `${r},${c}`)), [marks]);
  const shaded = useMemo(() => new Set(marks?.shaded.map(([r, c]) => `${r},${c}`)), [marks]);

  function onKeyDown(e: KeyboardEvent) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      props.onMove(move[0], move[1]);
    } else if (e.key === 'Backspace' || e.key === 'Delete') {
      e.preventDefault();
      props.onErase();
    } else if ((e.key === '.' || e.key === '#') && props.selected) {
      e.preventDefault();
      props.onToggle(props.selected[0], props.selected[1]);
    } else if (e.key === ' ') {
      e.preventDefault();
      props.onDirection();
    } else if (/^[a-z]$/i.test(e.key)) {
      e.preventDefault();
      props.onType(e.key);
    }
  }

  return (
    <table
      ref={ref}
      className="bld-grid"
      role="grid"
      aria-label={`Builder grid, ${layout.rows} by ${layout.cols}, typing ${props.direction}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPaste={(e) => {
        e.preventDefault();
        props.onType(e.clipboardData.getData('text'));
      }}
    >
      <tbody>
        {grid.map((row, r) => (
          <tr key={r} role="row">
            {row.map((cell, c) => {
              const number = layout.numbers[r]?.[c];
              const isSelected = selected?.[0] === r && selected[1] === c;
              const key = `${r},${c}`;
              const ring = cell !== null && circled.has(key);
              const tint = cell !== null && shaded.has(key);
              const classes = [
                'bld-cell',
                cell === null ? 'bld-cell--black' : '',
                isSelected ? 'bld-cell--selected' : '',
                flagged.has(key) ? 'bld-cell--flagged' : '',
                tint ? 'bld-cell--shaded' : '',
              ].join(' ');
              return (
                <td
                  key={c}
                  role="gridcell"
                  aria-selected={isSelected}
                  aria-label={`Row ${r + 1}, column ${c + 1}: ${cell === null ? 'black' : cell || 'empty'}${number ? `, ${number}` : ''}${ring ? ', circled' : ''}${tint ? ', shaded' : ''}${flagged.has(key) ? ', outlined red' : ''}`}
                  className={classes}
                  onClick={() => {
                    props.onSelect(r, c);
                    ref.current?.focus();
                  }}
                  onDoubleClick={() => props.onToggle(r, c)}
                  // the number is drawn by CSS (::before), as on the play grid: the square's
                  // name says it, and its only text is its letter (what voice control reads)
                  data-number={number && cell !== null ? number : undefined}
                >
                  {ring ? <span className="bld-cell__circle" aria-hidden="true" /> : null}
                  <span className="bld-cell__letter" aria-hidden="true">
                    {cell ?? ''}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
