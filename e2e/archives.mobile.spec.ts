// The archives page on a phone: the compact list shows dates only.
import { expect, test } from '@playwright/test';
import { createConfirmedUser } from './support/api.js';
import { openPlayer } from './support/session.js';

test('the mobile archive lists dates without titles', async ({ browser, request }) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  await page.goto('/archives?game=medical');
  await expect(page.getByRole('tab', { name: 'Medical Crossword' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const entries = page.getByRole('list', { name: 'Medical Crossword archive' }).getByRole('link');
  await expect(entries.first()).toBeVisible();
  await expect(entries.first().locator('.archives__puzzle-title')).toHaveCount(0);
});
