// The daily question before today's Mini (docs/product.md#the-daily-question-and-streak):
// answered correctly on one day, the explanation, Continue to Crossword (which starts the Mini);
// the next day the streak shows 1, a skip asks for confirmation and ends it. The server decides
// each player's day from its own clock, so "the next day" comes by moving the player's history back
// a day in the database (e2e/support/db.ts). The right answers come from the content files, not
// from the API.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createConfirmedUser } from './support/api.js';
import { shiftPlayerDays } from './support/db.js';
import { openPlayer } from './support/session.js';

interface Week {
  topic: string;
  questions: { day: number; question: string; correct: string; options: Record<string, string> }[];
}

/** The sample schedule: question k of the weeks in order is dated install day − 1 + k. */
function contentQuestions(): { topic: string; q: Week['questions'][number] }[] {
  const dir = path.resolve('content/daily-questions');
  const files = readdirSync(dir)
    .filter((f) => /^week-\d+-.*\.json$/.test(f))
    .sort((a, b) => Number(a.split('-')[1]) - Number(b.split('-')[1]));
  return files.flatMap((f) => {
    const week = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Week;
    return week.questions.map((q) => ({ topic: week.topic, q }));
  });
}

const dialogOf = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test('answer correctly, read the explanation, continue to the Mini; the next day skip after confirming', async ({
  browser,
  request,
}) => {
  // The e2e server started today on a fresh database: yesterday has question 0, today question 1.
  const [, todayQ] = contentQuestions();
  const yesterdayQ = todayQ; // the player answers today's question, which then becomes yesterday's
  const { page, id } = await openPlayer(browser, await createConfirmedUser(request));

  await test.step('the first day: a correct answer', async () => {
    await page.goto('/mini');
    const title = `${yesterdayQ!.topic} Week: Day ${yesterdayQ!.q.day}`;
    const dialog = dialogOf(page, title);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('0-Day Streak')).toBeVisible();
    await expect(dialog.getByText(yesterdayQ!.q.question)).toBeVisible();
    // it cannot be dismissed: Escape (twice: the second one the browser would act on by itself)
    // and a click outside leave it open
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    // the timer has not started behind the question
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toHaveCount(0);
    const submit = dialog.getByRole('button', { name: 'Submit Answer' });
    await expect(submit).toBeDisabled();
    const right = yesterdayQ!.q.correct;
    await dialog.getByRole('radio', { name: new RegExp(`^${right}\\. `) }).check();
    await submit.click();

    await expect(dialog.getByText('Correct!')).toBeVisible();
    await expect(dialog.getByText('1-Day Streak')).toBeVisible();
    await expect(
      dialog.getByRole('heading', {
        name: `Correct answer: ${right}. ${yesterdayQ!.q.options[right]}`,
      }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Show explanations for the other answers' }).click();
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Continue to Crossword' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

    // answered: not offered again that day (the reload paused the game:
    // docs/product.md#start-and-pause)
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your game is paused.' })).toBeVisible();
    await expect(dialogOf(page, title)).toHaveCount(0);
  });

  await test.step('the next day: the streak shows 1; a skip asks first and ends it', async () => {
    shiftPlayerDays(id, 1);
    await page.goto('/landing');
    await page.goto('/mini');
    const dialog = dialogOf(page, `${todayQ!.topic} Week: Day ${todayQ!.q.day}`);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('1-Day Streak')).toBeVisible();

    await dialog.getByRole('button', { name: 'Skip' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Skip Question?' });
    await expect(
      confirm.getByText('Are you sure? Your streak will end if you skip this question.'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(dialog.getByText('1-Day Streak')).toBeVisible();

    await dialog.getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('button', { name: 'Yes, Skip' }).click();
    await expect(dialog.getByText('Skipped')).toBeVisible();
    await expect(dialog.getByText('0-Day Streak')).toBeVisible();
    const right = todayQ!.q.correct;
    await expect(
      dialog.getByRole('heading', {
        name: `Correct answer: ${right}. ${todayQ!.q.options[right]}`,
      }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue to Crossword' }).click();
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  });
});
