// Steps on the MedMatch screen, by role and accessible name. The day's rounds come from the
// stored puzzle (e2e/support/db.ts), never from the API. The page runs on Playwright's clock, so
// the second a pick stays on screen passes at once (page.clock.runFor), not on the real clock.
import { expect, type Page } from '@playwright/test';
import { NEXT_ROUND_MS } from '../../src/shared/medmatch/schema-constants.js';
import { storedPuzzle } from './db.js';
import { FIRST_LOOK_SECONDS, skipDailyQuestion, spendTime } from './session.js';

export { takeYourTime } from './session.js';

export interface StoredMedmatch {
  topic: string;
  difficulty_level: 'easy' | 'medium' | 'hard';
  rounds: { terms: string[]; impostor: string; category: string; why_impostor: string }[];
  quiz_questions: { question_text: string; options: string[]; correct_answer: string }[];
}

export async function medmatchOnPage(page: Page): Promise<StoredMedmatch> {
  const date = await page.locator('.play-head__date time').getAttribute('datetime');
  if (!date) throw new Error('The MedMatch page shows no date');
  return storedPuzzle<StoredMedmatch>('medmatch', date);
}

/** Opens today's MedMatch on Playwright's clock and presses Start Challenge; returns the day. */
export async function openMedmatch(page: Page, path = '/medmatch'): Promise<StoredMedmatch> {
  await skipDailyQuestion(page);
  await page.clock.install(); // the page's timers from its load on; time flows until moved on
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'MedMatch' })).toBeVisible();
  await page.getByRole('button', { name: 'Start Challenge' }).click();
  await expect(page.getByRole('heading', { name: /^Round 1 of \d+$/ })).toBeVisible();
  await spendTime(page, FIRST_LOOK_SECONDS); // a person reads the first round's terms
  return medmatchOnPage(page);
}

export const termButton = (page: Page, term: string) =>
  page.getByRole('list').getByRole('button', { name: term, exact: true });

/**
 * Picks a term and moves the page's clock past the second the pick is shown. Pause hides once the
 * server's verdict is on screen (the shown pick's timer is set then); not while it is awaited.
 */
export async function pick(page: Page, term: string): Promise<void> {
  await termButton(page, term).click();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeHidden();
  await page.clock.runFor(NEXT_ROUND_MS);
}

/** Finds every impostor from round `from` on (one pick each). */
export async function findAll(page: Page, day: StoredMedmatch, from = 0): Promise<void> {
  for (const [i, round] of day.rounds.entries()) {
    if (i < from) continue;
    await expect(
      page.getByRole('heading', { name: `Round ${i + 1} of ${day.rounds.length}` }),
    ).toBeVisible();
    await pick(page, round.impostor);
  }
}
