// MedWord with the keyboard alone, for the desktop and phone specs (e2e/medword-keyboard*.ts).
import { expect, type Page } from '@playwright/test';
import { AxeWalk } from './a11y.js';
import { guessRow, medwordOnPage, takeYourTime, wrongWords } from './medword.js';
import { FIRST_LOOK_SECONDS, skipDailyQuestion, spendTime } from './session.js';

/** Types a word and Enter with the keyboard, and waits for its row to be coloured. */
async function typeGuess(page: Page, word: string, row: number): Promise<void> {
  await page.keyboard.type(word.toLowerCase(), { delay: 130 }); // a person's typing
  await page.keyboard.press('Enter');
  await expect(guessRow(page, row)).toHaveAccessibleName(new RegExp(`^Row ${row}: ${word[0]} `));
}

/** 'Not in word list' shows above the board, covering none of its rows. */
async function notInWordListClearOfTheRows(page: Page): Promise<void> {
  await page.keyboard.type('xqzvbn');
  await page.keyboard.press('Enter');
  const toast = page.getByText('Not in word list');
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const grid = await page.getByRole('list', { name: 'Guesses' }).boundingBox();
  expect(box && grid && box.y + box.height).toBeLessThanOrEqual(grid?.y ?? 0);
  for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
  await expect(guessRow(page, 2)).toHaveAccessibleName('Row 2: empty');
}

/**
 * Opens /medword and plays it to a win with the keyboard: Enter on Start (which has the focus),
 * a miss, '?' for Help and Escape to close it (focus back on the Help button), then the word and
 * Enter. No Tab, no mouse. Axe scans each screen on the way.
 */
export async function playMedwordByKeyboard(page: Page): Promise<void> {
  const walk = new AxeWalk(page);
  await skipDailyQuestion(page);
  await page.goto('/medword');
  const start = page.getByRole('region', { name: 'Ready to play?' }).getByRole('button');
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  const pause = page.getByRole('button', { name: 'Pause', exact: true });
  await expect(pause).toBeVisible();
  await spendTime(page, FIRST_LOOK_SECONDS);
  const word = (await medwordOnPage(page)).target_word;
  const [miss] = wrongWords(word) as [string];
  await typeGuess(page, miss, 1);
  await walk.check('MedWord, playing by keyboard');
  await notInWordListClearOfTheRows(page);

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'How to Play MedWord' });
  await expect(help).toBeVisible();
  await walk.check('MedWord help, opened with ?');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(page.getByRole('button', { name: 'How to Play MedWord' })).toBeFocused();
  await expect(pause).toBeVisible(); // the clock runs again after Help

  await takeYourTime(page);
  await typeGuess(page, word, 2);
  const end = page.getByRole('dialog', { name: 'You found it!' });
  await expect(end).toContainText(`You found ${word} in 2 guesses and`);
  await walk.check('MedWord end screen');
  expect(walk.found).toEqual([]);
}
