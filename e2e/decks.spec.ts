// Study decks end to end (issue 32), two real players in Chromium through the real server: an
// Anki .apkg made here is uploaded, previewed (with the cards a crossword cannot use marked),
// laid out into a crossword, played to the end on the crossword board in practice mode, and
// shared with a friend who opens it from their list; the owner sees who finished. axe reads the
// same screens in e2e/support/a11y.ts.
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  BASIC,
  CLOZE,
  currentApkg,
  type TestNote,
} from '../src/server/features/decks/apkg-test-files.js';
import { createConfirmedUser } from './support/api.js';
import { solveByTyping } from './support/crossword.js';
import { storedDeckCrossword } from './support/db.js';
import { openPlayer } from './support/session.js';

const NOTES: TestNote[] = [
  { mid: BASIC.id, fields: ['<b>Largest</b> artery of the body', 'Aorta'] },
  { mid: BASIC.id, fields: ['Bone cell that resorbs bone', 'Osteoclast'] },
  { mid: BASIC.id, fields: ['Muscle layer of the heart wall', 'Myocardium'] },
  { mid: BASIC.id, fields: ['Cranial nerve X', 'Vagus'] },
  { mid: BASIC.id, fields: ['Hormone made by pancreatic beta cells', 'Insulin'] },
  { mid: CLOZE.id, fields: ['Oxygen is carried in red cells by {{c1::hemoglobin}}.', ''] },
  { mid: BASIC.id, fields: ['Vitamin for clotting factor synthesis', 'K'] },
];

/** The two are friends (the friends screens have their own test). */
async function befriend(a: APIRequestContext, b: APIRequestContext, bId: string) {
  const sent = await a.post('/api/friends/requests', { data: { userId: bId } });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id } = (await sent.json()) as { id: string };
  expect((await b.post(`/api/friends/requests/${id}/accept`)).status()).toBe(200);
}

test('upload an Anki deck, make a crossword, solve it, share it with a friend', async ({
  browser,
  request,
}) => {
  const [ownerUser, friendUser] = [
    await createConfirmedUser(request),
    await createConfirmedUser(request),
  ];
  const owner = await openPlayer(browser, ownerUser);
  const friend = await openPlayer(browser, friendUser);
  await befriend(owner.page.request, friend.page.request, friend.id);

  const page = owner.page;
  let crosswordId = '';
  await test.step('the menu leads to Study Decks; the deck is uploaded and previewed', async () => {
    await page.goto('/decks');
    await expect(page.getByRole('heading', { level: 1, name: 'Study Decks' })).toBeVisible();
    await page.getByLabel('Deck file').setInputFiles({
      name: 'cardio_basics.apkg',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(currentApkg(NOTES)),
    });
    await expect(page.getByLabel('Deck name')).toHaveValue('cardio basics');
    // an Anki card asks on its front
    await expect(page.getByRole('radio', { name: /The front/ })).toBeChecked();
    await page.getByRole('button', { name: 'Add Deck' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'cardio basics' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(NOTES.length + 1);
    // the HTML is gone, the cloze became a clue with a blank, the one-letter answer is marked
    await expect(table.getByText('Largest artery of the body')).toBeVisible();
    await expect(table.getByText('Oxygen is carried in red cells by ____.')).toBeVisible();
    await expect(table.getByText('The answer is shorter than 3 letters')).toBeVisible();
    await expect(page.getByText('6 of 30 chosen')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Card 7/ })).toBeDisabled();
  });

  await test.step('make the crossword and solve it on the board', async () => {
    await page.getByLabel('Crossword name').fill('Heart and more');
    await page.getByRole('button', { name: 'Make Crossword' }).click();
    await page.waitForURL(/\/decks\/play\//);
    crosswordId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(page.getByRole('heading', { level: 1, name: 'Heart and more' })).toBeVisible();
    await expect(page.getByText('Study deck · practice: timed, never ranked')).toBeVisible();
    await page
      .getByRole('region', { name: 'Ready to play?' })
      .getByRole('button', { name: 'Start', exact: true })
      .click();
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await solveByTyping(page, storedDeckCrossword(crosswordId).answerGrid, 20);
    const end = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(end).toBeVisible();
    await expect(end.getByText(/^You solved Heart and more in /)).toBeVisible();
    await expect(end.getByRole('button', { name: 'Share' })).toHaveCount(0);
    await end.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { name: 'Who finished' })).toBeVisible();
    await expect(page.locator('.decks__finishers')).toContainText(ownerUser.username);
  });

  await test.step('share it with the friend', async () => {
    await page.getByRole('button', { name: 'Share with Friends' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share with friends' });
    await dialog.getByRole('checkbox', { name: friendUser.username }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Shared with ${friendUser.username}`)).toBeVisible();
  });

  await test.step("the friend finds it under Shared with me and opens it; a stranger can't", async () => {
    await friend.page.goto('/decks');
    const shared = friend.page.getByRole('region', { name: 'Shared with me' });
    await shared.getByRole('link', { name: /Heart and more/ }).click();
    await expect(
      friend.page.getByRole('heading', { level: 1, name: 'Heart and more' }),
    ).toBeVisible();
    await expect(friend.page.getByText(`Made by ${ownerUser.username}`)).toBeVisible();
    await expect(friend.page.getByRole('button', { name: 'Share with Friends' })).toHaveCount(0);
    const stranger = await createConfirmedUser(request);
    const outsider = await openPlayer(browser, stranger);
    const res = await outsider.page.request.get(`/api/decks/crosswords/${crosswordId}/play`);
    expect(res.status()).toBe(404);
    await outsider.page.context().close();
  });

  await owner.page.context().close();
  await friend.page.context().close();
});
