// The archives page (docs/product.md#archives): tabs per game, past puzzles in long weekday format
// with their titles on desktop, each opening the puzzle in archived mode. A fresh install's sample
// content puts a past week of Minis and at least one finished week of the Medical Crossword there.
import { expect, test } from '@playwright/test';
import { createConfirmedUser } from './support/api.js';
import { openPlayer } from './support/session.js';

const LONG_DATE =
  /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}$/;

test('lists past puzzles per game and opens one in archived mode', async ({ browser, request }) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  await page.goto('/archives');
  await expect(page.getByRole('heading', { level: 1, name: 'Archives' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Games' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Mini Crossword',
    'Medical Crossword',
    'MedWord',
    'Medle',
    'MedMatch',
  ]);

  const minis = page.getByRole('list', { name: 'Mini Crossword archive' }).getByRole('link');
  await expect(minis.first()).toBeVisible();
  expect(await minis.count()).toBeGreaterThanOrEqual(7);
  const first = minis.first();
  await expect(first.locator('.archives__date')).toHaveText(LONG_DATE);
  await expect(first.locator('.archives__puzzle-title')).not.toBeEmpty(); // titles on desktop
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/archives\/mini\/\d{4}-\d{2}-\d{2}$/);

  await tabs.getByRole('tab', { name: 'Medical Crossword' }).click();
  await expect(page).toHaveURL(/\?game=medical$/);
  const medicals = page.getByRole('list', { name: 'Medical Crossword archive' }).getByRole('link');
  await expect(medicals.first()).toHaveAttribute('href', /^\/archives\/medical\//);

  await tabs.getByRole('tab', { name: 'MedWord' }).click();
  await expect(page).toHaveURL(/\?game=medword$/);
  const medwords = page.getByRole('list', { name: 'MedWord archive' }).getByRole('link');
  await expect(medwords.first()).toHaveAttribute(
    'href',
    /^\/archives\/medword\/\d{4}-\d{2}-\d{2}$/,
  );

  await tabs.getByRole('tab', { name: 'Mini Crossword' }).click();
  await first.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('grid')).toBeVisible();
});
