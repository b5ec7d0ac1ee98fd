// MedMatch (docs/product.md#medmatch) in Chromium on a desktop: a round's odd one out never reaches
// the browser before the round is decided; a win ranks, shares and reviews; the mini-quiz is
// checked by the server; a loss; 'Exit Game?'; the run follows the player to another browser;
// archived play.
import { expect, test, type Page } from '@playwright/test';
import { createConfirmedUser } from './support/api.js';
import { recordReceived } from './support/responses.js';
import { keyboardOnlyTest } from './support/keyboard-only.js';
import { playMedmatchByKeyboard } from './support/medmatch.js';
import {
  findAll,
  medmatchOnPage,
  openMedmatch,
  pick,
  takeYourTime,
  termButton,
} from './support/medmatch.js';
import { openPlayer, signInViaApi } from './support/session.js';

/** The API's answers and the pages' contents (e2e/support/responses.ts). */
function recordApi(page: Page) {
  return recordReceived(page, (path) => path.startsWith('/api/play/medmatch'));
}

test('a win: no undecided impostor sent, the result, share, review and the mini-quiz', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const bodies = recordApi(page);
  const day = await openMedmatch(page);
  const first = day.rounds[0]!;
  const wrong = first.terms.find((t) => t !== first.impostor)!;
  await pick(page, wrong);
  await expect(termButton(page, wrong)).toBeDisabled();

  await test.step('no impostor, category or reason of an undecided round was sent', async () => {
    for (const { url, text } of await bodies()) {
      expect(text, url).not.toContain('"impostor"');
      for (const r of day.rounds) expect(text, url).not.toContain(r.why_impostor.slice(0, 40));
    }
  });

  await takeYourTime(page);
  await findAll(page, day);
  const result = page.getByRole('region', { name: 'Challenge Complete!' });
  await expect(result).toContainText(/Score: \d+/);

  await test.step('Share copies one mark per round, no term', async () => {
    await result.getByRole('button', { name: 'Share' }).click();
    const copied = (await page.evaluate('navigator.clipboard.readText()')) as string;
    expect(copied.split('\n')[0]).toMatch(/^MedGrid MedMatch .+ — \d+\/\d+ · \d+:\d\d$/);
    expect(copied.split('\n')[1]).toMatch(/^🟨🟩+$/u);
    for (const r of day.rounds) expect(copied).not.toContain(r.impostor);
  });

  await test.step('the review explains each round, the quiz is checked', async () => {
    await result.getByRole('button', { name: 'Review Answers' }).click();
    const review = page.getByRole('region', { name: 'Review' });
    await review.getByText('Round 1', { exact: true }).click();
    await expect(review).toContainText(first.why_impostor.slice(0, 40));
    await review.getByRole('button', { name: "Turn Today's Review into a Mini-Quiz?" }).click();
    const q = day.quiz_questions[0]!;
    await expect(
      page.getByRole('heading', { name: `Question 1 of ${day.quiz_questions.length}` }),
    ).toBeVisible();
    await page.getByRole('button', { name: q.correct_answer, exact: true }).click();
    await expect(page.getByText('Correct!')).toBeVisible();
    await page.getByRole('button', { name: 'Finish Quiz' }).click();
    const results = page.getByRole('dialog', { name: 'Quiz results' });
    await expect(results).toContainText(
      `You got 1 out of ${day.quiz_questions.length} questions correct`,
    );
    await results.getByRole('button', { name: 'Back to MedMatch' }).click();
  });
});

test("a loss, and 'Exit Game?' before leaving a run", async ({ browser, request }) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  const day = await openMedmatch(page);
  const lives = { easy: 5, medium: 3, hard: 1 }[day.difficulty_level];
  // lose on the first rounds: pick wrong terms until the lives run out
  let left = lives;
  let failed = day.rounds[0]!;
  for (const round of day.rounds) {
    failed = round;
    for (const t of round.terms.filter((x) => x !== round.impostor)) {
      if (left === 0) break;
      await pick(page, t);
      left -= 1;
    }
    if (left === 0) break;
    await pick(page, round.impostor);
  }
  const over = page.getByRole('region', { name: 'Game Over' });
  await expect(over).toContainText('Lives remaining: 0');
  await expect(over).toContainText('Score: 0');
  // the round it ended on, answered now that the run is over
  await expect(over).toContainText(`the odd one out was ${failed.impostor}.`);

  // a new run (Try Again), then a link away asks first
  await page.getByRole('button', { name: 'Try Again' }).click();
  await page
    .getByRole('button', { name: 'Start Challenge' })
    .click()
    .catch(() => undefined);
  await expect(page.getByRole('heading', { name: /^Round 1 of/ })).toBeVisible();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Archives' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Exit Game?' });
  await ask.getByRole('button', { name: 'Stay and Play' }).click();
  await expect(page).toHaveURL(/\/medmatch$/);
  // back in the game: the menu closed too
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('heading', { name: /^Round 1 of/ })).toBeVisible();
});

test('the run follows the player to a second browser; an archived day plays unrecorded', async ({
  browser,
  request,
}) => {
  const user = await createConfirmedUser(request);
  const { page } = await openPlayer(browser, user);
  const day = await openMedmatch(page);
  await pick(page, day.rounds[0]!.impostor);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();

  const other = await browser.newContext({
    serviceWorkers: 'block',
    baseURL: test.info().project.use.baseURL,
  });
  await signInViaApi(other.request, user);
  const second = await other.newPage();
  await second.goto('/medmatch');
  await second.getByRole('button', { name: 'Continue' }).first().click();
  await expect(
    second.getByRole('heading', { name: `Round 2 of ${day.rounds.length}` }),
  ).toBeVisible();
  await other.close();

  await page.goto('/archives');
  await page.getByRole('tab', { name: 'MedMatch' }).click();
  await page.getByRole('tabpanel').getByRole('link').first().click();
  await expect(page.getByRole('note')).toContainText('You are playing an archived challenge.');
  await page.getByRole('button', { name: 'Start Challenge' }).click();
  const past = await medmatchOnPage(page);
  await expect(page.getByRole('button', { name: 'Leaderboard' })).toHaveCount(0);
  await findAll(page, past);
  await expect(page.getByRole('region', { name: 'Challenge Complete!' })).toBeVisible();
  const stats = await page.request.get('/api/stats/medmatch');
  expect(((await stats.json()) as { played: number }).played).toBe(0);
});

keyboardOnlyTest('MedMatch', 'light', playMedmatchByKeyboard);
