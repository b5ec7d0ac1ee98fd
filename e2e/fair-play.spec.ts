// Fair play (docs/product.md#fair-play): the Mini opens on its shape under 'Ready to
// play?' and the clues arrive with Start; a square Check marks wrong costs 10 seconds, shown in the
// end modal and on the leaderboard; a solve faster than a person types is held off the board until
// an admin accepts it at /admin; the browser's time zone reaches the server.
import { expect, test, type Page } from '@playwright/test';
import { blocksOf, layoutOf, type Slot } from '../src/shared/crossword/grid.js';
import { createConfirmedUser } from './support/api.js';
import { cluesFor } from './support/content.js';
import {
  cell,
  chooseTool,
  goToClue,
  openMini,
  solveByTyping,
  takeYourTime,
} from './support/crossword.js';
import { grantAdmin } from './support/db.js';
import { openPlayer, skipDailyQuestion, startPlay } from './support/session.js';

async function openBoard(page: Page) {
  await page.getByRole('button', { name: 'Leaderboard' }).click();
  const board = page.getByRole('dialog', { name: 'Mini Crossword Leaderboard' });
  await expect(
    board
      .getByRole('list', { name: 'Rankings' })
      .or(board.getByText('No entries yet. Be the first to complete this puzzle!')),
  ).toBeVisible();
  return board;
}

test('the Mini opens on its shape under Ready to play?, and the clues come with Start', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  await skipDailyQuestion(page);
  // the page as the server rendered it, with the play it carries (docs/decisions/023)
  const before = (await (await page.goto('/mini'))?.text()) ?? '';
  expect(before).toContain('/api/play/mini/today');
  const card = page.getByRole('region', { name: 'Ready to play?' });
  await expect(card).toContainText('The clues appear and the timer starts when you press Start.');
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/00:00/);
  const clues = cluesFor(
    'mini',
    (await page.locator('.cw-head__puzzle').textContent())?.trim() ?? '',
  );
  for (const clue of clues) expect(before).not.toContain(JSON.stringify(clue).slice(1, -1));
  await expect(page.getByRole('region', { name: 'Across' }).getByRole('button')).toHaveCount(0);

  await startPlay(page);
  await expect(page.getByRole('region', { name: 'Across' })).toContainText(clues[0]!);
});

test('a square Check marks wrong adds 10 seconds, in the end modal and on the board', async ({
  browser,
  request,
}) => {
  const user = await createConfirmedUser(request);
  const { page } = await openPlayer(browser, user);
  const grid = await openMini(page);
  const slot = layoutOf(blocksOf(grid)).across[0] as Slot;
  const [r, c] = slot.cells[0] as [number, number];
  await goToClue(page, slot);
  await page.keyboard.type(grid[r]?.[c] === 'Q' ? 'Z' : 'Q');
  await cell(page, r, c).click();
  await chooseTool(page, 'Check', 'Square');
  await expect(cell(page, r, c)).toHaveAccessibleName(/checked incorrect$/);

  await takeYourTime(page);
  await solveByTyping(page, grid);
  const win = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(win).toContainText(/You solved MedGrid Mini in (\d+m )?\d+s\./);
  await expect(win).toContainText(
    /Ranked time: \d+:\d\d \(\+0:10\), with 1 square checked wrong \(10 seconds each\)\./,
  );
  await win.getByRole('button', { name: 'Leaderboard' }).click();
  const row = page
    .getByRole('dialog', { name: 'Mini Crossword Leaderboard' })
    .getByRole('listitem')
    .filter({ hasText: user.username });
  await expect(row).toContainText(/\d+:\d\d \(\+0:10\)/);
});

test('a solve faster than the fastest person waits for an admin, with its reason, who accepts it at /admin', async ({
  browser,
  request,
}) => {
  const fast = await createConfirmedUser(request);
  const { page } = await openPlayer(browser, fast);
  // every word as fast as the keyboard takes it: about 2 s on the clock for the whole grid
  await solveByTyping(page, await openMini(page), 0);
  const win = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(win).toContainText(
    /Your result is under review, so it is not on the leaderboard yet: (Finished in \d+\.\d s; the fastest person needs at least \d+\.\d s for \d+ entries and \d+ clues or rounds|\d+ entries arrived \d+\.\d s after (the previous one; entering them takes at least \d+\.\d s|Start or Continue; a person needs at least \d+\.\d s to look and enter them))\. It joins the leaderboard once an admin has checked it\./,
  );
  await win.getByRole('button', { name: 'Close' }).click();
  await expect((await openBoard(page)).getByText(fast.username)).toHaveCount(0);
  await page.keyboard.press('Escape');

  const adminUser = await createConfirmedUser(request);
  grantAdmin(adminUser.username);
  const admin = await openPlayer(browser, adminUser);
  await admin.page.goto('/admin');
  const panel = admin.page.getByRole('region', { name: 'Results under review' });
  const held = panel.getByRole('listitem').filter({ hasText: fast.username });
  await expect(held).toContainText('Mini Crossword');
  // the reason the player was shown, for the admin to judge
  await expect(held).toContainText(
    /Why held: (Finished in \d+\.\d s; the fastest person needs|\d+ entries arrived \d+\.\d s after)/,
  );
  await held.getByRole('button', { name: `Accept ${fast.username}'s result` }).click();
  await expect(panel.getByRole('status')).toHaveText(
    `Accepted: ${fast.username}'s result now ranks.`,
  );
  await expect(held).toHaveCount(0);

  await page.reload();
  await expect(page.getByText(/^Puzzle Completed in \d\d:\d\d$/)).toBeVisible();
  await expect((await openBoard(page)).getByRole('list', { name: 'Rankings' })).toContainText(
    fast.username,
  );
});

test("the browser's time zone reaches the server, which applies it from the player's next day", async ({
  browser,
  request,
}) => {
  const user = await createConfirmedUser(request);
  const { baseURL, viewport } = test.info().project.use;
  const context = await browser.newContext({
    serviceWorkers: 'block',
    baseURL,
    viewport: viewport ?? undefined,
    timezoneId: 'Pacific/Kiritimati',
  });
  await context.request.post('/api/account/sign-in', {
    data: { identifier: user.username, password: user.password },
  });
  const page = await context.newPage();
  const reported = page.waitForResponse(
    (r) => r.url().endsWith('/api/account/time-zone') && r.request().method() === 'PUT',
  );
  await page.goto('/landing');
  const state = (await (await reported).json()) as { next: { timeZone: string } | null };
  expect(state.next?.timeZone).toBe('Pacific/Kiritimati');
  // confirmed once: the next page load does not ask again
  let again = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/account/time-zone') && r.method() === 'PUT') again++;
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await pageSettled(page);
  expect(again).toBe(0);
  await context.close();
});

/**
 * Waits until the page has had the idle moment at which the app reports the time zone (it asks in
 * a requestIdleCallback once the player is known): two frames for the page's effects to run, then
 * two idle callbacks in turn, so the app's, registered before, has run and sent what it would;
 * then one request of ours, whose answer comes after any request the app sent before it.
 */
async function pageSettled(page: Page): Promise<void> {
  // a string: the browser's own functions, which this Node-typed file does not know
  await page.evaluate(`(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    const idle = () => new Promise((done) => requestIdleCallback(done, { timeout: 5000 }));
    await frame();
    await frame();
    await idle();
    await idle();
    await fetch('/api/health');
  })()`);
}
