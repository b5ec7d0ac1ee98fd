// The board fits the screen (issue 14, defect 8): at 1280×800 and 1440×900 the whole grid of
// today's and an archived Mini and Medical Crossword is in view without scrolling, and the clue
// numbers of the 15×15 grid are at least 10 px.
import { expect, test, type Page } from '@playwright/test';
import { createConfirmedUser } from './support/api.js';
import { activeCell, cell, openMini } from './support/crossword.js';
import { openPlayer, skipDailyQuestion } from './support/session.js';

async function firstArchived(page: Page, game: 'mini' | 'medical'): Promise<string> {
  const res = await page.request.get(`/api/archives/${game}`);
  const { entries } = (await res.json()) as { entries: { date: string }[] };
  expect(entries.length, `${game} archive`).toBeGreaterThan(0);
  return `/archives/${game}/${entries[0]!.date}`;
}

test('the whole grid is in view at 1280×800 and 1440×900, numbers at least 10 px', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  await skipDailyQuestion(page);
  const paths = [
    '/mini',
    '/medical',
    await firstArchived(page, 'mini'),
    await firstArchived(page, 'medical'),
  ];
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    for (const path of paths) {
      await page.goto(path);
      const grid = page.getByRole('grid');
      await expect(grid).toBeVisible();
      const box = await grid.boundingBox();
      expect(box, path).not.toBeNull();
      expect(box!.y + box!.height, `${path} at ${size.width}×${size.height}`).toBeLessThanOrEqual(
        size.height,
      );
      const smallest =
        await page.evaluate(`Math.min(...[...document.querySelectorAll('.cw-cell[data-number]')]
        .map((cell) => parseFloat(getComputedStyle(cell, '::before').fontSize)))`);
      expect(smallest, `${path} clue numbers (px)`).toBeGreaterThanOrEqual(10);
    }
  }
});

test('clicking a square of the Mini at 1280×800 does not scroll the page (issue 29)', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  await page.setViewportSize({ width: 1280, height: 800 });
  await openMini(page);
  const title = page.getByRole('heading', { level: 1, name: 'Mini Crossword' });
  const before = await page.evaluate('window.scrollY');
  for (const [row, col] of [
    [2, 2],
    [4, 1],
    [0, 3],
  ] as const) {
    await cell(page, row, col).click();
    await expect(activeCell(page)).toBeFocused();
    expect(await page.evaluate('window.scrollY'), `after clicking ${row},${col}`).toBe(before);
  }
  await expect(title).toBeInViewport();
});
