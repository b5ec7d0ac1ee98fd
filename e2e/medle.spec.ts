// Medle (docs/product.md#medle) in Chromium on a desktop: the server releases the clues and classes
// every guess; the diagnosis, the other answers and the later clues never reach the browser before
// the end; 'You're Close!'; a win on the second clue ranks, shares and explains; Reveal Diagnosis
// loses; the play follows the player to another browser; the archive plays unrecorded.
import { expect, test, type Page } from '@playwright/test';
import { createConfirmedUser } from './support/api.js';
import { recordReceived } from './support/responses.js';
import { keyboardOnlyTest } from './support/keyboard-only.js';
import { solveMedleByKeyboard } from './support/medle.js';
import {
  closeGuess,
  clueCards,
  guess,
  guessField,
  medleOnPage,
  openMedle,
  takeYourTime,
  WRONG_GUESS,
  type StoredMedle,
} from './support/medle.js';
import { openPlayer, signInViaApi, startPlay } from './support/session.js';

/** The API's answers and the pages' contents (e2e/support/responses.ts). */
function recordApi(page: Page) {
  return recordReceived(page, (path) => path !== '/api/medle/diagnoses');
}

/** What the browser must not see before the end, given the clues out. */
function secrets(c: StoredMedle, cluesOut: number, guessed: string): string[] {
  return [
    c.diagnosis,
    ...c.accepted_answers,
    ...c.partial_answers.filter((p) => p !== guessed),
    c.detailed_explanation.slice(0, 60),
    c.why_diagnosis.slice(0, 60),
    ...c.clues.slice(cluesOut),
  ];
}

