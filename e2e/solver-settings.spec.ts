// Solver settings (docs/product.md#solver-settings): kept on the account (the same after a reload),
// and each changes what typing does — pencil letters are tentative, autocheck marks a wrong letter
// at once, skip filled squares jumps over letters, and the end of a word jumps to the next clue's
// first empty square.
import { expect, test, type Page } from '@playwright/test';
import { blocksOf, layoutOf, type Slot } from '../src/shared/crossword/grid.js';
import { createConfirmedUser } from './support/api.js';
import { activeCell, cell, goToClue, openMini } from './support/crossword.js';
import { openPlayer } from './support/session.js';

async function setSetting(page: Page, label: string, on: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Solver settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solver settings' });
  const toggle = dialog.getByRole('switch', { name: label });
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await expect(toggle).toBeChecked({ checked: on });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

const wrong = (answer: string | undefined) => (answer === 'Q' ? 'Z' : 'Q');

/** The cursor on square `index` of an across word (a click on the active square would turn it). */
async function placeAt(page: Page, slot: Slot, index: number): Promise<void> {
  await goToClue(page, slot);
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowRight');
  const [r, c] = slot.cells[index] as [number, number];
  await expect(cell(page, r, c)).toBeFocused();
}

test('each solver setting changes what typing does, and the settings are kept', async ({
  browser,
  request,
}) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  const grid = await openMini(page);
  const layout = layoutOf(blocksOf(grid));
  const [first, second] = layout.across as [Slot, Slot];
  const [[r0, c0], [r1, c1], [r2, c2]] = first.cells as [
    [number, number],
    [number, number],
    [number, number],
  ];

  await test.step('pencil mode: a tentative letter, kept as such after a reload', async () => {
    await setSetting(page, 'Pencil mode', true);
    await goToClue(page, first);
    await page.keyboard.type(grid[r0]![c0]!);
    await expect(cell(page, r0, c0)).toHaveAccessibleName(/, in pencil$/);
    await expect(cell(page, r0, c0)).toHaveClass(/cw-cell--pencil/);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Continue' }).first().click();
    await expect(cell(page, r0, c0)).toHaveAccessibleName(/, in pencil$/);
    await page.getByRole('button', { name: 'Solver settings' }).click();
    await expect(page.getByRole('switch', { name: 'Pencil mode' })).toBeChecked();
    await page.getByRole('button', { name: 'Done' }).click();
    await setSetting(page, 'Pencil mode', false);
  });

  await test.step('autocheck: a wrong letter is marked at once', async () => {
    await setSetting(page, 'Autocheck', true);
    await placeAt(page, first, 1);
    await page.keyboard.type(wrong(grid[r1]?.[c1]));
    await expect(cell(page, r1, c1)).toHaveAccessibleName(/checked incorrect$/);
    await setSetting(page, 'Autocheck', false);
  });

  await test.step('skip filled squares: typing jumps over a letter already there', async () => {
    await setSetting(page, 'Skip filled squares', true);
    await placeAt(page, first, 2);
    await page.keyboard.type(grid[r2]![c2]!);
    // back in the word: the second square holds the letter marked wrong
    await placeAt(page, first, 1);
    await page.keyboard.press('Backspace'); // clears the wrong letter, stays
    await page.keyboard.type(grid[r1]![c1]!);
    const after = first.cells.slice(3).find(([r, c]) => grid[r]?.[c]);
    if (after) await expect(cell(page, after[0], after[1])).toBeFocused();
    else
      await expect(activeCell(page)).not.toHaveAccessibleName(
        new RegExp(`^Row ${r2 + 1}, column ${c2 + 1},`),
      );
    await setSetting(page, 'Skip filled squares', false);
  });

  await test.step("jump to the next clue's first empty square at the end of a word", async () => {
    await setSetting(page, "Jump to the next clue's first empty square", true);
    // fill the next clue's first square, then finish the first word
    const [sr, sc] = second.cells[0] as [number, number];
    await placeAt(page, second, 0);
    await page.keyboard.type(grid[sr]![sc]!);
    const [lr, lc] = first.cells.at(-1) as [number, number];
    await placeAt(page, first, first.cells.length - 1);
    await page.keyboard.type(grid[lr]![lc]!);
    const target = second.cells.find(([r, c]) => !(r === sr && c === sc)) as [number, number];
    await expect(cell(page, target[0], target[1])).toBeFocused();
  });
});
