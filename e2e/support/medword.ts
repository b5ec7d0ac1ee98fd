// Steps on the MedWord screen, by role and accessible name. The day's word comes from the stored
// puzzle (e2e/support/db.ts), never from the API.
import { expect, type Page } from '@playwright/test';
import { storedPuzzle } from './db.js';
import { skipDailyQuestion, startPlay } from './session.js';

export { takeYourTime } from './session.js';

export interface StoredMedword {
  target_word: string;
  hints: string[];
  explanation: string;
}

/** Words of the dictionary (word-list) that are not answers of the sample content's first days. */
const OTHER_WORDS = ['PLANET', 'GARDEN', 'WINTER', 'BOTTLE', 'SILVER', 'FOREST', 'CANDLE'];

/** Six dictionary words that are not `answer`. */
export const wrongWords = (answer: string) => OTHER_WORDS.filter((w) => w !== answer).slice(0, 6);

/** The day's puzzle on the page: its date is the header's `<time>`. */
export async function medwordOnPage(page: Page): Promise<StoredMedword> {
  const date = await page.locator('.play-head__date time').getAttribute('datetime');
  if (!date) throw new Error('The MedWord page shows no date');
  return storedPuzzle<StoredMedword>('medword', date);
}

/** Opens today's MedWord, presses Start, and returns the day's puzzle. */
export async function openMedword(page: Page, path = '/medword'): Promise<StoredMedword> {
  await skipDailyQuestion(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'MedWord' })).toBeVisible();
  await startPlay(page);
  return medwordOnPage(page);
}

export const guessRow = (page: Page, n: number) =>
  page
    .getByRole('list', { name: 'Guesses' })
    .getByRole('listitem')
    .nth(n - 1);

/** Types a word on the physical keyboard, presses Enter, and waits for its row to be coloured. */
export async function guessByTyping(page: Page, word: string, row: number): Promise<void> {
  await page.keyboard.type(word.toLowerCase(), { delay: 130 }); // a person's typing
  await page.keyboard.press('Enter');
  await expect(guessRow(page, row)).toHaveAccessibleName(new RegExp(`^Row ${row}: ${word[0]} `));
}

/** Taps a word on the on-screen keyboard and ENTER. */
export async function guessByTapping(page: Page, word: string): Promise<void> {
  const keyboard = page.getByRole('group', { name: 'Keyboard' });
  for (const letter of word)
    await keyboard
      .getByRole('button', { name: new RegExp(`^${letter}(,|$)`) })
      .click({ delay: 100 }); // a person's tap
  await keyboard.getByRole('button', { name: 'ENTER' }).click({ delay: 100 });
}
