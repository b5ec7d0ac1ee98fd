// Installable and repeat visits from the cache (issue 31; docs/decisions/022-service-worker.md):
// the page links its manifest, the service worker installs, a second visit takes its scripts from
// the worker, the API never comes from it, an offline navigation says the player is offline, and
// a move made offline is shown as not saved and sent when the connection returns.
import { expect, test } from '@playwright/test';
import { createConfirmedUser } from './support/api.js';
import { cell, goToClue, openMini } from './support/crossword.js';
import { openPlayer, signInViaApi } from './support/session.js';
import { blocksOf, layoutOf, type Slot } from '../src/shared/crossword/grid.js';

/** The page registers its worker 5 s after load (src/client/app/service-worker.ts): on our clock. */
const PAST_REGISTRATION_MS = 6_000;

test('the manifest is linked and valid; the worker installs and serves the next visit’s scripts, never the API', async ({
  browser,
  request,
}) => {
  const { baseURL, viewport } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    viewport: viewport ?? undefined,
    serviceWorkers: 'allow',
  });
  await signInViaApi(context.request, await createConfirmedUser(request));
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/landing');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to MedGrid/ })).toBeVisible();
  await page.clock.runFor(PAST_REGISTRATION_MS);

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await context.request.get(href!)).json();
  expect(manifest).toMatchObject({ short_name: 'MedGrid', display: 'standalone' });
  for (const icon of manifest.icons as { src: string }[])
    expect((await context.request.get(icon.src)).status(), icon.src).toBe(200);

  // installed and active once the first visit has loaded
  // (page code as text: the e2e sources are typed for Node, without the DOM)
  const scope = (await page.evaluate(
    'navigator.serviceWorker.ready.then((r) => r.scope)',
  )) as string;
  expect(new URL(scope).pathname).toBe('/');

  const responses: { path: string; fromWorker: boolean }[] = [];
  page.on('response', (r) =>
    responses.push({ path: new URL(r.url()).pathname, fromWorker: r.fromServiceWorker() }),
  );
  await page.goto('/medword');
  await expect(page.getByRole('heading', { level: 1, name: 'MedWord' })).toBeVisible();
  const scripts = responses.filter((r) => r.path.startsWith('/assets/') && r.path.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(2);
  expect(scripts.filter((r) => !r.fromWorker)).toEqual([]);
  // every API answer comes from the server, past the worker: play is the server's (the page's
  // first answers come in the page itself, docs/decisions/023; these two the page asks now)
  await page.evaluate(
    "Promise.all(['/api/today', '/api/account/me'].map((p) => fetch(p).then((r) => r.status)))",
  );
  const api = responses.filter((r) => r.path.startsWith('/api/'));
  expect(api.length).toBeGreaterThan(1);
  expect(api.filter((r) => r.fromWorker)).toEqual([]);
  // the worker keeps no page and no API answer (a page goes to the network through it)
  const cached = (await page.evaluate(`(async () => {
    const urls = [];
    for (const name of await caches.keys())
      for (const key of await (await caches.open(name)).keys()) urls.push(new URL(key.url).pathname);
    return urls;
  })()`)) as string[];
  expect(cached.length).toBeGreaterThan(10);
  expect(cached.filter((path) => path.startsWith('/api/') || !/\.[a-z]+$/.test(path))).toEqual([]);
  await context.close();
});

test('offline, a page says the player is offline and how to go on', async ({ browser }) => {
  const { baseURL } = test.info().project.use;
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/');
  await page.waitForLoadState('load');
  await page.clock.runFor(PAST_REGISTRATION_MS);
  await page.evaluate('navigator.serviceWorker.ready.then(() => null)');
  await context.setOffline(true);
  await page.goto('/landing');
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByText('When you are back online, try again')).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/landing$/);
  await context.close();
});

test('a letter typed offline is shown as not saved, and saved when the connection returns', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  const grid = await openMini(page);
  const slot = layoutOf(blocksOf(grid)).across[0] as Slot;
  const [r, c] = slot.cells[0] as [number, number];
  await goToClue(page, slot);
  const letter = grid[r]?.[c] === 'Q' ? 'Z' : 'Q';

  await page.context().setOffline(true);
  await page.keyboard.type(letter);
  const notice = page.getByText(
    'Connection lost. Your letters are kept on this device and will be saved when you are back online.',
  );
  await expect(notice).toBeVisible();
  await expect(cell(page, r, c)).toContainText(letter);

  const saved = page.waitForResponse((res) => res.url().endsWith('/moves') && res.ok());
  await page.context().setOffline(false);
  await saved;
  await expect(notice).toBeHidden();
  const state = (await (await page.request.get('/api/play/mini/today?mode=daily')).json()) as {
    play: { view: { letters: string[][] } };
  };
  expect(state.play.view.letters[r]?.[c]).toBe(letter);
  await page.context().close();
});
