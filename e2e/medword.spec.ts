// MedWord (docs/product.md#medword) in Chromium on a desktop: the word is checked by the server,
// which never sends it (nor an unopened hint) before the end; the result ranks, shares without the
// word and counts in the stats; the play follows the player to another browser; the archive plays
// unrecorded.
import { expect, test, type Page } from '@playwright/test';
import type { GameStats } from '../src/shared/play/stats.js';
import { createConfirmedUser } from './support/api.js';
import { recordReceived } from './support/responses.js';
import {
  guessByTapping,
  guessByTyping,
  guessRow,
  medwordOnPage,
  openMedword,
  takeYourTime,
  wrongWords,
} from './support/medword.js';
import { expectWhatNext, openPlayer, signInViaApi, startPlay } from './support/session.js';

/** Every API body the page receives, as text, read once the test asks. */
/** The API's answers and the pages' contents (e2e/support/responses.ts). */
function recordApi(page: Page) {
  return recordReceived(page, () => true);
}

test('a win typed on the keyboard: coloured rows, the end modal, share, stats and the leaderboard', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const bodies = recordApi(page);
  const puzzle = await openMedword(page);
  const word = puzzle.target_word;
  const [miss] = wrongWords(word) as [string];

  await test.step('a guess comes back coloured and colours the keys', async () => {
    await guessByTyping(page, miss, 1);
    const name = await guessRow(page, 1).getAttribute('aria-label');
    expect(name).toMatch(/^Row 1: ([A-Z] (correct|present|absent)(, )?){6}$/);
    // screen readers hear the same row
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: name ?? '' })).toHaveCount(
      1,
    );
    const firstLetter = miss.charAt(0);
    const state = word.includes(firstLetter)
      ? /in the word/
      : new RegExp(`^${firstLetter}, not in the word$`);
    await expect(
      page
        .getByRole('group', { name: 'Keyboard' })
        .getByRole('button', { name: new RegExp(`^${firstLetter},`) }),
    ).toHaveAccessibleName(state);
  });

  await test.step('a hint opens on request', async () => {
    await page.getByRole('button', { name: 'Show a hint' }).click();
    await expect(page.getByRole('region', { name: 'Hints' })).toContainText(
      puzzle.hints[0] as string,
    );
  });

  await test.step('nothing of the word reached the browser before the end', async () => {
    const seen = await bodies();
    expect(seen.some((b) => b.url.includes('/api/play/medword/'))).toBe(true);
    for (const { url, text } of seen.filter((b) => !b.url.includes('/api/daily-question/'))) {
      expect(text.toUpperCase(), url).not.toContain(word);
      for (const hint of puzzle.hints.slice(1)) expect(text, url).not.toContain(hint);
      expect(text, url).not.toContain(puzzle.explanation);
    }
  });

  await takeYourTime(page);
  await guessByTyping(page, word, 2);
  const end = page.getByRole('dialog', { name: 'You found it!' });
  await expect(end).toContainText(`You found ${word} in 2 guesses and`);
  await expect(end).toContainText(/Score: \d+/);
  await expectWhatNext(end, 'Play Medle', '/medle'); // loaded with the end screen, not the page

  await test.step('Share copies the spoiler-free result', async () => {
    await end.getByRole('button', { name: 'Share' }).click();
    await expect(end.getByRole('status').filter({ hasText: 'Copied to clipboard' })).toBeVisible();
    const copied = (await page.evaluate('navigator.clipboard.readText()')) as string;
    const lines = copied.split('\n');
    expect(lines[0]).toMatch(/^MedGrid MedWord #\d+ — 2\/6 · \d+:\d\d$/);
    expect(lines[1]).toMatch(/^[🟩🟨⬜]{6}$/u);
    expect(lines[2]).toBe('🟩🟩🟩🟩🟩🟩');
    expect(copied.toUpperCase()).not.toContain(word);
  });

  await test.step('About the word, then the stats with today in the distribution', async () => {
    await end.getByRole('button', { name: `About ${word}` }).click();
    const about = page.getByRole('dialog', { name: `About ${word}` });
    await expect(about).toContainText(puzzle.explanation.slice(0, 40));
    await about.getByRole('button', { name: 'Close' }).click();
    await end.getByRole('button', { name: 'Stats' }).click();
    const stats = page.getByRole('dialog', { name: 'MedWord Statistics' });
    await expect(stats.locator('.stats__figure').filter({ hasText: 'Played' })).toHaveText(
      /^Played\s*1$/,
    );
    await expect(stats.getByRole('region', { name: 'Guess distribution' })).toContainText(
      '2 guesses: 1 solve, including today',
    );
    await stats.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('the leaderboard lists the solve with its guesses and hint', async () => {
    await page.getByRole('button', { name: 'Leaderboard' }).click();
    const board = page.getByRole('dialog', { name: 'MedWord Leaderboard' });
    const me = board.locator('[aria-current="true"]');
    await expect(me).toContainText('2 guesses · 1 hint');
  });
});

test("a word outside the dictionary: 'Not in word list', nothing counted; six misses lose", async ({
  browser,
  request,
}) => {
  const user = await createConfirmedUser(request);
  const { page } = await openPlayer(browser, user);
  const puzzle = await openMedword(page);
  await page.keyboard.type('xqzvbn');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Not in word list')).toBeVisible();
  await expect(guessRow(page, 1)).toHaveAccessibleName('Row 1: typing X Q Z V B N');
  await expect(page.getByText('Not in word list')).toBeHidden({ timeout: 4000 });
  for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');

  const misses = wrongWords(puzzle.target_word);
  for (const [i, miss] of misses.entries()) {
    if (i < 5) await guessByTyping(page, miss, i + 1);
    else {
      await page.keyboard.type(miss.toLowerCase());
      await page.keyboard.press('Enter');
    }
  }
  const end = page.getByRole('dialog', { name: 'So close' });
  await expect(end).toContainText(`The word was ${puzzle.target_word}.`);
  await end.getByRole('button', { name: 'Close' }).click();
  // a loss never ranks (other tests' players may be on today's board)
  await page.getByRole('button', { name: 'Leaderboard' }).click();
  const board = page.getByRole('dialog', { name: 'MedWord Leaderboard' });
  await expect(board.getByText('Loading...')).toHaveCount(0);
  await expect(board).not.toContainText(user.username);
  expect(((await (await page.request.get('/api/stats/medword')).json()) as GameStats).played).toBe(
    1,
  );
});

test('the play follows the player to a second browser', async ({ browser, request }) => {
  const user = await createConfirmedUser(request);
  const { page } = await openPlayer(browser, user);
  const puzzle = await openMedword(page);
  const [first] = wrongWords(puzzle.target_word) as [string];
  await guessByTyping(page, first, 1);
  const row = await guessRow(page, 1).getAttribute('aria-label');
  await page.getByRole('button', { name: 'Pause', exact: true }).click();

  const other = await browser.newContext({
    serviceWorkers: 'block',
    baseURL: test.info().project.use.baseURL,
  });
  await signInViaApi(other.request, user);
  const second = await other.newPage();
  await second.goto('/medword');
  await second.getByRole('button', { name: 'Continue' }).first().click();
  await expect(second.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(guessRow(second, 1)).toHaveAccessibleName(row ?? '');
  await guessByTapping(second, puzzle.target_word);
  await expect(second.getByRole('dialog', { name: 'You found it!' })).toBeVisible();
  await other.close();
});

test('an archived word: a notice, no leaderboard, nothing recorded', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  await page.goto('/archives');
  await page.getByRole('tab', { name: 'MedWord' }).click();
  const link = page.getByRole('tabpanel').getByRole('link').first();
  await link.click();
  await expect(page).toHaveURL(/\/archives\/medword\/\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('note')).toContainText('You are playing an archived word.');
  await startPlay(page);
  await expect(page.getByRole('button', { name: 'Leaderboard' })).toHaveCount(0);
  const puzzle = await medwordOnPage(page);
  await guessByTyping(page, puzzle.target_word, 1);
  await expect(page.getByRole('dialog', { name: 'You found it!' })).toBeVisible();
  const stats = await page.request.get('/api/stats/medword');
  expect(((await stats.json()) as { played: number }).played).toBe(0);
});
