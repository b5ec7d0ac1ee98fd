// Signed-in browser sessions for tests whose subject is not signing in: the session cookie comes
// from the real sign-in API, in a browser context of its own (one per player).
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import type { TestUser } from './users.js';
import { ageRunningPlays } from './db.js';

/** Signs the request context in (its cookies are the page's, for `page.request`). */
export async function signInViaApi(request: APIRequestContext, user: TestUser): Promise<string> {
  const res = await request.post('/api/account/sign-in', {
    data: { identifier: user.username, password: user.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { user: { id: string } };
  return body.user.id;
}

export interface Player {
  page: Page;
  user: TestUser;
  /** The user's id, for setting up friend links through the API. */
  id: string;
}

/**
 * A new browser context (the current project's viewport and base URL), signed in as `user`, with
 * a page on /landing. Every window.alert is accepted and recorded in `alerts`.
 */
export async function openPlayer(
  browser: Browser,
  user: TestUser,
  alerts: string[] = [],
): Promise<Player> {
  const { baseURL, viewport } = test.info().project.use;
  const context = await browser.newContext({
    serviceWorkers: 'block',
    baseURL,
    viewport: viewport ?? undefined,
  });
  const id = await signInViaApi(context.request, user);
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  // the landing page is served drawn, with the player's day in it, and taken over by the script
  // (docs/decisions/023-server-rendering.md): wait for that, so that a test's own request
  // listeners see only the requests of what it does next
  await page.goto('/landing');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  return { page, user, id };
}

/**
 * Skips today's daily question through the API, for tests of the Mini that are not about the
 * question (it would otherwise open before the play). Already answered or no question: fine.
 */
export async function skipDailyQuestion(page: Page): Promise<void> {
  const res = await page.request.post('/api/daily-question/today/skip');
  expect([200, 404, 409], await res.text()).toContain(res.status());
}

/** A person's first look at the board after Start, on the server's clock. */
export const FIRST_LOOK_SECONDS = 2;

/**
 * Time a person spends on the signed-in player's running plays (the server's clock, moved on by
 * `seconds`: e2e/support/db.ts ageRunningPlays), so a play at a person's pace is timed as one.
 */
export async function spendTime(page: Page, seconds: number): Promise<void> {
  const res = await page.request.get('/api/account/me');
  const me = (await res.json()) as { user: { id: string } | null };
  if (!me.user) throw new Error('spendTime needs a signed-in page');
  ageRunningPlays(me.user.id, seconds);
}

/**
 * Presses Start on the 'Ready to play?' card, waits until the play runs (Pause shows), and gives
 * the player the moment a person needs to look at the board before the first input.
 */
export async function startPlay(page: Page): Promise<void> {
  const card = page.getByRole('region', { name: 'Ready to play?' });
  await card.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await spendTime(page, FIRST_LOOK_SECONDS);
}

/** A person's pace for a whole solve: long enough that no honest e2e solve is held for review. */
export async function takeYourTime(page: Page): Promise<void> {
  await spendTime(page, 60);
}

/**
 * 'What next' on a first daily end screen (docs/product.md#what-next): a 1-day streak and the
 * link to another game of the day ('Play Medle' to /medle).
 */
export async function expectWhatNext(scope: Locator, link: string, href: string): Promise<void> {
  const region = scope.getByRole('region', { name: 'What next' });
  await expect(region).toContainText('1-day streak');
  await expect(region.getByRole('link', { name: link })).toHaveAttribute('href', href);
}
