// MedWord on a phone (docs/product.md#routes-and-access: the phone layout at 768 px or less): the
// whole board and the on-screen keyboard fit the screen, and a word is played by tapping.
import { expect, test } from '@playwright/test';
import { createConfirmedUser } from './support/api.js';
import {
  guessByTapping,
  guessRow,
  openMedword,
  takeYourTime,
  wrongWords,
} from './support/medword.js';
import { openPlayer } from './support/session.js';

test('a word is found by tapping the on-screen keyboard, all on one screen', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  const puzzle = await openMedword(page);
  const keyboard = page.getByRole('group', { name: 'Keyboard' });
  const viewport = page.viewportSize();
  const box = await keyboard.boundingBox();
  expect(box && viewport && box.y + box.height).toBeLessThanOrEqual(viewport?.height ?? 0);
  // the keys are big enough to tap
  const key = await keyboard.getByRole('button', { name: 'Q', exact: true }).boundingBox();
  expect(key?.height ?? 0).toBeGreaterThanOrEqual(44);

  const [miss] = wrongWords(puzzle.target_word) as [string];
  await guessByTapping(page, miss);
  await expect(guessRow(page, 1)).toHaveAccessibleName(new RegExp(`^Row 1: ${miss[0]} `));

  await takeYourTime(page);
  await guessByTapping(page, puzzle.target_word);
  const end = page.getByRole('dialog', { name: 'You found it!' });
  await expect(end).toContainText(`You found ${puzzle.target_word} in 2 guesses`);
  await expect(end.getByRole('button', { name: 'Share' })).toBeVisible();
});
