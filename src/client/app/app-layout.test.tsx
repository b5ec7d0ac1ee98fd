import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/accounts/messages';
import type { Me } from '../../shared/accounts/schemas';
import { DEFAULT_SOLVER_SETTINGS } from '../../shared/play/solver-settings';
import type { FriendsOverview } from '../../shared/friends/schemas';
import { meQueryOptions } from '../features/auth';
import { memoryRouter } from '../lib/memory-router';
import { installFakeServer, ServerError } from '../../../test-support/client/fake-server';
import { AppLayout } from './app-layout';

const http = installFakeServer();

const ME: Me = {
  id: 'u1',
  username: 'house_md',
  email: 'house@example.com',
  isAdmin: false,
  school: null,
  customSchool: null,
  settings: DEFAULT_SOLVER_SETTINGS,
};

function renderLayout() {
  const client = new QueryClient();
  client.setQueryData(meQueryOptions.queryKey, { user: ME });
  const { MemoryRouter } = memoryRouter('/landing');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AppLayout>
          <h1>A page</h1>
        </AppLayout>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('AppLayout', () => {
  beforeEach(() => {
    // GET /api/config: the page works without it (no social links).
    http.otherwise('offline');
  });

  it('loads the menu on the first click of its button and moves focus into it; Escape gives focus back', async () => {
    const user = renderLayout();
    expect(screen.getByRole('heading', { name: 'A page' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(button);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByText('house_md')).toBeInTheDocument();
    await vi.waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    // The second opening needs no loading.
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('opens a modal from the menu (its code loads on demand)', async () => {
    const user = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'Fun Fact of the Day' }));
    expect(await screen.findByRole('dialog', { name: /fun fact/i })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('after Skip in the med-school modal opened from the menu, focus goes back to the menu button', async () => {
    const user = renderLayout();
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'Medical School' }));
    const modal = await screen.findByRole('dialog', { name: 'What med school are you at?' });
    await user.click(within(modal).getByRole('button', { name: 'Skip' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(button).toHaveFocus());
  });

  describe('deleting the account while friend links exist', () => {
    const link = { id: 'l1', userId: 'u2', username: 'wilson' };
    /** The server's answers: deletion refused, the viewer's links as given; the rest offline. */
    function answer(links: FriendsOverview) {
      http.delete('/api/account', () => {
        throw new ServerError(409, ACCOUNT_MESSAGES.deleteBlockedByFriends, 'FRIEND_LINKS_EXIST');
      });
      http.get('/api/friends', () => links);
    }

    async function deleteFromMenu(user: ReturnType<typeof userEvent.setup>) {
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      const menu = await screen.findByRole('dialog', { name: 'Menu' });
      await user.click(within(menu).getByRole('button', { name: 'Delete Account' }));
      const confirm = within(menu).getByRole('group', { name: ACCOUNT_MESSAGES.deleteTitle });
      await user.click(within(confirm).getByRole('button', { name: 'Delete Account' }));
    }

    it("says so in the app's own dialog (no browser alert), then opens Friends on the Friends tab", async () => {
      answer({ friends: [link], incoming: [], sent: [] });
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      const user = renderLayout();
      await deleteFromMenu(user);

      const notice = await screen.findByRole('alertdialog');
      expect(notice).toHaveTextContent(ACCOUNT_MESSAGES.deleteBlockedByFriends);
      expect(alert).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
      await user.click(within(notice).getByRole('button', { name: 'Open Friends' }));

      const friends = await screen.findByRole('dialog', { name: 'Friends' });
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      await within(friends).findByRole('list', { name: 'Your friends' });
      expect(within(friends).getByRole('tab', { name: /Friends/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });

    it('opens Friends on the Requests tab when the links are requests', async () => {
      answer({ friends: [], incoming: [], sent: [link] });
      vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      const user = renderLayout();
      await deleteFromMenu(user);
      const notice = await screen.findByRole('alertdialog');
      await user.click(within(notice).getByRole('button', { name: 'Open Friends' }));

      const friends = await screen.findByRole('dialog', { name: 'Friends' });
      await within(friends).findByRole('list', { name: 'Friend requests sent' });
      expect(within(friends).getByRole('tab', { name: /Requests/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
  });
});
