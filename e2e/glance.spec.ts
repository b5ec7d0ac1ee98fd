// Today at a glance and the stats modal (docs/product.md#statistics-and-today-at-a-glance): each
// playable game's status on the landing page and the countdown to the next puzzle, before and after
// solving today's Mini; the stats modal after two days of solves (the server decides each player's
// day, so the player's history moves back a day in between: e2e/support/db.ts); the archive's
// marks; the crossword icons in dark mode.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { formatBoardTime, formatRankedTime } from '../src/shared/play/leaderboard.js';
import { addDays } from '../src/shared/play/dates.js';
import type { TodayGlance } from '../src/shared/play/glance.js';
import { createConfirmedUser } from './support/api.js';
import { openMini, solveByTyping, takeYourTime } from './support/crossword.js';
import { shiftPlayerDays } from './support/db.js';
import { openPlayer, startPlay } from './support/session.js';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it is now (WCAG 2.x A and AA rules). */
async function axeViolations(page: Page): Promise<string[]> {
  // evaluated through the browser's debugging protocol: the page's CSP refuses injected scripts
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: (o: object) => Promise<AxeResult> } }).axe;
    type AxeResult = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`);
  });
}

/** A text only the stats modal's code holds (its error message). */
const STATS_CODE = 'Your statistics could not be loaded';

/** The scripts among `urls` whose code contains `text`. */
async function scriptsWith(page: Page, urls: readonly string[], text: string): Promise<string[]> {
  const found: string[] = [];
  for (const url of new Set(urls)) {
    const res = await page.request.get(url);
    if ((await res.text()).includes(text)) found.push(url);
  }
  return found;
}

const card = (page: Page, name: string): Locator =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

async function glance(page: Page): Promise<TodayGlance> {
  const res = await page.request.get('/api/today');
  expect(res.status()).toBe(200);
  return (await res.json()) as TodayGlance;
}

async function miniTime(page: Page): Promise<{ time: number; penalty: number }> {
  const mini = (await glance(page)).games.find((g) => g.game === 'mini');
  expect(mini?.status).toBe('solved');
  return { time: mini?.timeSeconds ?? -1, penalty: mini?.penaltySeconds ?? 0 };
}

/** Opens today's Mini, solves it at a person's pace and waits for the completion banner. */
async function solveTodaysMini(page: Page): Promise<void> {
  const grid = await openMini(page);
  await takeYourTime(page);
  await solveByTyping(page, grid);
  await expect(page.getByText(/Puzzle Completed in/)).toBeVisible();
}

/** The seconds the countdown shows ('Next puzzle in 5:12:09'). */
async function countdownSeconds(timer: Locator): Promise<number> {
  const text = (await timer.textContent()) ?? '';
  const m = /Next puzzle in (\d+):(\d{2}):(\d{2})$/.exec(text.trim());
  expect(m, text).not.toBeNull();
  const [h, min, s] = [Number(m?.[1]), Number(m?.[2]), Number(m?.[3])];
  return (h * 60 + min) * 60 + s;
}

test('the landing page marks each game today and counts down to the next puzzle', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  const mini = card(page, 'Mini Crossword');
  const medical = card(page, 'The Medical Crossword');
  const timer = page.getByRole('timer');

  await test.step('before playing: not started, and the countdown to the next midnight', async () => {
    await expect(mini).toContainText('Not started');
    await expect(medical).toContainText('Not started');
    await expect(mini.getByRole('link', { name: 'Play Mini Crossword' })).toBeVisible();
    await expect(card(page, 'MedMatch').getByRole('link', { name: 'Play MedMatch' })).toBeVisible();

    await expect(timer).toHaveCount(1);
    await expect(timer).toHaveText(/^Next puzzle in \d+:\d{2}:\d{2}$/);
    const day = await glance(page);
    const expected = (Date.parse(day.nextDayAt) - Date.parse(day.serverNow)) / 1000;
    expect(Math.abs((await countdownSeconds(timer)) - expected)).toBeLessThan(5);
    // a calm name for screen readers, not the ticking text; not announced as it changes
    await expect(timer).toHaveAccessibleName(
      /^Next puzzle in (about \d+ (hours?|minutes)|less than a minute)$/,
    );
    await expect(timer).not.toHaveAttribute('aria-live', /polite|assertive/);
    const first = await countdownSeconds(timer);
    await expect.poll(() => countdownSeconds(timer), { timeout: 4000 }).toBeLessThan(first);
  });

  await test.step('a started puzzle is in progress, with Continue', async () => {
    await page.goto('/medical');
    await startPlay(page);
    await page.goto('/landing');
    await expect(medical).toContainText('In progress');
    await expect(
      medical.getByRole('link', { name: 'Continue The Medical Crossword' }),
    ).toHaveAttribute('href', '/medical');
    // the weekly crossword says when its next puzzle comes
    await expect(medical.locator('.game-card__next')).toHaveText(
      /^Next puzzle [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}$/,
    );
  });

  await test.step("after solving today's Mini: solved, with the ranked time", async () => {
    await solveTodaysMini(page);
    const { time, penalty } = await miniTime(page);
    await page.goto('/landing');
    await expect(mini).toContainText(`Solved in ${formatRankedTime(time, penalty)}`);
    await expect(timer).toHaveText(/^Next puzzle in \d+:\d{2}:\d{2}$/);
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step("dark mode: the crossword icons' black squares stand out (defect 9)", async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // the e2e code has no DOM types: the page's getComputedStyle, typed here
    type Styles = { getComputedStyle: (el: unknown) => { fill: string } };
    const fill = (selector: string) =>
      mini
        .locator(`svg.game-icon ${selector}`)
        .first()
        .evaluate((el) => (globalThis as unknown as Styles).getComputedStyle(el).fill);
    const colors = { block: await fill('.game-icon__block'), cell: await fill('.game-icon__cell') };
    const luminance = (rgb: string) => {
      const [r, g, b] = (rgb.match(/\d+/g) ?? []).map((c) => {
        const v = Number(c) / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    const [hi, lo] = [luminance(colors.cell), luminance(colors.block)].sort((a, b) => b - a);
    expect(((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05), JSON.stringify(colors)).toBeGreaterThan(3);
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** /stats after two days of Mini solves: the same figures as the modal; the data export downloads. */
async function checkStatsPage(page: Page, username: string, day1: number, day2: number) {
  await page.goto('/stats');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Statistics' })).toBeVisible();
  const mini = page.getByRole('region', { name: 'Mini Crossword', exact: true });
  const value = (label: string) =>
    mini.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');
  await expect(value('Played')).toHaveText('2');
  await expect(value('Best time')).toHaveText(formatBoardTime(Math.min(day1, day2)));
  await expect(mini.getByRole('region', { name: 'Last 30 days (Mini Crossword)' })).toContainText(
    'Solved 2 of 30',
  );
  const question = page.getByRole('region', { name: 'Question of the Day' });
  await expect(question.getByRole('term').filter({ hasText: 'Answered' })).toBeVisible();
  for (const game of ['Medical Crossword', 'MedWord', 'Medle', 'MedMatch'])
    await expect(page.getByRole('region', { name: game, exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download My Data' }).click();
  const file = await (await download).path();
  const data = JSON.parse(readFileSync(file, 'utf8')) as {
    account: { username: string };
    results: { game: string }[];
  };
  expect(data.account.username).toBe(username);
  expect(data.results.filter((r) => r.game === 'mini')).toHaveLength(2);
}

test('the stats modal after two days of solves, and the archive marks the solved day', async ({
  browser,
  request,
}) => {
  const user = await createConfirmedUser(request);
  const { page, id } = await openPlayer(browser, user);

  await solveTodaysMini(page);
  const day1 = await miniTime(page);
  // the next day: the player's history moves back a day, and today's Mini is new to them
  shiftPlayerDays(id, 1);
  await page.goto('/landing');
  await expect(card(page, 'Mini Crossword')).toContainText('Not started');
  await solveTodaysMini(page);
  const day2 = await miniTime(page);

  await page.goto('/landing');
  const stats = card(page, 'Mini Crossword').getByRole('button', {
    name: 'Stats for Mini Crossword',
  });
  const requested: string[] = [];
  const onRequest = (r: Request) => {
    if (r.resourceType() === 'script') requested.push(r.url());
  };
  page.on('request', onRequest);
  await stats.click();
  const dialog = page.getByRole('dialog', { name: 'Mini Crossword Statistics' });
  await expect(dialog).toBeVisible();
  page.off('request', onRequest);
  // the stats modal is its own chunk, loaded on first use
  expect(await scriptsWith(page, requested, STATS_CODE)).not.toEqual([]);

  const figure = (label: string) => dialog.getByRole('term').filter({ hasText: label });
  const value = (label: string) => figure(label).locator('xpath=following-sibling::dd');
  await expect(value('Played')).toHaveText('2');
  await expect(value('Solved')).toHaveText('100%');
  await expect(value('Current streak')).toHaveText('2');
  await expect(value('Longest streak')).toHaveText('2');
  await expect(value('Best time')).toHaveText(formatBoardTime(Math.min(day1.time, day2.time)));
  await expect(value('Average time')).toHaveText(
    formatBoardTime(Math.round((day1.time + day2.time) / 2)),
  );
  const chart = dialog.getByRole('region', { name: 'Last 30 days' });
  await expect(chart).toContainText('Solved 2 of 30');
  const rows = chart.getByRole('table', { name: 'Last 30 days, oldest first' }).getByRole('row');
  await expect(rows).toHaveCount(31);
  await expect(rows.nth(29)).toContainText('Solved in');
  await expect(rows.nth(30)).toContainText('Solved in');
  await expect(rows.nth(28)).toContainText('Not played');
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(stats).toBeFocused();

  await test.step('the stats page shows the same, and the data export downloads', () =>
    checkStatsPage(page, user.username, day1.time, day2.time));

  await test.step('the archive marks a solved day, in words', async () => {
    // a day joins the archive once it has ended everywhere (12:00 UTC the next day,
    // docs/decisions/018): one more day back, the first solve is two days ago, whatever the hour
    shiftPlayerDays(id, 1);
    const glance = (await (await page.request.get('/api/today')).json()) as TodayGlance;
    await page.goto('/archives');
    const list = page.getByRole('list', { name: 'Mini Crossword archive' });
    const link = (days: number) =>
      list.locator(`a[href="/archives/mini/${addDays(glance.today, -days)}"]`);
    await expect(link(2)).toContainText('Solved');
    await expect(link(3)).toBeVisible();
    await expect(link(3)).not.toContainText(/Solved|In progress/);
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step('nothing of the stats modal loads on the first view of /mini', async () => {
    const other = await openPlayer(browser, user);
    const loaded: string[] = [];
    other.page.on('request', (r) => {
      if (r.resourceType() === 'script') loaded.push(r.url());
    });
    await other.page.goto('/mini');
    await expect(
      other.page.getByRole('heading', { level: 1, name: 'Mini Crossword' }),
    ).toBeVisible();
    expect(loaded.length).toBeGreaterThan(0);
    expect(await scriptsWith(other.page, loaded, STATS_CODE)).toEqual([]);
    await other.page.context().close();
  });
});
