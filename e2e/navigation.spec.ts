// What the app's router does itself (docs/decisions/006-declarative-router.md): the error page when
// the session check or a page's code cannot load, the loading of a page's code on its first visit
// within the app, and where a page starts when a link is followed or Back is pressed.
import { expect, test } from '@playwright/test';
import { createConfirmedUser } from './support/api.js';
import { openPlayer } from './support/session.js';

const ERROR_TEXT = 'MedGrid could not load. Check your connection and try again.';

test('the session check failing shows the error page, and Try again loads the page', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  // the page as the server serves it when it could not render it (the static page: no session
  // in it, docs/decisions/023-server-rendering.md), and the network failing for the session check
  // only (the page's boot script and the app both ask)
  await page.route('**/help', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const staticPage = html.replace(
      /<script type="application\/json" id="mg-page">[\s\S]*?<\/script>/,
      '',
    );
    expect(staticPage).not.toBe(html);
    const headers = response.headers();
    delete headers['content-encoding']; // the body is handed over decoded
    delete headers['content-length'];
    await route.fulfill({ status: response.status(), headers, body: staticPage });
  });
  await page.route('**/api/account/me', (route) => route.abort('connectionrefused'));
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(ERROR_TEXT);

  await page.unroute('**/api/account/me');
  await page.unroute('**/help');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);
});

test('a page whose code cannot load shows the error page; the others keep working', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route(/\/assets\/terms-page-[\w-]+\.js$/, (route) => route.abort('connectionrefused'));
  await page.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('alert')).toHaveText(ERROR_TEXT);

  await page.unroute(/\/assets\/terms-page-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
});

test('a followed link opens the page at its top; Back returns to where the reader was', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' });
  await footerLink.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate<number>('window.scrollY');
  expect(scrolled).toBeGreaterThan(200);

  await footerLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  expect(await page.evaluate<number>('window.scrollY')).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(200);
});

test('from the landing page, Play opens today’s Mini with its question, inside the app', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  await expect(page.getByRole('link', { name: 'Play Mini Crossword' })).toBeVisible();
  // a client-side navigation: the page (and the code it had) stays, no document is loaded again
  await page.evaluate('window.sameDocument = true');
  await page.getByRole('link', { name: 'Play Mini Crossword' }).click();
  await expect(page).toHaveURL(/\/mini$/);
  const question = page.getByRole('dialog');
  await expect(question.getByText(/-Day Streak$/)).toBeVisible();
  await question.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: 'Yes, Skip' }).click();
  await question.getByRole('button', { name: 'Continue to Crossword' }).click();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
  expect(await page.evaluate('window.sameDocument')).toBe(true);
});
