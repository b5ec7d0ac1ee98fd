import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryRouter } from '../../../lib/memory-router';
import { BuilderPage } from './builder-page';

beforeEach(() => localStorage.clear());

function renderBuilder() {
  const router = memoryRouter('/puzzle-builder');
  render(
    <router.MemoryRouter>
      <BuilderPage today="2026-11-25" />
    </router.MemoryRouter>,
  );
  return userEvent.setup();
}

const cell = (r: number, c: number) =>
  screen.getByRole('gridcell', { name: new RegExp(`^Row ${r}, column ${c}:`) });

describe('the crossword builder', () => {
  it('starts as an 11x11 mini; the size fields give the spec messages and revert on blur', async () => {
    const user = renderBuilder();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    const width = screen.getByRole('textbox', { name: 'Width' });
    await user.clear(width);
    await user.type(width, '4');
    expect(screen.getByText('Grid width must be at least 5 cells')).toBeVisible();
    await user.type(width, '0');
    expect(screen.getByText('Grid width cannot exceed 25 cells')).toBeVisible();
    await user.clear(width);
    expect(screen.queryByText(/Grid width/)).toBeNull();
    await user.tab();
    expect(width).toHaveValue('11');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grid type' }), 'medical');
    expect(screen.getAllByRole('row')).toHaveLength(15);
  });

  it('types across from a clicked square, skipping a black square, and toggles black by double-click', async () => {
    const user = renderBuilder();
    await user.dblClick(cell(1, 3));
    expect(cell(1, 3)).toHaveAccessibleName(/black/);
    expect(cell(11, 9)).toHaveAccessibleName(/black/); // its rotational partner
    await user.click(cell(1, 1));
    await user.keyboard('abc');
    expect(cell(1, 1)).toHaveAccessibleName(/: A/);
    expect(cell(1, 2)).toHaveAccessibleName(/: B/);
    expect(cell(1, 4)).toHaveAccessibleName(/: C/);
  });

  it("places a word at coordinates, with the spec's messages", async () => {
    const user = renderBuilder();
    const panel = screen.getByRole('region', { name: 'Place Word at Coordinates' });
    await user.type(within(panel).getByRole('textbox', { name: 'Word' }), 'aorta');
    await user.click(within(panel).getByRole('button', { name: 'Place Word' }));
    expect(
      within(panel).getByText('Invalid coordinates. Please enter valid row and column numbers.'),
    ).toBeVisible();
    await user.type(within(panel).getByRole('textbox', { name: 'Row' }), '2');
    await user.type(within(panel).getByRole('textbox', { name: 'Column' }), '9');
    await user.click(within(panel).getByRole('button', { name: 'Place Word' }));
    expect(
      within(panel).getByText('Word is too long to fit horizontally at the specified position.'),
    ).toBeVisible();
    await user.clear(within(panel).getByRole('textbox', { name: 'Column' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Column' }), '3');
    await user.click(within(panel).getByRole('button', { name: 'Place Word' }));
    expect(cell(2, 3)).toHaveAccessibleName(/: A/);
    expect(cell(2, 7)).toHaveAccessibleName(/: A/);
  });

  it('pastes a grid, numbers a clue from its square, checks the grid and writes the JSON', async () => {
    const user = renderBuilder();
    await user.type(
      screen.getByRole('textbox', { name: 'Paste Grid From Text' }),
      '#MAST{enter}AORTA{enter}CLEAN{enter}HANGS{enter}ERAS#',
    );
    await user.click(screen.getByRole('button', { name: 'Parse & Fill Grid' }));
    expect(screen.getAllByRole('row')).toHaveLength(5);
    const checks = screen.getByRole('region', { name: 'Grid checks' });
    expect(checks).toHaveTextContent('Black squares2 (8%)');
    expect(checks).toHaveTextContent('Symmetryok');

    await user.click(cell(1, 2));
    const add = screen.getByRole('region', { name: 'Add Word & Clue' });
    await user.type(within(add).getByRole('textbox', { name: 'Word' }), 'mast');
    await user.type(within(add).getByRole('textbox', { name: 'Clue' }), 'Cell full of histamine');
    await user.click(within(add).getByRole('button', { name: 'Add Word & Clue' }));
    expect(screen.getByRole('region', { name: 'Across clues' })).toHaveTextContent(
      '1 MAST — Cell full of histamine',
    );
    await user.click(
      within(screen.getByRole('region', { name: 'Generate JSON' })).getByRole('button', {
        name: 'Generate JSON',
      }),
    );
    const json = JSON.parse(
      (screen.getByRole('textbox', { name: 'Generated JSON' }) as HTMLTextAreaElement).value,
    ) as { answerGrid: string[][]; acrossClues: unknown[]; type: string };
    expect(json.answerGrid[0]).toEqual(['', 'M', 'A', 'S', 'T']);
    expect(json.acrossClues).toEqual([{ number: 1, clue: 'Cell full of histamine' }]);
    expect(json.type).toBe('mini');
  });

  it('keeps a draft in this browser: a reload shows the same grid', async () => {
    const user = renderBuilder();
    await user.click(cell(1, 1));
    await user.keyboard('xr');
    cleanup();
    renderBuilder();
    expect(cell(1, 1)).toHaveAccessibleName(/: X/);
    expect(cell(1, 2)).toHaveAccessibleName(/: R/);
  });
});
