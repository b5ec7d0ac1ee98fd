// Steps on the Medle screen, by role and accessible name. The day's case comes from the stored
// puzzle (e2e/support/db.ts), never from the API.
import { expect, type Page } from '@playwright/test';
import { classify } from '../../src/shared/medle/rules.js';
import { storedPuzzle } from './db.js';
import { FIRST_LOOK_SECONDS, skipDailyQuestion, spendTime, startPlay } from './session.js';

export { takeYourTime } from './session.js';

export interface StoredMedle {
  diagnosis: string;
  clues: string[];
  accepted_answers: string[];
  partial_answers: string[];
  detailed_explanation: string;
  why_diagnosis: string;
  difficulty_level: 'easy' | 'medium' | 'hard';
}

/** A guess no case accepts, not even as close: a diagnosis on the list (docs/decisions/011). */
export const WRONG_GUESS = 'Migraine';

/** A guess the case classes as close: a partial answer, or a word of the diagnosis. */
export function closeGuess(c: StoredMedle): string {
  const words = c.diagnosis.split(/[\s-]+/).filter((w) => w.length > 3);
  const close = [...c.partial_answers, ...words].find((g) => classify(g, c) === 'partial');
  if (!close) throw new Error(`No close guess for ${c.diagnosis}`);
  return close;
}

/** The case on the page: its date is the header's `<time>`. */
export async function medleOnPage(page: Page): Promise<StoredMedle> {
  const date = await page.locator('.play-head__date time').getAttribute('datetime');
  if (!date) throw new Error('The Medle page shows no date');
  return storedPuzzle<StoredMedle>('medle', date);
}

/** Opens today's Medle, presses Start, and returns the day's case. */
export async function openMedle(page: Page, path = '/medle'): Promise<StoredMedle> {
  await skipDailyQuestion(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Medle' })).toBeVisible();
  await startPlay(page);
  return medleOnPage(page);
}

export const clueCards = (page: Page) =>
  page.getByRole('region', { name: 'Clues' }).getByRole('listitem');

export const guessField = (page: Page) => page.getByRole('combobox', { name: 'Your diagnosis' });

/**
 * Types a guess and presses Enter; waits until the history lists it. The field is filled at once,
 * so the few seconds a person takes to type a diagnosis go on the server's clock.
 */
export async function guess(page: Page, text: string): Promise<void> {
  const history = page.getByRole('region', { name: 'Your guesses' }).getByRole('listitem');
  const before = await history.count();
  await guessField(page).fill(text);
  await spendTime(page, 3);
  await guessField(page).press('Enter');
  await expect(history).toHaveCount(before + 1);
}

/**
 * Plays today's Medle with the keyboard alone, from Start to the end screen, without Tab: Start
 * has focus on the 'Ready to play?' card; after Enter the diagnosis field has it; a wrong name is
 * typed and sent with Enter; then the diagnosis is typed, taken from the suggestions with Down and
 * Enter, and sent with Enter. `check` runs at each screen (axe). Returns the case.
 */
export async function solveMedleByKeyboard(
  page: Page,
  check: (what: string) => Promise<void>,
): Promise<StoredMedle> {
  await skipDailyQuestion(page);
  await page.goto('/medle');
  const card = page.getByRole('region', { name: 'Ready to play?' });
  await expect(card.getByRole('button', { name: 'Start' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await spendTime(page, FIRST_LOOK_SECONDS);
  const c = await medleOnPage(page);
  const field = guessField(page);
  await expect(field).toBeFocused();
  const history = page.getByRole('region', { name: 'Your guesses' }).getByRole('listitem');

  await page.keyboard.type(WRONG_GUESS);
  await spendTime(page, 3);
  await page.keyboard.press('Enter');
  await expect(history).toHaveCount(1);
  await expect(field).toBeFocused();

  await page.keyboard.type(c.diagnosis.slice(0, -1));
  const list = page.getByRole('listbox', { name: 'Suggested diagnoses' });
  await expect(list.getByRole('option', { name: c.diagnosis, exact: true })).toBeVisible();
  await expectBelowField(page);
  await check('Medle, suggestions');
  const active = list.locator('[role="option"][aria-selected="true"]');
  for (let i = 0; i < 8 && (await active.textContent().catch(() => null)) !== c.diagnosis; i++)
    await page.keyboard.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
  await expect(active).toHaveText(c.diagnosis);
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(c.diagnosis);
  await expect(list).toBeHidden();
  await spendTime(page, 60);
  await page.keyboard.press('Enter');
  const result = page.getByRole('region', { name: 'Diagnosis made!' });
  await expect(result.getByRole('heading', { name: 'Diagnosis made!' })).toBeFocused();
  await check('Medle, solved');
  return c;
}

/** The suggestions open under the field: the label 'Your diagnosis' and the field stay in view. */
async function expectBelowField(page: Page): Promise<void> {
  const label = await page.getByText('Your diagnosis', { exact: true }).boundingBox();
  const field = await guessField(page).boundingBox();
  const list = await page.getByRole('listbox', { name: 'Suggested diagnoses' }).boundingBox();
  if (!label || !field || !list) throw new Error('The label, field or suggestions are not shown');
  expect(list.y).toBeGreaterThanOrEqual(field.y + field.height);
  expect(label.y + label.height).toBeLessThanOrEqual(field.y);
}
