// Server rendering (docs/decisions/023-server-rendering.md): the page arrives drawn. Without
// JavaScript a visitor sees the sign-in form and a player sees each game's board as they left it;
// with JavaScript the client takes the same HTML over: no node of it replaced, no console error,
// no second request for what the page held.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createConfirmedUser } from './support/api.js';
import { goToClue, miniAnswers } from './support/crossword.js';
import { guessByTyping, guessRow, wrongWords } from './support/medword.js';
import { guess, WRONG_GUESS } from './support/medle.js';
import { medmatchOnPage, pick } from './support/medmatch.js';
import { signInButton } from './support/screens.js';
import {
  FIRST_LOOK_SECONDS,
  openPlayer,
  skipDailyQuestion,
  spendTime,
  startPlay,
} from './support/session.js';
import { blocksOf, layoutOf, type Slot } from '../src/shared/crossword/grid.js';

/** The same player's session in a browser without JavaScript. */
async function withoutScript(browser: Browser, page: Page): Promise<Page> {
  const { baseURL, viewport } = test.info().project.use;
  const context = await browser.newContext({
    javaScriptEnabled: false,
    serviceWorkers: 'block',
    baseURL,
    viewport: viewport ?? undefined,
    storageState: await page.context().storageState(),
  });
  return context.newPage();
}

test('without JavaScript a visitor gets the sign-in form in the page', async ({ browser }) => {
  const { baseURL, viewport } = test.info().project.use;
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport });
  const page = await context.newPage();
  for (const path of ['/landing', '/mini', '/medle']) {
    await page.goto(path);
    await expect(signInButton(page)).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true }).first()).toBeVisible();
  }
  await context.close();
});

test('without JavaScript each game page shows the board as the player left it', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  await skipDailyQuestion(page);

  await test.step('the Mini: the letters typed', async () => {
    await page.goto('/mini');
    await startPlay(page);
    const grid = await miniAnswers(page);
    const slot = layoutOf(blocksOf(grid)).across[0] as Slot;
    await goToClue(page, slot);
    for (const letter of 'QZ') {
      const saved = page.waitForResponse(
        (r) => r.url().includes('/api/play/mini/') && r.url().endsWith('/moves'),
      );
      await page.keyboard.type(letter, { delay: 130 });
      expect((await saved).ok()).toBe(true);
    }
    const plain = await withoutScript(browser, page);
    const response = await plain.goto('/mini');
    // the rendered page comes in gzip spliced from parts compressed once (src/server/spliced-gzip.ts)
    expect(response?.headers()['content-encoding']).toBe('gzip');
    expect(response?.headers()['server-timing']).toMatch(/^render;dur=/);
    const [r, c] = slot.cells[1] as [number, number];
    await expect(plain.getByRole('grid')).toBeVisible();
    await expect(plain.locator(`[data-row="${r}"][data-col="${c}"]`)).toContainText('Z');
    await plain.context().close();
  });

  await test.step('MedWord: the guesses made', async () => {
    await page.goto('/medword');
    await startPlay(page);
    const word = wrongWords('')[0]!;
    await guessByTyping(page, word, 1);
    const plain = await withoutScript(browser, page);
    await plain.goto('/medword');
    await expect(guessRow(plain, 1)).toHaveAccessibleName(new RegExp(`^Row 1: ${word[0]} `));
    await plain.context().close();
  });

  await test.step('Medle: the guess and the clue out', async () => {
    await page.goto('/medle');
    await startPlay(page);
    await guess(page, WRONG_GUESS);
    const plain = await withoutScript(browser, page);
    await plain.goto('/medle');
    await expect(plain.getByText(WRONG_GUESS).first()).toBeVisible();
    await plain.context().close();
  });

  await test.step('MedMatch: the rounds played', async () => {
    await page.clock.install();
    await page.goto('/medmatch');
    await page.getByRole('button', { name: 'Start Challenge' }).click();
    const day = await medmatchOnPage(page);
    const round = day.rounds[0]!;
    await spendTime(page, FIRST_LOOK_SECONDS);
    await pick(page, round.impostor);
    await expect(page.getByRole('heading', { name: /^Round 2 of \d+$/ })).toBeVisible();
    const plain = await withoutScript(browser, page);
    await plain.goto('/medmatch');
    await expect(plain.getByText(/Round 2 of \d+/).first()).toBeVisible();
    await plain.context().close();
  });
});

test('with JavaScript the client takes the HTML over: same nodes, no error, no second request', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  // Every element of #root removed before the app says it has taken over (a hydration that had to
  // redraw).
  await page.addInitScript({
    content: `
      window.__mgChanged = [];
      let ready = false;
      new MutationObserver((records) => {
        for (const m of records) {
          if (m.type === 'attributes' && m.target === document.documentElement) {
            if (document.documentElement.dataset.app === 'ready') ready = true;
            continue;
          }
          if (ready || !document.getElementById('root')?.contains(m.target)) continue;
          // (Preact splits a text the HTML merged, 'Welcome to ' + 'MedGrid': text changes are not counted)
          m.removedNodes.forEach((n) => { if (n.nodeType === 1) window.__mgChanged.push('removed: ' + n.nodeName + '.' + n.className); });
        }
      }).observe(document, { subtree: true, childList: true, attributes: true });`,
  });
  for (const path of [
    '/landing',
    '/mini',
    '/medword',
    '/medle',
    '/medmatch',
    '/archives',
    '/help',
  ]) {
    await test.step(path, async () => {
      const messages: string[] = [];
      const asked: string[] = [];
      const onConsole = (m: { type(): string; text(): string }) => {
        if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
      };
      const onRequest = (r: { url(): string; method(): string }) => {
        const url = new URL(r.url());
        if (r.method() === 'GET' && url.pathname.startsWith('/api/'))
          asked.push(`${url.pathname}${url.search}`);
      };
      page.on('console', onConsole);
      page.on('request', onRequest);
      const html = (await (await page.goto(path))?.text()) ?? '';
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      page.off('console', onConsole);
      page.off('request', onRequest);
      const data = /<script type="application\/json" id="mg-page">([\s\S]*?)<\/script>/.exec(html);
      expect(data, 'the page is rendered on the server').not.toBeNull();
      const held = Object.keys((JSON.parse(data![1]!) as { answers: object }).answers);
      expect(held).toContain('/api/account/me');
      expect(asked.filter((p) => held.includes(p))).toEqual([]);
      expect(messages).toEqual([]);
      expect(await page.evaluate('window.__mgChanged')).toEqual([]);
    });
  }
});
