// Friends between real players (each in a browser context of their own), through the real
// server: search, request, accept, remove, the three bulk actions with their confirmations, and
// account deletion blocked by a friend link.
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '../src/shared/accounts/messages.js';
import { FRIENDS_FEEDBACK_MS, FRIENDS_MESSAGES as M } from '../src/shared/friends/messages.js';
import { createConfirmedUser } from './support/api.js';
import { openFriends, signInButton, startDeleteInMenu } from './support/screens.js';
import { openPlayer, type Player } from './support/session.js';

/** A feedback message is shown, then hides itself after 3 seconds. */
async function expectFlash(modal: Locator, text: string): Promise<void> {
  const message = modal.getByText(text, { exact: true });
  await expect(message).toBeVisible();
  await expect(message).toBeHidden({ timeout: FRIENDS_FEEDBACK_MS + 2000 });
}

async function closeModal(modal: Locator): Promise<void> {
  await modal.page().keyboard.press('Escape');
  await expect(modal).toBeHidden();
}

function row(list: Locator, username: string): Locator {
  return list.getByRole('listitem').filter({ hasText: username });
}

/** Link set-up through the API, for tests whose subject is another step. */
async function sendRequest(from: APIRequestContext, toUserId: string): Promise<string> {
  const res = await from.post('/api/friends/requests', { data: { userId: toUserId } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function players(
  browser: Parameters<typeof openPlayer>[0],
  request: APIRequestContext,
  count: number,
  alerts: string[] = [],
): Promise<Player[]> {
  const users = [];
  for (let i = 0; i < count; i += 1) users.push(await createConfirmedUser(request));
  return Promise.all(users.map((user, i) => openPlayer(browser, user, i === 0 ? alerts : [])));
}

test('search, send a request, accept it, remove the friend', async ({ browser, request }) => {
  const [alice, bob] = await players(browser, request, 2);
  if (!alice || !bob) throw new Error('players missing');

  await test.step('search: blank does nothing, the viewer is left out, matching ignores case', async () => {
    const searches: string[] = [];
    alice.page.on('request', (req) => {
      if (req.url().includes('/api/friends/search')) searches.push(req.url());
    });
    const friends = await openFriends(alice.page);
    const field = friends.getByLabel('Find friends by username');
    const searchButton = friends.getByRole('button', { name: 'Search', exact: true });

    await field.fill('   ');
    await searchButton.click();
    await field.press('Enter');

    await field.fill(alice.user.username);
    await searchButton.click();
    await expectFlash(friends, M.noUsersFound);
    expect(searches).toHaveLength(1); // the blank query asked nothing
    await expect(friends.getByRole('list', { name: 'Search results' })).toHaveCount(0);

    await field.fill(`  ${bob.user.username.slice(2).toUpperCase()}  `);
    await searchButton.click();
    const results = friends.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results).toContainText(bob.user.username);
  });

  await test.step('Alice sends Bob a request', async () => {
    const friends = alice.page.getByRole('dialog', { name: 'Friends' });
    const results = friends.getByRole('list', { name: 'Search results' });
    await results.getByRole('button', { name: `Add Friend ${bob.user.username}` }).click();
    await expectFlash(friends, M.requestSent);
    await expect(row(results, bob.user.username)).toContainText('Request sent');
    const sent = friends.getByRole('list', { name: 'Friend requests sent' });
    await expect(row(sent, bob.user.username)).toBeVisible();
    await closeModal(friends);
  });

  await test.step('Bob accepts it', async () => {
    const friends = await openFriends(bob.page);
    await expect(friends.getByRole('tab', { name: /Requests/ })).toContainText('1');
    const incoming = friends.getByRole('list', { name: 'Friend requests received' });
    await incoming
      .getByRole('button', { name: `Accept ${alice.user.username}`, exact: true })
      .click();
    await expectFlash(friends, M.accepted);
    await expect(friends.getByText('No friend requests right now.')).toBeVisible();
    await friends.getByRole('tab', { name: /Friends/ }).click();
    const list = friends.getByRole('list', { name: 'Your friends' });
    await expect(row(list, alice.user.username)).toBeVisible();
    await closeModal(friends);
  });

  await test.step('Alice removes Bob', async () => {
    const friends = await openFriends(alice.page);
    await friends.getByRole('tab', { name: /Friends/ }).click();
    const list = friends.getByRole('list', { name: 'Your friends' });
    await list.getByRole('button', { name: `Remove ${bob.user.username}`, exact: true }).click();
    await expectFlash(friends, M.friendRemoved);
    await expect(friends.getByText(/^No friends yet/)).toBeVisible();
    await closeModal(friends);

    const bobFriends = await openFriends(bob.page);
    await bobFriends.getByRole('tab', { name: /Friends/ }).click();
    await expect(bobFriends.getByText(/^No friends yet/)).toBeVisible();
  });
});

test('Reject All and Remove All Pending ask first', async ({ browser, request }) => {
  const [alice, bob, carol] = await players(browser, request, 3);
  if (!alice || !bob || !carol) throw new Error('players missing');
  await sendRequest(bob.page.request, alice.id);
  await sendRequest(carol.page.request, alice.id);

  await test.step('Reject All: Cancel keeps the requests, confirming rejects them', async () => {
    const friends = await openFriends(alice.page);
    const incoming = friends.getByRole('list', { name: 'Friend requests received' });
    await expect(incoming.getByRole('listitem')).toHaveCount(2);

    await friends.getByRole('button', { name: 'Reject All' }).click();
    const confirm = alice.page.getByRole('alertdialog', { name: 'Reject all friend requests?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(incoming.getByRole('listitem')).toHaveCount(2);

    await friends.getByRole('button', { name: 'Reject All' }).click();
    await confirm.getByRole('button', { name: 'Reject All' }).click();
    await expectFlash(friends, M.allRejected);
    await expect(friends.getByText('No friend requests right now.')).toBeVisible();
    await closeModal(friends);
    const bobView = await (await bob.page.request.get('/api/friends')).json();
    expect(bobView.sent).toEqual([]);
  });

  await test.step('Remove All Pending: confirming withdraws every sent request', async () => {
    await sendRequest(alice.page.request, bob.id);
    await sendRequest(alice.page.request, carol.id);
    const friends = await openFriends(alice.page);
    const sent = friends.getByRole('list', { name: 'Friend requests sent' });
    await expect(sent.getByRole('listitem')).toHaveCount(2);

    await friends.getByRole('button', { name: 'Remove All Pending' }).click();
    const confirm = alice.page.getByRole('alertdialog', { name: 'Remove all pending requests?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(sent.getByRole('listitem')).toHaveCount(2);

    await friends.getByRole('button', { name: 'Remove All Pending' }).click();
    await confirm.getByRole('button', { name: 'Remove All Pending' }).click();
    await expectFlash(friends, M.allPendingRemoved);
    await expect(friends.getByText('You have no pending requests.')).toBeVisible();
    const carolView = await (await carol.page.request.get('/api/friends')).json();
    expect(carolView.incoming).toEqual([]);
  });
});

test('Remove All Friends asks first and removes friends and requests', async ({
  browser,
  request,
}) => {
  const [alice, bob, carol] = await players(browser, request, 3);
  if (!alice || !bob || !carol) throw new Error('players missing');
  const link = await sendRequest(alice.page.request, bob.id);
  const accept = await bob.page.request.post(`/api/friends/requests/${link}/accept`);
  expect(accept.status()).toBe(200);
  await sendRequest(alice.page.request, carol.id);

  const friends = await openFriends(alice.page);
  await friends.getByRole('tab', { name: /Friends/ }).click();
  const list = friends.getByRole('list', { name: 'Your friends' });
  await expect(row(list, bob.user.username)).toBeVisible();

  await friends.getByRole('button', { name: 'Remove All Friends' }).click();
  const confirm = alice.page.getByRole('alertdialog', { name: 'Remove all friends?' });
  await expect(confirm).toContainText('every friend request you have sent or received');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(list, bob.user.username)).toBeVisible();

  await friends.getByRole('button', { name: 'Remove All Friends' }).click();
  await confirm.getByRole('button', { name: 'Remove All Friends' }).click();
  await expectFlash(friends, M.allRemoved);
  await expect(friends.getByText(/^No friends yet/)).toBeVisible();
  await friends.getByRole('tab', { name: /Requests/ }).click();
  await expect(friends.getByText('You have no pending requests.')).toBeVisible();
  const aliceView = await (await alice.page.request.get('/api/friends')).json();
  expect(aliceView).toEqual({ friends: [], incoming: [], sent: [] });
});

test('deleting the account is blocked by a friend link, then allowed', async ({
  browser,
  request,
}) => {
  const alerts: string[] = [];
  const [alice, bob] = await players(browser, request, 2, alerts);
  if (!alice || !bob) throw new Error('players missing');
  await sendRequest(alice.page.request, bob.id);
  const page = alice.page;

  await test.step("blocked: the app's own dialog says so, then Friends opens on Requests", async () => {
    const confirm = await startDeleteInMenu(page);
    await expect(confirm).toContainText(ACCOUNT_MESSAGES.deleteText);
    await confirm.getByRole('button', { name: 'Delete Account' }).click();
    const notice = page.getByRole('alertdialog', { name: 'Your account was not deleted' });
    await expect(notice).toHaveAccessibleDescription(ACCOUNT_MESSAGES.deleteBlockedByFriends);
    await expect(confirm).toBeHidden();
    await notice.getByRole('button', { name: 'Open Friends' }).click();
    const friends = page.getByRole('dialog', { name: 'Friends' });
    await expect(friends).toBeVisible();
    await expect(notice).toBeHidden();
    expect(alerts).toEqual([]);
    // the link is a sent request: the tab that holds it
    await expect(friends.getByRole('tab', { name: /Requests/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const sent = friends.getByRole('list', { name: 'Friend requests sent' });
    await sent.getByRole('button', { name: `Remove ${bob.user.username}`, exact: true }).click();
    await expectFlash(friends, M.requestRemoved);
    await closeModal(friends);
  });

  await test.step('allowed once every link is gone', async () => {
    const confirm = await startDeleteInMenu(page);
    await confirm.getByRole('button', { name: 'Delete Account' }).click();
    await expect(signInButton(page)).toBeVisible();
    expect(alerts).toEqual([ACCOUNT_MESSAGES.deleteSuccess]);
    const me = await (await page.request.get('/api/account/me')).json();
    expect(me.user).toBeNull();
  });
});
