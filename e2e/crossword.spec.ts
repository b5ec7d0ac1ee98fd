// The Mini Crossword on the real server (docs/product.md#mini-and-medical-crosswords;
// docs/architecture.md#the-play-engine): a player solves today's Mini by typing and appears on the
// leaderboard; a reveal, after its confirmation, keeps the result off it; progress follows the
// player to another browser and survives a reload; and no answer the player has not earned ever
// reaches the browser. The answers come from the content file whose title the page shows, never
// from the API.
import { expect, test } from '@playwright/test';
import { blocksOf, layoutOf, readSlot, type Slot } from '../src/shared/crossword/grid.js';
import { createConfirmedUser } from './support/api.js';
import { recordReceived } from './support/responses.js';
import {
  cell,
  chooseTool,
  goToClue,
  openMini,
  solveByTyping,
  takeYourTime,
} from './support/crossword.js';
import { openPlayer } from './support/session.js';

const REVEAL_TITLE = "Reveal will hide your score from today's leaderboard";
const REVEAL_TEXT = "You'll still see your time — but your name won't show up anywhere.";

test('the first view comes drawn, with its data in the page, and asks for none of it again', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  // What the page showed the first time the crossword screen was in the document.
  // (a string: e2e/ is typechecked without the DOM library)
  await page.addInitScript({
    content: `new MutationObserver((_, observer) => {
      if (!document.querySelector('.cw-page')) return;
      window.firstView = {
        grid: !!document.querySelector('[role="grid"]'),
        spinner: !!document.querySelector('.cw-page .mg-spinner-wrap'),
        dialog: !!document.querySelector('dialog[open]'),
      };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });`,
  });
  const gets = new Map<string, number>();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.method() === 'GET' && url.pathname.startsWith('/api/'))
      gets.set(url.pathname + url.search, (gets.get(url.pathname + url.search) ?? 0) + 1);
  });
  const scripts: string[] = [];
  const sheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    if (r.resourceType() === 'stylesheet') sheets.push(new URL(r.url()).pathname);
  });
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) refused.push(m.text());
  });

  const response = await page.goto('/mini');
  // today's question opens over the puzzle once the page is taken over (a modal is not in the
  // server's HTML: docs/decisions/023-server-rendering.md)
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
  // Every script of the first view was named by the page itself (its module loader's script
  // and chunks, started after the first frame: src/server/page-boot.ts), so none waited for
  // another to run first; and they are few (vite.config.ts chunk groups).
  const html = (await response?.text()) ?? '';
  const [, src = '', preload = ''] =
    /<script data-src="([^"]+)" data-preload="([^"]*)">/.exec(html) ?? [];
  const named = [src, ...preload.split(' ')].filter(Boolean);
  expect(html).not.toContain('<script type="module"');
  expect(named.length).toBeGreaterThan(1);
  expect(scripts.filter((s) => !named.includes(s))).toEqual([]);
  expect(new Set(scripts).size).toBeLessThanOrEqual(6);
  // the configuration and the stylesheet come in the page itself (src/server/page-preloads.ts)
  expect(html).toContain('<script type="application/json" id="mg-config">');
  expect(html).not.toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/index-/);
  expect(sheets).toEqual([]);
  // the session, today's play and today's question came in the page, and are not asked again
  // (the server names the player's day: `today`)
  for (const path of [
    '/api/account/me',
    '/api/play/mini/today?mode=daily',
    '/api/daily-question/today',
  ])
    expect(html).toContain(`"${path}":`);
  expect(Object.fromEntries(gets)).toEqual({});
  expect(await page.evaluate('window.firstView')).toEqual({
    grid: true,
    spinner: false,
    dialog: false,
  });
  expect(refused).toEqual([]);
});

