// MedWord's Hard Mode (docs/product.md#medword-rules) in Chromium: switched on in the solver
// settings before the first guess, a guess that drops a revealed hint is refused with Wordle's
// words as a toast and not counted, and the end screen and the share text say so. Axe scans the
// settings, the toast and the end screen.
import { expect, test } from '@playwright/test';
import { hardModeBreak } from '../src/shared/medword/hard-mode.js';
import { evaluate } from '../src/shared/medword/rules.js';
import { createConfirmedUser } from './support/api.js';
import { AxeWalk, axeContext } from './support/a11y.js';
import { guessByTyping, guessRow, medwordOnPage, takeYourTime } from './support/medword.js';
import { skipDailyQuestion, startPlay } from './support/session.js';

/** Dictionary words (e2e/support/medword.ts) to look for a miss and a guess that breaks it. */
const WORDS = ['PLANET', 'GARDEN', 'WINTER', 'BOTTLE', 'SILVER', 'FOREST', 'CANDLE'];

/** A first guess and a second that Hard Mode refuses after it, for the day's word. */
function missAndBreak(word: string): [string, string, string] {
  for (const miss of WORDS.filter((w) => w !== word))
    for (const next of WORDS.filter((w) => w !== word && w !== miss)) {
      const reason = hardModeBreak([{ word: miss, states: evaluate(miss, word) }], next);
      if (reason) return [miss, next, reason];
    }
  throw new Error(`No pair of test words shows Hard Mode for ${word}`);
}

test('Hard Mode: on before the first guess, a guess that drops a hint is refused, the end says so', async ({
  browser,
  request,
}) => {
  const context = await axeContext(browser, 'light', await createConfirmedUser(request));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const walk = new AxeWalk(page);
  await skipDailyQuestion(page);
  await page.goto('/medword');
  await startPlay(page);
  const word = (await medwordOnPage(page)).target_word;
  const [miss, breaker, reason] = missAndBreak(word);

  await page.getByRole('button', { name: 'Solver settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Solver settings' });
  await settings.getByRole('switch', { name: 'Hard Mode' }).check();
  await walk.check('MedWord settings, Hard Mode');
  await settings.getByRole('button', { name: 'Done' }).click();
  await expect(settings).toBeHidden();

  await guessByTyping(page, miss, 1);
  await page.keyboard.type(breaker.toLowerCase(), { delay: 130 });
  await page.keyboard.press('Enter');
  await expect(page.locator('.mw-notice')).toHaveText(reason);
  await walk.check('MedWord, a Hard Mode refusal');
  await expect(guessRow(page, 2)).toHaveAccessibleName(`Row 2: typing ${[...breaker].join(' ')}`);
  for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');

  await takeYourTime(page);
  await guessByTyping(page, word, 2);
  const end = page.getByRole('dialog', { name: 'You found it!' });
  await expect(end).toContainText('Hard Mode');
  await walk.check('MedWord end screen, Hard Mode');
  await end.getByRole('button', { name: 'Share' }).click();
  await expect(end.getByRole('status').filter({ hasText: 'Copied to clipboard' })).toBeVisible();
  const copied = (await page.evaluate('navigator.clipboard.readText()')) as string;
  expect(copied.split('\n')[0]).toMatch(/^MedGrid MedWord #\d+ — 2\/6\* · \d+:\d\d$/);
  expect(walk.found).toEqual([]);
  await context.close();
});
