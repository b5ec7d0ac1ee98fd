import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CrosswordGrid, type CrosswordGridProps } from './crossword-grid';
import { emptyBoard, layoutFor } from './board';

/** The puzzle's circled and shaded squares (issue 19): drawn, and named for screen readers. */
const blocks = ['#....', '.....', '.....', '.....', '....#'].map((row) =>
  [...row].map((ch) => ch === '#'),
);

function renderGrid(props: Partial<CrosswordGridProps> = {}) {
  const layout = layoutFor({ blocks });
  render(
    <CrosswordGrid
      layout={layout}
      board={emptyBoard(layout)}
      cursor={{ row: 2, col: 2, dir: 'across' }}
      slot={layout.across[2]}
      clues={{ across: new Map(), down: new Map() }}
      label="Mini Crossword grid"
      describedBy="keys"
      concealed={false}
      gridRef={createRef<HTMLDivElement>()}
      onSelect={() => {}}
      onKeyDown={() => {}}
      {...props}
    />,
  );
}

const square = (row: number, col: number) =>
  screen.getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${col},`) });

describe('CrosswordGrid marks', () => {
  it('draws a ring in circled squares and a tint on shaded ones, and names them', () => {
    renderGrid({
      circled: [
        [0, 1],
        [2, 2],
      ],
      shaded: [
        [2, 2],
        [3, 0],
      ],
    });
    const ringed = square(1, 2);
    expect(ringed).toHaveAccessibleName(/^Row 1, column 2, circled, /);
    expect(ringed.querySelector('.cw-cell__circle')).toHaveAttribute('aria-hidden', 'true');
    expect(ringed.querySelector('.cw-cell__shade')).toBeNull();

    // the active square keeps its cursor colour; the marks sit over it
    const both = square(3, 3);
    expect(both).toHaveClass('cw-cell--active', 'cw-cell--circled', 'cw-cell--shaded');
    expect(both).toHaveAccessibleName(/^Row 3, column 3, circled, shaded, /);
    expect(both.querySelector('.cw-cell__circle')).not.toBeNull();
    expect(both.querySelector('.cw-cell__shade')).not.toBeNull();

    const tinted = square(4, 1);
    expect(tinted).toHaveAccessibleName(/^Row 4, column 1, shaded, /);
    expect(tinted).not.toHaveClass('cw-cell--circled');
    // the marks are no text: the square's only text is its letter
    expect(tinted.textContent).toBe('');

    const plain = square(2, 2);
    expect(plain.className).not.toMatch(/circled|shaded/);
    expect(plain).not.toHaveAccessibleName(/circled|shaded/);
  });

  it('draws no marks for a puzzle without them', () => {
    renderGrid();
    const grid = screen.getByRole('grid');
    expect(grid.querySelectorAll('.cw-cell__circle, .cw-cell__shade')).toHaveLength(0);
  });
});
