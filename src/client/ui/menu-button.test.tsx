import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton } from './menu-button';

function setup() {
  const chosen: string[] = [];
  const items = ['Square', 'Word', 'Puzzle'].map((label) => ({
    label,
    onSelect: vi.fn(() => chosen.push(label)),
  }));
  render(
    <>
      <MenuButton label="Check" items={items} />
      <button>Elsewhere</button>
    </>,
  );
  return { user: userEvent.setup(), chosen, button: screen.getByRole('button', { name: 'Check' }) };
}

describe('MenuButton', () => {
  it('opens on click with the first item focused, and a click chooses and closes', async () => {
    const { user, chosen, button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Check' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Square' })).toHaveFocus();
    await user.click(screen.getByRole('menuitem', { name: 'Word' }));
    expect(chosen).toEqual(['Word']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('works from the keyboard: arrows wrap, Home/End, first letters, Enter chooses, Escape closes', async () => {
    const { user, chosen, button } = setup();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Puzzle' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Square' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Puzzle' })).toHaveFocus();
    await user.keyboard('w');
    expect(screen.getByRole('menuitem', { name: 'Word' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toEqual(['Word']);
  });

  it('closes on a click outside or when Tab leaves it', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button);
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
