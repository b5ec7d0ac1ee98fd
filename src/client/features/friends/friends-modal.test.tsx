import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRIENDS_FEEDBACK_MS, FRIENDS_MESSAGES as M } from '../../../shared/friends/messages';
import type { FriendsOverview } from '../../../shared/friends/schemas';
import { errorReply, installFakeServer, reply } from '../../../../test-support/client/fake-server';
import { FRIENDS_TITLE, FriendsModal } from './friends-modal';

const http = installFakeServer();

const overview = (partial: Partial<FriendsOverview> = {}): FriendsOverview => ({
  friends: [],
  incoming: [],
  sent: [],
  ...partial,
});

function renderModal() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FriendsModal onClose={() => undefined} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { user, dialog: screen.getByRole('dialog', { name: FRIENDS_TITLE }) };
}

async function search(user: ReturnType<typeof userEvent.setup>, text: string) {
  const field = screen.getByRole('searchbox', { name: 'Find friends by username' });
  await user.clear(field);
  if (text) await user.type(field, text);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

describe('FriendsModal', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    http.get('/api/friends', () => overview());
  });
  afterEach(() => vi.useRealTimers());

  it('does nothing for an empty or blank search', async () => {
    const { user } = renderModal();
    await search(user, '');
    await search(user, '   ');
    await search(user, '<b></b>');
    expect(http.requested('GET', '/api/friends/search')).toEqual([]);
  });

  it("says 'No users found' and hides it after 3 seconds", async () => {
    http.get('/api/friends/search', () => ({ users: [] }));
    const { user } = renderModal();
    await search(user, '  House  ');
    const searched = http.requested('GET', '/api/friends/search');
    expect(searched.map((r) => r.query.get('q'))).toContain('House');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.noUsersFound);

    act(() => vi.advanceTimersByTime(FRIENDS_FEEDBACK_MS - 100));
    expect(screen.getByRole('alert')).toHaveTextContent(M.noUsersFound);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it("drops an earlier search's 'No users found' when a later search finds users", async () => {
    let found: unknown[] = [];
    http.get('/api/friends/search', () => ({ users: found }));
    const { user } = renderModal();
    await search(user, 'zzz');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.noUsersFound);

    // within the 3 seconds the message would still show
    found = [{ userId: 'u2', username: 'wilson', relation: 'none' }];
    await search(user, 'wil');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByText('wilson')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.queryByText(M.noUsersFound)).toBeNull();
  });

  it("drops an earlier search's failure when a later search finds users", async () => {
    let fail = true;
    http.get('/api/friends/search', () =>
      fail
        ? reply(500, { message: 'boom' })
        : { users: [{ userId: 'u2', username: 'wilson', relation: 'none' }] },
    );
    const { user } = renderModal();
    await search(user, 'wil');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.searchFailed);

    fail = false;
    await search(user, 'wil');
    await screen.findByRole('list', { name: 'Search results' });
    expect(screen.queryByText(M.searchFailed)).toBeNull();
  });

  it('sends a request from a result, confirms it, and hides the message after 3 seconds', async () => {
    let sent = overview();
    http.get('/api/friends', () => sent);
    http.get('/api/friends/search', () => ({
      users: [{ userId: 'u2', username: 'wilson', relation: 'none' }],
    }));
    http.post('/api/friends/requests', ({ body }) => {
      expect(body).toEqual({ userId: 'u2' });
      sent = overview({ sent: [{ id: 'l1', userId: 'u2', username: 'wilson' }] });
      return reply(201, { id: 'l1' });
    });
    const { user } = renderModal();
    await search(user, 'wil');
    const results = await screen.findByRole('list', { name: 'Search results' });
    await user.click(within(results).getByRole('button', { name: 'Add Friend wilson' }));

    expect(await screen.findByRole('status')).toHaveTextContent(M.requestSent);
    expect(await within(results).findByText('Request sent')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(FRIENDS_FEEDBACK_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("says 'Friend request already exists' when the server refuses a duplicate", async () => {
    http.get('/api/friends/search', () => ({
      users: [{ userId: 'u2', username: 'wilson', relation: 'none' }],
    }));
    http.post('/api/friends/requests', () => errorReply(409, M.requestExists));
    const { user } = renderModal();
    await search(user, 'wilson');
    await user.click(await screen.findByRole('button', { name: 'Add Friend wilson' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.requestExists);
  });

  it('asks before Reject All; Cancel does nothing, confirming rejects every request', async () => {
    let data = overview({
      incoming: [
        { id: 'l1', userId: 'u2', username: 'wilson' },
        { id: 'l2', userId: 'u3', username: 'cuddy' },
      ],
    });
    http.get('/api/friends', () => data);
    http.post('/api/friends/requests/reject-all', () => {
      data = overview();
      return { removed: 2 };
    });
    const { user } = renderModal();
    const incoming = await screen.findByRole('list', { name: 'Friend requests received' });
    expect(within(incoming).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Reject All' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Reject all friend requests?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(http.requested('POST', '/api/friends/requests/reject-all')).toEqual([]);
    expect(incoming).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject All' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reject All' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(M.allRejected);
    expect(await screen.findByText('No friend requests right now.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("shows the product's fetch failure texts (docs/product.md#friends) with a way to try again", async () => {
    http.get('/api/friends', () => reply(500, { message: 'boom' }));
    const { user } = renderModal();
    // The lists are asked for twice (one retry, a second later) before the failure shows.
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(await screen.findByText(M.fetchRequestsFailed)).toBeInTheDocument();
    expect(screen.getByText(M.fetchSentFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Friends/ }));
    expect(await screen.findByText(M.fetchFriendsFailed)).toBeInTheDocument();
  });
});
