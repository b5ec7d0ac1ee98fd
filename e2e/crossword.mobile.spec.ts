// The crosswords at phone width (docs/product.md#crossword-rules: 768 px or less): the Mini is
// played with the on-screen keyboard and the clue bar, never the phone's own keyboard; the Medical
// Crossword says it is not available. The answers come from the content file whose title the page
// shows.
import { expect, test, type Page } from '@playwright/test';
import { blocksOf, layoutOf, readSlot } from '../src/shared/crossword/grid.js';
import { createConfirmedUser } from './support/api.js';
import { answersFor } from './support/content.js';
import { takeYourTime } from './support/crossword.js';
import { openPlayer, skipDailyQuestion, startPlay } from './support/session.js';

async function tap(page: Page, letters: string): Promise<void> {
  const keyboard = page.getByRole('group', { name: 'Keyboard' });
  for (const letter of letters)
    await keyboard.getByRole('button', { name: letter, exact: true }).click();
}

const clueBar = (page: Page) => page.getByRole('button', { name: /Switch direction$/ });

/** Steps the clue bar forward until it shows this clue. */
async function barTo(page: Page, label: RegExp): Promise<void> {
  for (
    let i = 0;
    i < 60 && !label.test((await clueBar(page).getAttribute('aria-label')) ?? '');
    i++
  )
    await page.getByRole('button', { name: 'Next clue' }).click();
  await expect(clueBar(page)).toHaveAccessibleName(label);
}

test('the Mini is solved with the on-screen keyboard', async ({ browser, request }) => {
  const user = await createConfirmedUser(request);
  const { page } = await openPlayer(browser, user);
  await skipDailyQuestion(page);
  await page.goto('/mini');
  await startPlay(page);
  const title = (await page.locator('.cw-head__puzzle').textContent())?.trim() ?? '';
  const grid = answersFor('mini', title);
  await takeYourTime(page); // a person's pace: a faster solve would be held for review
  const layout = layoutOf(blocksOf(grid));

  // Nothing on the page opens the phone's keyboard.
  await expect(page.locator('input, textarea, [contenteditable="true"]')).toHaveCount(0);
  const gridBox = await page.getByRole('grid').boundingBox();
  expect(gridBox?.width).toBeLessThanOrEqual(390 * 0.9 + 1);

  await test.step('the clue bar cycles across clues, then down clues', async () => {
    const firstAcross = layout.across[0];
    const bar = clueBar(page);
    await expect(bar).toHaveAccessibleName(new RegExp(`^${firstAcross?.number} Across: `));
    for (let i = 1; i < layout.across.length; i++)
      await page.getByRole('button', { name: 'Next clue' }).click();
    await expect(bar).toHaveAccessibleName(new RegExp(`^${layout.across.at(-1)?.number} Across: `));
    await page.getByRole('button', { name: 'Next clue' }).click();
    await expect(bar).toHaveAccessibleName(new RegExp(`^${layout.down[0]?.number} Down: `));
    await page.getByRole('button', { name: 'Previous clue' }).click();
    for (let i = 1; i < layout.across.length; i++)
      await page.getByRole('button', { name: 'Previous clue' }).click();
    await expect(bar).toHaveAccessibleName(new RegExp(`^${firstAcross?.number} Across: `));
  });

  await test.step('typing the across answers in order (the cursor moves on by itself)', async () => {
    const [r0, c0] = layout.across[0]?.cells[0] as [number, number];
    const first = page.getByRole('gridcell', {
      name: new RegExp(`^Row ${r0 + 1}, column ${c0 + 1},`),
    });
    await tap(page, 'Q'); // the cursor moves on to the next square
    await expect(first).toHaveAccessibleName(/letter Q$/);
    await page.getByRole('button', { name: 'Backspace' }).click(); // an empty square: back to the Q
    await page.getByRole('button', { name: 'Backspace' }).click(); // and this one clears it
    await expect(first).toHaveAccessibleName(/empty$/);
    const inAcross = new Set(layout.across.flatMap((s) => s.cells.map(([r, c]) => `${r},${c}`)));
    const rest = layout.down.filter((s) => s.cells.some(([r, c]) => !inAcross.has(`${r},${c}`)));
    for (const slot of layout.across) await tap(page, readSlot(slot, grid));
    for (const slot of rest) {
      await barTo(page, new RegExp(`^${slot.number} Down: `));
      await tap(page, readSlot(slot, grid));
    }
  });

  const win = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(win).toContainText(/You solved MedGrid Mini in (\d+m )?\d+s\./);
  await win.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(/^Puzzle Completed in \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Keyboard' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Board', exact: true }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Mini Crossword Leaderboard' })
      .getByRole('list', { name: 'Rankings' }),
  ).toContainText(user.username);
});

test('the Medical Crossword is not available on a phone', async ({ browser, request }) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  const plays: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/play/medical/')) plays.push(req.url());
  });
  await page.goto('/medical');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Not Available on Mobile' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'The Medical Crossword is designed for desktop use. Please visit on a computer or tablet for the full experience.',
    ),
  ).toBeVisible();
  expect(plays).toEqual([]); // nothing started, no timer running
});

/**
 * What the page showed first: the server's HTML (docs/decisions/023-server-rendering.md), before
 * the script takes it over. A modal is never in it: today's question opens once the page is live.
 */
async function firstView(page: Page, path: string) {
  const html = (await (await page.goto(path))?.text()) ?? '';
  const root = html.slice(html.indexOf('<div id="root">'));
  return { grid: root.includes('role="grid"'), dialog: root.includes('<dialog') };
}

test('today’s question fills a phone’s screen; the board comes when it closes', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  // the board is not rendered behind the question (nor in the page), and no timer runs
  expect(await firstView(page, '/mini')).toEqual({ grid: false, dialog: false });
  const question = page.getByRole('dialog');
  await expect(question).toBeVisible();
  // once its slide-in has ended, the sheet covers the whole screen
  await expect
    .poll(async () => {
      const box = await question.boundingBox();
      return box && [box.x, box.y, box.width, box.height].map(Math.round);
    })
    .toEqual([0, 0, 390, 844]);
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Mini Crossword' })).toBeAttached();

  await question.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: 'Yes, Skip' }).click();
  await expect(page.getByRole('grid')).toHaveCount(0); // the explanation is still on the sheet
  await question.getByRole('button', { name: 'Continue to Crossword' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  // the question answered (skipped) for today: the next visit opens on the board at once
  // (the reload pauses the play: the page opens on its board, paused)
  expect(await firstView(page, '/mini')).toEqual({ grid: true, dialog: false });
  await expect(page.getByRole('heading', { name: 'Your game is paused.' })).toBeVisible();
});

test('with no question to ask, a phone opens on the board under its Start card', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  await skipDailyQuestion(page);
  expect(await firstView(page, '/mini')).toEqual({ grid: true, dialog: false });
  await expect(page.getByRole('region', { name: 'Ready to play?' })).toBeVisible();
  await startPlay(page);
});
