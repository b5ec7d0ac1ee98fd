// The crossword builder (docs/product.md#puzzle-builder) on the real server, in Chromium, as an
// admin: a 5x5 built by typing goes through Generate JSON and 'Send to upload', is published for a
// future day and solved on the test page; autofill fills a grid in its Web Worker from the admin
// word list and ranks words for one slot; a .puz file is imported and exported again unchanged,
// from the server and from the builder itself (downloads), and opened back into the builder.
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { openAdmin, pickTestDay } from './support/admin.js';
import { AxeWalk, axeContext } from './support/a11y.js';
import { createConfirmedUser } from './support/api.js';
import { grantAdmin } from './support/db.js';
import { startPlay } from './support/session.js';
import { solveByTyping } from './support/crossword.js';
import { parsePuz, writePuz } from '../src/shared/builder/puz.js';
import { parseIpuz } from '../src/shared/builder/ipuz.js';
import { addDays } from '../src/shared/play/dates.js';
import { layoutOfBuilder } from '../src/shared/builder/clues.js';
import { FILL_FLOOR } from '../src/shared/builder/fill-standard.js';
import { containedAnswers } from '../src/shared/crossword/quality.js';

interface MiniFile {
  title: string;
  subtitle: string;
  answerGrid: string[][];
  acrossClues: { number: number; clue: string }[];
  downClues: { number: number; clue: string }[];
}
const ARCH = JSON.parse(
  readFileSync('content/crosswords/mini/01-arch-rival.json', 'utf8'),
) as MiniFile;

async function openBuilder(page: Page) {
  await page.goto('/puzzle-builder');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Crossword Puzzle Builder' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear Grid' }).click();
  for (const field of ['Width', 'Height']) {
    const box = page.getByRole('textbox', { name: field, exact: true });
    await box.fill('5');
    await box.blur();
  }
  await expect(page.getByRole('grid', { name: /Builder grid, 5 by 5/ })).toBeVisible();
}

const cell = (page: Page, r: number, c: number) =>
  page.getByRole('gridcell', { name: new RegExp(`^Row ${r + 1}, column ${c + 1}:`) });

