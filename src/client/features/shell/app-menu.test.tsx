import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { memoryRouter } from '../../lib/memory-router';
import { AppMenu } from './app-menu';
import type { AppMenuProps, MenuVariant } from './index';

const SOCIAL = 'https://www.instagram.com/medgrid';

function Harness({ variant, ...handlers }: { variant: MenuVariant } & Partial<AppMenuProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <p>Page text outside the menu</p>
      <AppMenu
        open={open}
        onOpenChange={setOpen}
        variant={variant}
        appName="MedGrid"
        username="house_md"
        socialUrl={SOCIAL}
        onFriends={vi.fn()}
        onFunFact={vi.fn()}
        onSchool={vi.fn()}
        onSignOut={vi.fn()}
        deleteAccount={{ run: vi.fn(), pending: false, error: null }}
        {...handlers}
      />
    </>
  );
}

function renderMenu(variant: MenuVariant, handlers: Partial<AppMenuProps> = {}) {
  const router = memoryRouter('/landing');
  render(
    <router.MemoryRouter>
      <Harness variant={variant} {...handlers} />
    </router.MemoryRouter>,
  );
  return { router, user: userEvent.setup() };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  return screen.getByRole('dialog', { name: 'Menu' });
}

// the games that are playable (shared/play/games.ts); the others are listed as 'Coming soon'
const GAME_LINKS = [
  ['Mini Crossword', '/mini'],
  ['The Medical Crossword', '/medical'],
  ['Medle', '/medle'],
  ['MedMatch', '/medmatch'],
  ['MedWord', '/medword'],
];

describe('AppMenu', () => {
  it('desktop: the username and every item of docs/product.md#the-shell-and-menu, About Us/Contact first', async () => {
    const { user } = renderMenu('desktop');
    const menu = await openMenu(user);
    expect(within(menu).getByText('house_md')).toBeInTheDocument();

    const nav = within(menu).getByRole('navigation', { name: 'Main menu' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['About Us/Contact', '/contact'],
      ...GAME_LINKS,
      ['Stats', '/stats'],
      ['Archives', '/archives'],
      ['Study Decks', '/decks'],
      ['Help', '/help'],
    ]);
    for (const name of ['Friends', 'Fun Fact of the Day', 'Medical School', 'Sign Out']) {
      expect(within(menu).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('button', { name: 'Delete Account' })).toBeInTheDocument();
    const social = within(menu).getByRole('link', { name: /Follow us on Instagram/ });
    expect(social).toHaveAttribute('href', SOCIAL);
    expect(social).toHaveAttribute('target', '_blank');
    expect(social).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('mobile: the same items without About Us', async () => {
    const { user } = renderMenu('mobile');
    const menu = await openMenu(user);
    expect(within(menu).queryByRole('link', { name: 'About Us/Contact' })).toBeNull();
    const nav = within(menu).getByRole('navigation', { name: 'Main menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([...GAME_LINKS.map(([name]) => name), 'Stats', 'Archives', 'Study Decks', 'Help']);
    expect(within(menu).getByText('house_md')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Friends' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: /Follow us on Instagram/ })).toBeInTheDocument();
  });

  it("lists every game in the menu's order (docs/product.md#the-shell-and-menu) as a link, none 'Coming soon' now that all are built", async () => {
    const { user } = renderMenu('desktop');
    const menu = await openMenu(user);
    const games = within(menu).getByRole('list', { name: 'Games' });
    expect(
      within(games)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mini Crossword', 'The Medical Crossword', 'Medle', 'MedMatch', 'MedWord']);
    expect(within(games).getAllByRole('link')).toHaveLength(5);
    expect(within(menu).queryByText(/Coming soon/)).toBeNull();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { user } = renderMenu('desktop');
    await openMenu(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('closes on a click outside it', async () => {
    const { user } = renderMenu('desktop');
    const menu = await openMenu(user);
    expect(menu).toBeInTheDocument();
    // A press on the backdrop reaches the <dialog> element itself, outside the panel's box.
    vi.spyOn(menu, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 360, 844));
    await user.pointer({
      keys: '[MouseLeft]',
      target: menu,
      coords: { clientX: 200, clientY: 300 },
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument(); // inside the panel: stays open
    await user.pointer({
      keys: '[MouseLeft]',
      target: menu,
      coords: { clientX: 600, clientY: 300 },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('navigates and closes when a page link is chosen', async () => {
    const { user, router } = renderMenu('desktop');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('link', { name: 'Help' }));
    expect(router.pathname()).toBe('/help');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hands the modal items and account actions to the caller', async () => {
    const onFriends = vi.fn();
    const onFunFact = vi.fn();
    const onSignOut = vi.fn();
    const run = vi.fn();
    const { user } = renderMenu('mobile', {
      onFriends,
      onFunFact,
      onSignOut,
      deleteAccount: { run, pending: false, error: null },
    });
    let menu = await openMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Friends' }));
    await user.click(within(menu).getByRole('button', { name: 'Fun Fact of the Day' }));
    await user.click(within(menu).getByRole('button', { name: 'Sign Out' }));
    menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(onFriends).toHaveBeenCalledTimes(1);
    expect(onFunFact).toHaveBeenCalledTimes(1);
    expect(onSignOut).toHaveBeenCalledTimes(1);

    // Delete Account asks inline first; Cancel goes back, the confirm button deletes.
    await user.click(within(menu).getByRole('button', { name: 'Delete Account' }));
    const confirm = within(menu).getByRole('group', { name: 'Delete Account?' });
    expect(confirm).toHaveTextContent(
      'This action cannot be undone. All your data will be permanently deleted.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(menu).queryByRole('group', { name: 'Delete Account?' })).not.toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
    await user.click(within(menu).getByRole('button', { name: 'Delete Account' }));
    await user.click(
      within(within(menu).getByRole('group', { name: 'Delete Account?' })).getByRole('button', {
        name: 'Delete Account',
      }),
    );
    expect(run).toHaveBeenCalledTimes(1);

    // Closing the menu drops a started confirmation: the next opening starts from the button.
    await user.keyboard('{Escape}');
    menu = await openMenu(user);
    expect(within(menu).queryByRole('group', { name: 'Delete Account?' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Delete Account' })).toBeInTheDocument();
  });
});