test('a win on the second clue: close, the result panel, explanation, share and the board', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const bodies = recordApi(page);
  const c = await openMedle(page);
  await expect(clueCards(page)).toHaveCount(1);

  await test.step("a close guess says 'You're Close!' for a moment", async () => {
    await guess(page, closeGuess(c));
    await expect(page.getByText("You're Close!")).toBeVisible();
    await expect(page.getByText("You're Close!")).toBeHidden({ timeout: 5000 });
  });

  await test.step('Next Clue brings the second clue', async () => {
    await page.getByRole('button', { name: 'Next Clue' }).click();
    await expect(clueCards(page)).toHaveCount(2);
    await expect(clueCards(page).nth(1)).toContainText(c.clues[1]!.slice(0, 30));
  });

  await test.step('nothing of the answer reached the browser before the end', async () => {
    const seen = await bodies();
    expect(seen.some((b) => b.url.includes('/api/play/medle/'))).toBe(true);
    for (const { url, text } of seen.filter((b) => !b.url.includes('/api/daily-question/')))
      for (const secret of secrets(c, 2, closeGuess(c))) expect(text, url).not.toContain(secret);
  });

  await takeYourTime(page);
  await guess(page, c.accepted_answers[0] ?? c.diagnosis);
  const panel = page.getByRole('region', { name: 'Diagnosis made!' });
  await expect(panel).toContainText(`You diagnosed ${c.diagnosis} with 2 guesses and 2 clues`);
  await expect(panel).toContainText(/Score: \d+/);

  await test.step('Explain opens the explanation', async () => {
    await panel.getByRole('button', { name: 'Explain' }).click();
    const explain = page.getByRole('dialog', { name: c.diagnosis });
    await expect(explain).toContainText(c.why_diagnosis.slice(0, 40));
    await explain.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('Share copies the spoiler-free result', async () => {
    await panel.getByRole('button', { name: 'Share' }).click();
    await expect(panel.getByText('Copied to clipboard')).toBeVisible();
    const copied = (await page.evaluate('navigator.clipboard.readText()')) as string;
    const lines = copied.split('\n');
    expect(lines[0]).toMatch(/^MedGrid Medle .+ — 2\/\d · \d+ guesses? · \d+:\d\d$/);
    expect(lines[1]).toMatch(/^🟥🟩⬜{3,4}$/u);
    // one square per guess, the close one yellow
    expect(lines[2]).toMatch(/^[⬛🟨]*🟨[⬛🟨]*🟩$/u);
    expect(copied.toLowerCase()).not.toContain(c.diagnosis.toLowerCase());
  });

  await test.step('the leaderboard lists the score, time, guesses and clues', async () => {
    await panel.getByRole('button', { name: 'Leaderboard' }).click();
    const board = page.getByRole('dialog', { name: 'Medle Leaderboard' });
    await expect(board.locator('[aria-current="true"]')).toContainText(
      /\d+:\d\d · 2 guesses · 2 clues/,
    );
  });
});

test('Reveal Diagnosis ends the case unsolved, unranked, and Try Again replays', async ({
  browser,
  request,
}) => {
  const user = await createConfirmedUser(request);
  const { page } = await openPlayer(browser, user);
  const c = await openMedle(page);
  await guess(page, WRONG_GUESS);
  await test.step('a text that is no diagnosis on the list is not counted, and the field says why', async () => {
    const packed = `${c.diagnosis} ${WRONG_GUESS} syndrome`; // would have been 'close'
    await guessField(page).fill(packed);
    await guessField(page).press('Enter');
    await expect(page.getByRole('alert')).toHaveText(
      'That is not a diagnosis on our list, so it was not counted. Type one diagnosis and pick it from the suggestions.',
    );
    await expect(guessField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(guessField(page)).toHaveValue(packed);
    await expect(
      page.getByRole('region', { name: 'Your guesses' }).getByRole('listitem'),
    ).toHaveCount(1);
    await guessField(page).fill('');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
  for (let i = 1; i < c.clues.length; i++)
    await page.getByRole('button', { name: 'Next Clue' }).click();
  await expect(clueCards(page)).toHaveCount(c.clues.length);
  await page.getByRole('button', { name: 'Reveal Diagnosis' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reveal' }).click();
  const panel = page.getByRole('region', { name: 'Case closed' });
  await expect(panel).toContainText(`The diagnosis was ${c.diagnosis}.`);
  await panel.getByRole('button', { name: 'Leaderboard' }).click();
  const board = page.getByRole('dialog', { name: 'Medle Leaderboard' });
  await expect(board.getByText('Loading...')).toHaveCount(0);
  await expect(board).not.toContainText(user.username);
  await page.keyboard.press('Escape');
  await panel.getByRole('button', { name: 'Try Again' }).click();
  await expect(guessField(page)).toBeEnabled();
  await expect(clueCards(page)).toHaveCount(1);
});

test('the play follows the player to a second browser', async ({ browser, request }) => {
  const user = await createConfirmedUser(request);
  const { page } = await openPlayer(browser, user);
  const c = await openMedle(page);
  await guess(page, WRONG_GUESS);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();

  const other = await browser.newContext({
    serviceWorkers: 'block',
    baseURL: test.info().project.use.baseURL,
  });
  await signInViaApi(other.request, user);
  const second = await other.newPage();
  await second.goto('/medle');
  await second.getByRole('button', { name: 'Continue' }).first().click();
  await expect(second.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(
    second.getByRole('region', { name: 'Your guesses' }).getByRole('listitem'),
  ).toHaveText([new RegExp(WRONG_GUESS)]);
  await guess(second, c.diagnosis);
  await expect(second.getByRole('region', { name: 'Diagnosis made!' })).toBeVisible();
  await other.close();
});

test('an archived case: a notice, no leaderboard, nothing recorded', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  await page.goto('/archives');
  await page.getByRole('tab', { name: 'Medle' }).click();
  await page.getByRole('tabpanel').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/archives\/medle\/\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('note')).toContainText('You are playing an archived case.');
  await startPlay(page);
  await expect(page.getByRole('button', { name: 'Leaderboard' })).toHaveCount(0);
  const c = await medleOnPage(page);
  await guess(page, c.diagnosis);
  await expect(page.getByRole('region', { name: 'Diagnosis made!' })).toBeVisible();
  const stats = await page.request.get('/api/stats/medle');
  expect(((await stats.json()) as { played: number }).played).toBe(0);
});

keyboardOnlyTest('Medle', 'light', solveMedleByKeyboard);
