import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryRouter } from '../../../lib/memory-router';
import { BuilderPage } from './builder-page';

/** Circled and shaded squares in the builder (issue 19): toggled, drawn, kept, written. */
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
const toggle = (name: 'Circle square' | 'Shade square') => screen.getByRole('button', { name });

describe('builder marks', () => {
  it('circles and shades the selected square, keeps them in the draft and writes them in the JSON', async () => {
    const user = renderBuilder();
    expect(toggle('Circle square')).toBeDisabled();
    await user.click(cell(2, 3));
    await user.click(toggle('Circle square'));
    expect(toggle('Circle square')).toHaveAttribute('aria-pressed', 'true');
    expect(cell(2, 3)).toHaveAccessibleName(/, circled$/);
    expect(cell(2, 3).querySelector('.bld-cell__circle')).not.toBeNull();
    await user.click(cell(4, 1));
    expect(toggle('Circle square')).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle('Shade square'));
    expect(cell(4, 1)).toHaveAccessibleName(/, shaded$/);
    expect(cell(4, 1)).toHaveClass('bld-cell--shaded');

    cleanup();
    renderBuilder();
    expect(cell(2, 3)).toHaveAccessibleName(/, circled$/);
    expect(cell(4, 1)).toHaveAccessibleName(/, shaded$/);
    await user.click(
      within(screen.getByRole('region', { name: 'Generate JSON' })).getByRole('button', {
        name: 'Generate JSON',
      }),
    );
    const json = JSON.parse(
      (screen.getByRole('textbox', { name: 'Generated JSON' }) as HTMLTextAreaElement).value,
    ) as { circled?: unknown; shaded?: unknown };
    expect(json.circled).toEqual([[1, 2]]);
    expect(json.shaded).toEqual([[3, 0]]);

    // a square made black loses its mark in the JSON; a new size starts without marks
    await user.dblClick(cell(2, 3));
    expect(cell(2, 3)).toHaveAccessibleName(/black/);
    expect(cell(2, 3)).not.toHaveAccessibleName(/circled/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grid type' }), 'medical');
    expect(cell(4, 1)).not.toHaveAccessibleName(/shaded/);
  });
});
