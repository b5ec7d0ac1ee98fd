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

/** The term button that has focus, by its term (without the ✓ or ✕ mark). */
async function focusedTerm(page: Page): Promise<string> {
  const text = (await page.evaluate(
    `document.activeElement?.closest('.mm-terms') ? document.activeElement.textContent : null`,
  )) as string | null;
  if (text === null) throw new Error('No term has focus');
  return text.replace(/^[✓✕]/u, '');
}

/** Down until the focused term is `term` (or, with `not`, any other open term). */
async function arrowTo(page: Page, wanted: (term: string) => boolean): Promise<void> {
  for (let i = 0; i < 4 && !wanted(await focusedTerm(page)); i++)
    await page.keyboard.press('ArrowDown');
  expect(wanted(await focusedTerm(page))).toBe(true);
}

/**
 * Plays today's MedMatch with the keyboard alone, from Start Challenge to the end screen, without
 * Tab: Start Challenge is focused and pressed with Enter, then each round's terms have focus and
 * Down moves between them. Round 1 gets one wrong pick first. `check` runs at each screen (axe).
 */
export async function playMedmatchByKeyboard(
  page: Page,
  check: (what: string) => Promise<void>,
): Promise<StoredMedmatch> {
  await skipDailyQuestion(page);
  await page.clock.install();
  await page.goto('/medmatch');
  await page.getByRole('button', { name: 'Start Challenge' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Round 1 of \d+$/ })).toBeVisible();
  const day = await medmatchOnPage(page);
  await spendTime(page, 60);
  await check('MedMatch, round 1');
  for (const [i, round] of day.rounds.entries()) {
    await expect(
      page.getByRole('heading', { name: `Round ${i + 1} of ${day.rounds.length}` }),
    ).toBeVisible();
    if (i === 0) {
      await arrowTo(page, (t) => t !== round.impostor);
      const wrong = await focusedTerm(page);
      await page.keyboard.press('Enter');
      await expect(termButton(page, wrong)).toBeDisabled();
      await page.clock.runFor(NEXT_ROUND_MS);
      expect(await focusedTerm(page)).not.toBe(wrong);
    }
    await arrowTo(page, (t) => t === round.impostor);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeHidden();
    await page.clock.runFor(NEXT_ROUND_MS);
  }
  const result = page.getByRole('region', { name: 'Challenge Complete!' });
  await expect(result.getByRole('heading', { name: 'Challenge Complete!' })).toBeFocused();
  await expect(result).toContainText(/Score: \d+/);
  await check('MedMatch, complete');
  return day;
}
