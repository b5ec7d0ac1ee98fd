// Medle on a phone (docs/product.md#medle-rules; the phone layout): the clue, the field and Submit
// fit the screen, a close guess and a win by typing on the phone's keyboard.
import { expect, test } from '@playwright/test';
import { createConfirmedUser } from './support/api.js';
import { keyboardOnlyTest } from './support/keyboard-only.js';
import { solveMedleByKeyboard } from './support/medle.js';
import {
  closeGuess,
  clueCards,
  guess,
  guessField,
  openMedle,
  takeYourTime,
} from './support/medle.js';
import { openPlayer } from './support/session.js';

test('a case is solved on a phone, the field and Submit on the screen', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  const c = await openMedle(page);
  await expect(clueCards(page)).toHaveCount(1);
  const viewport = page.viewportSize();
  const submit = await page.getByRole('button', { name: 'Submit' }).boundingBox();
  expect(submit && viewport && submit.y + submit.height).toBeLessThanOrEqual(viewport?.height ?? 0);
  expect(submit?.height ?? 0).toBeGreaterThanOrEqual(44);
  const field = await guessField(page).boundingBox();
  expect(field?.height ?? 0).toBeGreaterThanOrEqual(44);

  await guess(page, closeGuess(c).toLowerCase());
  await expect(page.getByText("You're Close!")).toBeVisible();
  // it floats beside the label 'Your diagnosis', not over it
  const close = await page.getByText("You're Close!").boundingBox();
  const label = await page.getByText('Your diagnosis', { exact: true }).boundingBox();
  if (!close || !label) throw new Error("'You're Close!' or the label is not shown");
  expect(close.x >= label.x + label.width || close.y >= label.y + label.height).toBe(true);
  await takeYourTime(page);
  await guess(page, c.diagnosis);
  await expect(page.getByRole('region', { name: 'Diagnosis made!' })).toContainText(
    `You diagnosed ${c.diagnosis} with 2 guesses and 1 clue`,
  );
});

keyboardOnlyTest('Medle', 'dark', solveMedleByKeyboard);
