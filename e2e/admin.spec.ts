// The admin's upload panel (docs/product.md#upload-panel) on the real server: a bad file shows its
// message before any upload; a Mini for three days ahead, read from a .json file, is previewed with
// its grid and clue numbers, uploaded, and stored for that day; the calendar lists every kind of
// content.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createConfirmedUser } from './support/api.js';
import { storedPuzzle } from './support/db.js';
import { openAdmin, pickTestDay } from './support/admin.js';
import { openPlayer, startPlay } from './support/session.js';
import { solveByTyping } from './support/crossword.js';
import { addDays } from '../src/shared/play/dates.js';
import { openMedword } from './support/medword.js';
import { writePuz } from '../src/shared/builder/puz.js';
import { writeIpuz } from '../src/shared/builder/ipuz.js';

const MINI = JSON.parse(readFileSync('content/crosswords/mini/02-shin-dig.json', 'utf8')) as {
  title: string;
  answerGrid: string[][];
  acrossClues: { number: number; clue: string }[];
};

test('an admin previews and uploads a Mini for three days ahead; a bad file is refused first', async ({
  browser,
  request,
}) => {
  const { page } = await openAdmin(browser, request);
  await page.goto('/admin');
  const panel = page.getByRole('region', { name: 'Upload a puzzle' });
  await expect(panel).toBeVisible();

  await test.step('the calendar lists each kind of content with its runway', async () => {
    const calendar = page.getByRole('region', { name: 'Content calendar' });
    for (const name of ['Mini Crossword', 'Medical Crossword', 'MedWord', 'Daily Question'])
      await expect(calendar.getByRole('list', { name: `${name}, day by day` })).toBeVisible();
    await expect(calendar).toContainText(/\d+ days of runway/);
  });

  await test.step('bad JSON: its message, and no upload', async () => {
    const json = panel.getByRole('textbox', { name: 'Puzzle JSON' });
    await json.fill('{"answerGrid": [');
    await expect(panel).toContainText('Invalid JSON format. Please check your input.');
    await json.fill('{"title": "No grid"}');
    await expect(panel).toContainText('Invalid JSON: answerGrid is required and must be an array');
  });

  const title = `Uploaded in e2e ${Date.now()}`;
  await panel.getByLabel('Choose a .json, .puz or .ipuz file').setInputFiles({
    name: 'mini.json',
    mimeType: 'application/json',
    // a circled and shaded square (issue 19) goes through to the player
    buffer: Buffer.from(JSON.stringify({ ...MINI, title, circled: [[1, 1]], shaded: [[1, 1]] })),
  });
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByRole('table', { name: /5 by 5 grid/ })).toBeVisible();
  await expect(preview).toContainText(MINI.acrossClues[0]!.clue);
  await expect(preview).toContainText('1 circled square, 1 shaded square');

  const quick = panel.getByRole('group', { name: 'Next 7 days' }).getByRole('button');
  await expect(quick).toHaveCount(7);
  await quick.nth(3).click();
  const date = await panel.getByLabel('Target date').inputValue();
  await panel.getByRole('button', { name: 'Upload' }).click();
  await expect(panel.getByRole('status').last()).toContainText(
    new RegExp(`Successfully uploaded Mini Crossword puzzle for ${date} \\(\\w+day\\)!`),
  );
  expect(storedPuzzle<{ title: string }>('mini', date).title).toBe(title);

  await test.step('/test-puzzles: the week from Monday, the day marked, solved in test mode', async () => {
    await page.goto('/test-puzzles');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Crossword Test Page' }),
    ).toBeVisible();
    for (const name of ['Previous Week', 'Next Week', 'Refresh'])
      await expect(page.getByRole('button', { name })).toBeVisible();
    await pickTestDay(page, 'Mini Crossword', date);
    await expect(page.getByRole('note').filter({ hasText: 'Test mode' })).toBeVisible();
    await expect(page.getByText(title).first()).toBeVisible();
    await startPlay(page);
    await expect(
      page.getByRole('gridcell', { name: /^Row 2, column 2, circled, shaded, / }),
    ).toBeVisible();
    await solveByTyping(page, MINI.answerGrid, 0); // test mode: nothing is timed for a board
    await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toBeVisible();
  });
});