test('a 5x5 typed in the builder is sent to upload, published for a later day and solved on the test page', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { page } = await openAdmin(browser, request);
  await openBuilder(page);

  await test.step('black squares (the partner follows), then each row typed across', async () => {
    await cell(page, 0, 0).click();
    await page.keyboard.press('#');
    await expect(cell(page, 4, 4)).toHaveAccessibleName(/: black/);
    for (let r = 0; r < 5; r++) {
      const start = ARCH.answerGrid[r]!.findIndex((l) => l !== '');
      await cell(page, r, start).click();
      await page.keyboard.type(ARCH.answerGrid[r]!.join(''));
    }
    await expect(cell(page, 1, 0)).toHaveAccessibleName('Row 2, column 1: A, 5');
    const checks = page.getByRole('region', { name: 'Grid checks' });
    await expect(checks).not.toContainText(/cut off|break|in no word/);
  });

  await test.step('clues, title, Generate JSON', async () => {
    const lines = [
      ...ARCH.acrossClues.map((c) => `${c.number}|X|${c.clue}|across`),
      ...ARCH.downClues.map((c) => `${c.number}|X|${c.clue}|down`),
    ];
    await page.getByRole('textbox', { name: 'Mass Import Clues' }).fill(lines.join('\n'));
    await page.getByRole('button', { name: 'Import Clues' }).click();
    await expect(page.getByText('10 clues imported.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Typed in the builder');
    await page.getByRole('button', { name: 'Generate JSON' }).click();
    const json = JSON.parse(
      await page.getByRole('textbox', { name: 'Generated JSON' }).inputValue(),
    ) as MiniFile;
    expect(json.answerGrid).toEqual(ARCH.answerGrid);
    expect(json.acrossClues).toEqual(ARCH.acrossClues);
  });

  const panel = page.getByRole('region', { name: 'Upload a puzzle' });
  await test.step('Send to upload; publish for four days ahead', async () => {
    await page.getByRole('button', { name: 'Send to upload' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('region', { name: 'Preview' })).toContainText(
      'Typed in the builder',
    );
    await panel.getByRole('group', { name: 'Next 7 days' }).getByRole('button').nth(4).click();
  });
  const date = await panel.getByLabel('Target date').inputValue();
  await panel.getByRole('button', { name: 'Upload' }).click();
  await expect(panel.getByRole('status').last()).toContainText(
    `Successfully uploaded Mini Crossword puzzle for ${date}`,
  );

  await test.step('the test page plays it', async () => {
    await page.goto('/test-puzzles');
    await pickTestDay(page, 'Mini Crossword', date);
    await expect(page.getByText('Typed in the builder').first()).toBeVisible();
    await startPlay(page);
    await solveByTyping(page, ARCH.answerGrid, 0); // test mode: nothing is timed for a board
    await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toBeVisible();
  });
});

test('autofill fills the empty squares in its worker and ranks words for the selected slot', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { page } = await openAdmin(browser, request);
  await openBuilder(page);
  await cell(page, 0, 0).click();
  await page.keyboard.press('#');
  await cell(page, 1, 0).click();
  await page.keyboard.type('AORTA');

  await test.step('Autofill grid keeps the placed letters and fills the rest', async () => {
    await page.getByRole('button', { name: 'Autofill grid' }).click();
    const panel = page.getByRole('region', { name: 'Autofill' });
    await expect(panel.getByRole('status')).toContainText(/Filled in [\d.]+ s/, {
      timeout: 60_000,
    });
    await expect(page.getByRole('gridcell', { name: /: empty/ })).toHaveCount(0);
    for (const [c, l] of [...'AORTA'].entries())
      await expect(cell(page, 1, c)).toHaveAccessibleName(new RegExp(`: ${l}(, \\d+)?$`));

    // the content standard by default: every answer from the words scored FILL_FLOOR or more,
    // none inside another, nothing outlined red
    const labels = await page
      .getByRole('gridcell')
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
    const grid = Array.from({ length: 5 }, (_, r) =>
      labels.slice(r * 5, r * 5 + 5).map((l) => /: (black|[A-Z])/.exec(l)![1]!),
    ).map((row) => row.map((l) => (l === 'black' ? null : l)));
    const words = new Map(
      (await (await page.request.get('/api/admin/builder/words')).text())
        .split('\n')
        .map((line) => line.split(' ') as [string, string]),
    );
    const l = layoutOfBuilder(grid);
    const answers = [...l.across, ...l.down].map((slot) => ({
      slot,
      answer: slot.cells.map(([r, c]) => grid[r]![c]).join(''),
    }));
    for (const { answer } of answers)
      if (answer !== 'AORTA') expect(Number(words.get(answer))).toBeGreaterThanOrEqual(FILL_FLOOR);
    expect(containedAnswers(answers)).toEqual([]);
    await expect(page.getByRole('gridcell', { name: /outlined red/ })).toHaveCount(0);
  });

  await test.step('ranked words for 6 Across, erased, fit its crossings', async () => {
    for (let col = 0; col < 5; col++) {
      await cell(page, 2, col).click();
      await page.keyboard.press('Backspace');
    }
    await cell(page, 2, 0).click();
    await page.getByRole('button', { name: 'Suggest words for 6 Across' }).click();
    const list = page.getByRole('list', { name: 'Words for 6 Across' });
    await expect(list.getByRole('button').first()).toBeVisible({ timeout: 30_000 });
    const first = (await list.getByRole('button').first().textContent())!.replace(/\d+$/, '');
    expect(first).toMatch(/^[A-Z]{5}$/);
    await list.getByRole('button').first().click();
    await expect(cell(page, 2, 0)).toHaveAccessibleName(new RegExp(`: ${first[0]}, 6$`));
  });

  await test.step('a grid with no fill names the stuck word', async () => {
    await page.getByRole('button', { name: 'Clear Grid' }).click();
    await cell(page, 0, 1).click();
    await page.keyboard.type('QXZJ');
    await page.getByRole('button', { name: 'Autofill grid' }).click();
    await expect(page.getByRole('region', { name: 'Autofill' }).getByRole('status')).toContainText(
      /No fill exists for this grid\. The stuck area is around \d+ (Across|Down)/,
      { timeout: 60_000 },
    );
  });

  await test.step('on a phone the 15x15 builder and its panels fit the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('combobox', { name: 'Grid type' }).selectOption('medical');
    await expect(cell(page, 14, 14)).toBeAttached();
    const overflow = await page.evaluate(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('a .puz file is imported and, once published, exported again with the same grid and clues', async ({
  browser,
  request,
}) => {
  const { page } = await openAdmin(browser, request);
  const file = writePuz({ ...ARCH, circled: [[2, 2]] });
  const imported = await page.request.post('/api/admin/crosswords/import?format=puz', {
    headers: { 'content-type': 'application/octet-stream' },
    data: Buffer.from(file),
  });
  expect(imported.status()).toBe(200);
  const json = (await imported.json()) as MiniFile & { circled: [number, number][] };
  expect(json.answerGrid).toEqual(ARCH.answerGrid);
  const date = '2031-03-04';
  const put = await page.request.put(`/api/admin/puzzles/mini/${date}`, { data: json });
  expect(put.status()).toBe(200);
  const exported = await page.request.get(`/api/admin/puzzles/mini/${date}/export?format=puz`);
  expect(exported.headers()['content-disposition']).toContain(`medgrid-mini-${date}.puz`);
  const again = parsePuz(new Uint8Array(await exported.body()));
  expect(again.ok).toBe(true);
  if (!again.ok) return;
  expect(again.crossword.answerGrid).toEqual(ARCH.answerGrid);
  expect(again.crossword.acrossClues).toEqual(ARCH.acrossClues);
  expect(again.crossword.downClues).toEqual(ARCH.downClues);
  expect(again.crossword.circled).toEqual([[2, 2]]);

  await test.step("the test page links the stored crossword's .ipuz export", async () => {
    // the test page shows this week and the next: the same crossword, stored six days ahead
    const calendar = await page.request.get('/api/admin/calendar?days=1');
    const soon = addDays(((await calendar.json()) as { from: string }).from, 6);
    const stored = await page.request.put(`/api/admin/puzzles/mini/${soon}`, { data: json });
    expect(stored.status()).toBe(200);
    await page.goto('/test-puzzles');
    await pickTestDay(page, 'Mini Crossword', soon);
    const exports = page.getByRole('navigation', { name: 'Export' });
    const download = page.waitForEvent('download');
    await exports.getByRole('link', { name: 'Download .ipuz' }).click();
    expect((await download).suggestedFilename()).toBe(`medgrid-mini-${soon}.ipuz`);
    const read = parseIpuz(new TextDecoder().decode(await bytesOf(download)));
    expect(read).toMatchObject({ ok: true, crossword: { answerGrid: ARCH.answerGrid } });
  });
});

const SAMPLES = 'test-support/crossword-files';

/** The bytes of a download, once it has finished. */
async function bytesOf(download: Download | Promise<Download>): Promise<Uint8Array> {
  const path = await (await download).path();
  return new Uint8Array(readFileSync(path));
}

test('the builder downloads its grid as .puz and .ipuz, and opens both back unchanged; axe finds nothing', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await createConfirmedUser(request);
  grantAdmin(admin.username);
  const context = await axeContext(browser, 'light', admin);
  const page = await context.newPage();
  const walk = new AxeWalk(page);
  await openBuilder(page);
  const picker = page.getByLabel('Open a .puz or .ipuz file');
  const files = page.getByRole('region', { name: 'Crossword files' });
  const generated = async () =>
    JSON.parse(
      await page.getByRole('textbox', { name: 'Generated JSON' }).inputValue(),
    ) as MiniFile;

  await test.step('a file made elsewhere replaces unsaved work only once the admin agrees', async () => {
    await cell(page, 0, 1).click();
    await page.keyboard.type('XR');
    await picker.setInputFiles(`${SAMPLES}/arch-rival.puz`);
    const ask = page.getByRole('alertdialog', { name: 'Replace the grid?' });
    await expect(ask).toBeVisible();
    await expect(ask.getByRole('button', { name: 'Keep my grid' })).toBeFocused();
    await walk.check('builder, asking before a file replaces the grid');
    await ask.getByRole('button', { name: 'Open the file' }).click();
    await expect(files.getByRole('status')).toHaveText("Opened 'Arch Rival'.");
    await expect(cell(page, 1, 0)).toHaveAccessibleName('Row 2, column 1: A, 5');
  });

  await page.getByRole('button', { name: 'Generate JSON' }).click();
  const original = await generated();
  expect(original.answerGrid).toEqual(ARCH.answerGrid);
  expect(original.acrossClues).toEqual(ARCH.acrossClues);
  await walk.check('builder with an opened crossword');

  const puz = await test.step('Download .puz: an Across Lite file with its checksums', async () => {
    const download = page.waitForEvent('download');
    await files.getByRole('button', { name: 'Download .puz' }).click();
    expect((await download).suggestedFilename()).toBe('arch-rival.puz');
    const bytes = await bytesOf(download);
    const read = parsePuz(bytes); // refuses a file whose checksums do not match
    expect(read).toMatchObject({ ok: true, crossword: { answerGrid: ARCH.answerGrid } });
    await expect(files.getByRole('status')).toHaveText('Downloaded arch-rival.puz.');
    return bytes;
  });

  const ipuz = await test.step('Download .ipuz: version 2, the crossword kind', async () => {
    const download = page.waitForEvent('download');
    await files.getByRole('button', { name: 'Download .ipuz' }).click();
    expect((await download).suggestedFilename()).toBe('arch-rival.ipuz');
    const text = new TextDecoder().decode(await bytesOf(download));
    const doc = JSON.parse(text) as { version: string; kind: string[] };
    expect(doc.version).toBe('http://ipuz.org/v2');
    expect(doc.kind).toEqual(['http://ipuz.org/crossword#1']);
    expect(parseIpuz(text)).toMatchObject({ ok: true, crossword: { downClues: ARCH.downClues } });
    return text;
  });

  await test.step('both files open back into the builder with the same grid and clues', async () => {
    for (const [name, buffer] of [
      ['back.puz', Buffer.from(puz)],
      ['back.ipuz', Buffer.from(ipuz)],
    ] as const) {
      await page.getByRole('button', { name: 'Clear Grid' }).click();
      await picker.setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
      // the cleared grid is unsaved work: the builder asks first
      await page
        .getByRole('alertdialog', { name: 'Replace the grid?' })
        .getByRole('button', { name: 'Open the file' })
        .click();
      await expect(files.getByRole('status')).toHaveText("Opened 'Arch Rival'.");
      expect(await generated()).toEqual(original);
    }
  });
  await walk.check('builder after a download');
  expect(walk.found).toEqual([]);
  await context.close();
});
