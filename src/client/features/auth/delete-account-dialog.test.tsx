import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/messages';
import { memoryRouter } from '../../lib/memory-router';
import {
  installFakeServer,
  replyText,
  ServerError,
} from '../../../../test-support/client/fake-server';
import { DeleteAccountDialog } from './delete-account-dialog';

const http = installFakeServer();

// The real server answers every failed deletion with a readable message ('No active session',
// the friends text), and a network failure gives 'An error occurred'; e2e/account-messages.spec.ts
// shows those against it. This is the one fallback it cannot produce: an error answer without a
// message (e.g. a proxy's 502 page).
describe('DeleteAccountDialog', () => {
  it("says 'Failed to delete account' and alerts when an error answer carries no message", async () => {
    http.delete('/api/account', () => replyText(502, '<html>Bad Gateway</html>'));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const onClose = vi.fn();
    const router = memoryRouter('/landing');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <router.MemoryRouter>
          <DeleteAccountDialog onClose={onClose} />
        </router.MemoryRouter>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      new RegExp(`^${ACCOUNT_MESSAGES.deleteFailed}$`),
    );
    expect(alert).toHaveBeenCalledWith(ACCOUNT_MESSAGES.deleteFailedAlert);
    expect(onClose).not.toHaveBeenCalled();
    expect(router.pathname()).toBe('/landing');
  });

  it('leaves a refusal for friend links to the caller (no browser alert) and closes', async () => {
    http.delete('/api/account', () => {
      throw new ServerError(409, ACCOUNT_MESSAGES.deleteBlockedByFriends, 'FRIEND_LINKS_EXIST');
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const onClose = vi.fn();
    const onBlockedByFriends = vi.fn();
    const router = memoryRouter('/privacy');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <router.MemoryRouter>
          <DeleteAccountDialog onClose={onClose} onBlockedByFriends={onBlockedByFriends} />
        </router.MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete Account' }));

    await vi.waitFor(() => expect(onBlockedByFriends).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    expect(router.pathname()).toBe('/privacy');
  });
});
