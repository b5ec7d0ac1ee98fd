import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createConfirmedUser } from './api.js';
import { grantAdmin } from './db.js';
import { openPlayer, type Player } from './session.js';
import { mondayOf } from '../../src/shared/admin/summary.js';
import { formatLongDate } from '../../src/shared/play/dates.js';

/** A new admin, signed in, with a page on /landing. */
export async function openAdmin(browser: Browser, request: APIRequestContext): Promise<Player> {
  const user = await createConfirmedUser(request);
  grantAdmin(user.username);
  return openPlayer(browser, user);
}

/**
 * On a test page (/test-puzzles, …) already open: goes to the week of `date` (this week or the
 * next) and picks `game`'s day, which must be available; returns its button, pressed.
 */
export async function pickTestDay(page: Page, game: string, date: string) {
  // the week the page opened on is the server's today's (what the page itself asks), not this
  // machine's clock: a run that crosses midnight UTC still finds its day
  const calendar = await page.request.get('/api/admin/calendar?days=1');
  expect(calendar.status()).toBe(200);
  const thisMonday = mondayOf(((await calendar.json()) as { from: string }).from);
  if (mondayOf(date) !== thisMonday) await page.getByRole('button', { name: 'Next Week' }).click();
  const pick = page.getByRole('button', {
    name: `${game}, ${formatLongDate(date, true)}: available`,
  });
  await pick.click();
  await expect(pick).toHaveAttribute('aria-pressed', 'true');
  return pick;
}