test("a player whose day an admin replaces mid-play is told why, and meets the new puzzle's Start", async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  await openMedword(page);
  const date = await page.locator('.play-head__date time').getAttribute('datetime');
  expect(date).toBeTruthy();

  const admin = await openAdmin(browser, request);
  const original = storedPuzzle<Record<string, unknown>>('medword', date!);
  const other = storedPuzzle<Record<string, unknown>>('medword', addDays(date!, 1));
  const asked = await admin.page.request.put(`/api/admin/puzzles/medword/${date}`, {
    data: other,
  });
  expect(asked.status()).toBe(409);
  expect(((await asked.json()) as { started: number }).started).toBeGreaterThanOrEqual(1);
  const replaced = await admin.page.request.put(`/api/admin/puzzles/medword/${date}?confirm=true`, {
    data: other,
  });
  expect(replaced.status()).toBe(200);

  await page.keyboard.type('planet', { delay: 30 });
  await page.keyboard.press('Enter');
  await expect(page.getByText(/replaced by the editors while you played/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ready to play?' })).toBeVisible();

  // the other tests meet the shipped day again
  const restored = await admin.page.request.put(`/api/admin/puzzles/medword/${date}?confirm=true`, {
    data: original,
  });
  expect(restored.status()).toBe(200);
});

test("the builder's JSON goes to the upload panel, which takes it: a Mini built from text and clues", async ({
  browser,
  request,
}) => {
  const { page } = await openAdmin(browser, request);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Crossword puzzle builder' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Crossword Puzzle Builder' }),
  ).toBeVisible();

  const arch = JSON.parse(
    readFileSync('content/crosswords/mini/01-arch-rival.json', 'utf8'),
  ) as typeof MINI & { downClues: { number: number; clue: string }[] };
  await page
    .getByRole('textbox', { name: 'Paste Grid From Text' })
    .fill(arch.answerGrid.map((row) => row.map((l) => l || '#').join('')).join('\n'));
  await page.getByRole('button', { name: 'Parse & Fill Grid' }).click();
  const lines = [
    ...arch.acrossClues.map((c) => `${c.number}|X|${c.clue}|across`),
    ...arch.downClues.map((c) => `${c.number}|X|${c.clue}|down`),
  ];
  await page.getByRole('textbox', { name: 'Mass Import Clues' }).fill(lines.join('\n'));
  await page.getByRole('button', { name: 'Import Clues' }).click();
  await expect(page.getByText('10 clues imported.')).toBeVisible();
  const checks = page.getByRole('region', { name: 'Grid checks' });
  await expect(checks).not.toContainText(/cut off|break|in no word/);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Built in e2e');
  await page.getByRole('button', { name: 'Send to upload' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const panel = page.getByRole('region', { name: 'Upload a puzzle' });
  await expect(panel.getByRole('textbox', { name: 'Puzzle JSON' })).toHaveValue(/Built in e2e/);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Built in e2e' })).toBeVisible();
  await expect(preview).toContainText(arch.downClues[0]!.clue);
});

test('a .puz file opens in the upload panel and an .ipuz file in the builder', async ({
  browser,
  request,
}) => {
  const { page } = await openAdmin(browser, request);
  const crossword = { ...MINI, subtitle: 'From a file' } as typeof MINI & {
    subtitle: string;
    downClues: { number: number; clue: string }[];
  };
  await page.goto('/admin');
  const panel = page.getByRole('region', { name: 'Upload a puzzle' });
  await panel.getByLabel('Choose a .json, .puz or .ipuz file').setInputFiles({
    name: 'shin-dig.puz',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(writePuz(crossword)),
  });
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: MINI.title })).toBeVisible();
  await expect(preview).toContainText('From a file');

  await page.goto('/puzzle-builder');
  await page
    .getByRole('region', { name: 'Crossword files' })
    .getByLabel('Open a .puz or .ipuz file')
    .setInputFiles({
      name: 'shin-dig.ipuz',
      mimeType: 'application/json',
      buffer: Buffer.from(writeIpuz(crossword)),
    });
  await expect(page.getByText(`Opened '${MINI.title}'.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Across clues' })).toContainText(
    MINI.acrossClues[0]!.clue,
  );
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(MINI.title);
});
