// Steps on the Medle screen, by role and accessible name. The day's case comes from the stored
// puzzle (e2e/support/db.ts), never from the API.
import { expect, type Page } from '@playwright/test';
import { classify } from '../../src/shared/medle/rules.js';
import { storedPuzzle } from './db.js';
import { skipDailyQuestion, spendTime, startPlay } from './session.js';

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