test('a player solves today’s Mini by typing, sees the win, and is on the leaderboard', async ({
  browser,
  request,
}) => {
  const user = await createConfirmedUser(request);
  const { page } = await openPlayer(browser, user);
  const grid = await openMini(page);
  await expect(page.getByRole('grid', { name: /^Mini Crossword grid, \d+ by \d+$/ })).toBeVisible();

  await takeYourTime(page);
  await solveByTyping(page, grid);

  const win = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(win).toBeVisible();
  await expect(win).toContainText(/You solved MedGrid Mini in (\d+m )?\d+s\./);
  await expect(win).toContainText('Did you know?');
  // what next (issue 29): the streak, the countdown to the player's next day, the games left
  const next = win.getByRole('region', { name: 'What next' });
  await expect(next).toContainText('1-day streak');
  await expect(next.getByRole('timer')).toHaveAccessibleName(/^Next puzzle in /);
  await expect(next.getByRole('link')).toHaveText([
    'Play Medical Crossword',
    'Play MedWord',
    'Play Medle',
    'Play MedMatch',
  ]);
  await expect(next.getByRole('link', { name: 'Play MedWord' })).toHaveAttribute(
    'href',
    '/medword',
  );
  await win.getByRole('button', { name: 'Stats' }).click(); // the player's stats, after a solve
  const stats = page.getByRole('dialog', { name: 'Mini Crossword Statistics' });
  await expect(stats.getByText('Played', { exact: true })).toBeVisible();
  await expect(stats).toContainText('100%');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Leaderboard' }).click();
  const board = page.getByRole('dialog', { name: 'Mini Crossword Leaderboard' });
  await expect(board.getByRole('list', { name: 'Rankings' })).toContainText(user.username);
  await page.keyboard.press('Escape');

  await expect(page.getByText(/^Puzzle Completed in \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check', exact: true })).toHaveCount(0);
});

test('a reveal is confirmed first and keeps the result off the leaderboard', async ({
  browser,
  request,
}) => {
  const user = await createConfirmedUser(request);
  const { page } = await openPlayer(browser, user);
  const grid = await openMini(page);
  const first = layoutOf(blocksOf(grid)).across[0] as Slot;
  const [row, col] = first.cells[0] as [number, number];

  await test.step('Go Back reveals nothing', async () => {
    await chooseTool(page, 'Reveal', 'Square');
    const confirm = page.getByRole('alertdialog', { name: REVEAL_TITLE });
    await expect(confirm).toContainText(REVEAL_TEXT);
    await confirm.getByRole('button', { name: 'Go Back' }).click();
    await expect(confirm).toBeHidden();
    await expect(cell(page, row, col)).toHaveAccessibleName(/, empty$/);
  });

  await test.step('Reveal Anyway on the whole puzzle', async () => {
    await chooseTool(page, 'Reveal', 'Puzzle');
    await page.getByRole('button', { name: 'Reveal Anyway' }).click();
    const modal = page.getByRole('dialog', { name: 'Puzzle Revealed' });
    await expect(modal).toContainText('All letters revealed.');
    await expect(modal).toContainText('Did you know?');
    await modal.getByRole('button', { name: 'Leaderboard' }).click();
  });

  const board = page.getByRole('dialog', { name: 'Mini Crossword Leaderboard' });
  const loaded = board
    .getByRole('list', { name: 'Rankings' })
    .or(board.getByText('No entries yet. Be the first to complete this puzzle!'));
  await expect(loaded).toBeVisible();
  await expect(board).not.toContainText(user.username);
  await page.keyboard.press('Escape');
  await expect(cell(page, row, col)).toHaveAccessibleName(
    new RegExp(`letter ${grid[row]?.[col]}, revealed$`),
  );
});

test('progress is on the server: it survives a reload and opens in another browser', async ({
  browser,
  request,
}) => {
  const user = await createConfirmedUser(request);
  const first = await openPlayer(browser, user);
  const grid = await openMini(first.page);
  const slot = layoutOf(blocksOf(grid)).across[0] as Slot;
  const [[r0, c0], [r1, c1]] = slot.cells as [[number, number], [number, number]];
  const answer = readSlot(slot, grid);

  await test.step('F5 pauses the game and the reload keeps the letter typed just before', async () => {
    await goToClue(first.page, slot);
    await first.page.keyboard.type(answer.charAt(0));
    await first.page.keyboard.press('F5'); // the page pauses and saves by beacon...
    await first.page.reload(); // ...and the reload goes ahead
    await expect(first.page.getByRole('heading', { name: 'Your game is paused.' })).toBeVisible();
    await expect(first.page.getByText('Ready to play?')).toBeVisible();
    await first.page.getByRole('button', { name: 'Continue' }).first().click();
    await expect(first.page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect(cell(first.page, r0, c0)).toHaveAccessibleName(
      new RegExp(`letter ${answer.charAt(0)}$`),
    );
  });

  await test.step('a letter left unsaved when the page closes arrives with the pause', async () => {
    await cell(first.page, r1, c1).click();
    await first.page.keyboard.type(answer.charAt(1));
    await first.page.goto('/landing'); // the page unloads at once: the beacon carries it
  });

  const second = await openPlayer(browser, user);
  await second.page.goto('/mini');
  await expect(second.page.getByRole('heading', { name: 'Your game is paused.' })).toBeVisible();
  await second.page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(second.page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(cell(second.page, r0, c0)).toHaveAccessibleName(
    new RegExp(`letter ${answer.charAt(0)}$`),
  );
  await expect(cell(second.page, r1, c1)).toHaveAccessibleName(
    new RegExp(`letter ${answer.charAt(1)}$`),
  );
});

test('no answer reaches the browser before the player has earned it', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  // the API's answers and the pages' contents (the page's markup is no JSON: its body is null)
  const received = recordReceived(page, () => true);
  const json = (text: string): unknown => {
    try {
      return text ? JSON.parse(text) : null;
    } catch {
      return null;
    }
  };

  const grid = await openMini(page);
  const slot = layoutOf(blocksOf(grid)).across[0] as Slot;
  const typed = new Map<string, string>();
  await goToClue(page, slot);
  // Wrong letters on purpose (Q is no answer's every letter), then a check and one reveal.
  for (const [r, c] of slot.cells.slice(0, 2)) {
    const letter = grid[r]?.[c] === 'Q' ? 'Z' : 'Q';
    typed.set(`${r},${c}`, letter);
    await page.keyboard.type(letter);
  }
  await chooseTool(page, 'Check', 'Word');
  await expect(cell(page, ...(slot.cells[0] as [number, number]))).toHaveAccessibleName(
    /checked incorrect$/,
  );
  await cell(page, ...(slot.cells[2] as [number, number])).click();
  await chooseTool(page, 'Reveal', 'Square');
  await page.getByRole('button', { name: 'Reveal Anyway' }).click();
  await expect(cell(page, ...(slot.cells[2] as [number, number]))).toHaveAccessibleName(
    /revealed$/,
  );
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your game is paused.' })).toBeVisible();
  const bodies = (await received()).map(({ url, text }) => ({ url, body: json(text) }));

  const plays = bodies.filter((b) => b.url.includes('/api/play/'));
  expect(plays.length).toBeGreaterThanOrEqual(5); // state, start, fill, check, reveal, pause
  const forbidden = new Set(['solution', 'answerGrid', 'answer', 'clueEntries']);
  const keys = (value: unknown): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => [k, ...keys(v)])
      : [];
  // every API answer but the daily question's, which holds its own answer once skipped (above)
  for (const { url, body } of bodies.filter((b) => !b.url.includes('/api/daily-question/'))) {
    expect(
      keys(body).filter((k) => forbidden.has(k)),
      url,
    ).toEqual([]);
  }
  const [rr, rc] = slot.cells[2] as [number, number];
  for (const { url, body } of plays) {
    const view = (body as { play?: { view?: { letters: string[][]; revealed: boolean[][] } } }).play
      ?.view;
    if (!view) continue;
    view.letters.forEach((row, r) =>
      row.forEach((letter, c) => {
        if (!letter) return;
        const revealed = view.revealed[r]?.[c] === true;
        expect(revealed ? r === rr && c === rc : typed.get(`${r},${c}`) === letter, url).toBe(true);
      }),
    );
    const feedback = (
      body as { feedback?: { type: string; revealed?: { row: number; col: number }[] } }
    ).feedback;
    if (feedback?.type === 'reveal')
      expect(feedback.revealed).toEqual([{ row: rr, col: rc, letter: grid[rr]?.[rc] }]);
  }
});
