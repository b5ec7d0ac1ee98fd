// Steps on the crossword screens (desktop), by role and accessible name. The answers come from
// the content file whose title the page shows (e2e/support/content.ts), never from the API.
import { expect, type Page } from '@playwright/test';
import { blocksOf, layoutOf, readSlot, type Slot } from '../../src/shared/crossword/grid.js';
import { answersFor } from './content.js';
import { skipDailyQuestion, startPlay } from './session.js';

export { takeYourTime } from './session.js';

/** Opens today's Mini, presses Start, and waits until the play runs (the Pause button shows). */
export async function openMini(page: Page): Promise<string[][]> {
  await skipDailyQuestion(page);
  await page.goto('/mini');
  await expect(page.getByRole('heading', { level: 1, name: 'Mini Crossword' })).toBeVisible();
  await startPlay(page);
  return miniAnswers(page);
}

/** The answer grid of the Mini on the page (from its content file, by the title shown). */
export async function miniAnswers(page: Page): Promise<string[][]> {
  const title = (await page.locator('.cw-head__puzzle').textContent())?.trim() ?? '';
  return answersFor('mini', title);
}

export const activeCell = (page: Page) => page.locator('[role="gridcell"][tabindex="0"]');
export const cell = (page: Page, row: number, col: number) =>
  page.getByRole('gridcell', { name: new RegExp(`^Row ${row + 1}, column ${col + 1},`) });

/** Chooses a clue in its list; the grid takes focus at its first square. */
export async function goToClue(page: Page, slot: Slot): Promise<void> {
  const list = page.getByRole('region', { name: slot.dir === 'across' ? 'Across' : 'Down' });
  await list.getByRole('button', { name: new RegExp(`^${slot.number} `) }).click();
  await expect(activeCell(page)).toBeFocused();
}

/**
 * A person's typing: 130 ms a key, a little slower than the fastest a batch of letters may come
 * (docs/decisions/017). A test of a solve faster than a person types passes 0.
 */
export const TYPING_DELAY_MS = 130;

/** Types every answer: the across words, then any down word with a square no across word has. */
export async function solveByTyping(
  page: Page,
  grid: string[][],
  delay = TYPING_DELAY_MS,
): Promise<void> {
  const layout = layoutOf(blocksOf(grid));
  const inAcross = new Set(layout.across.flatMap((s) => s.cells.map(([r, c]) => `${r},${c}`)));
  const downs = layout.down.filter((s) => s.cells.some(([r, c]) => !inAcross.has(`${r},${c}`)));
  for (const slot of [...layout.across, ...downs]) {
    await goToClue(page, slot);
    await page.keyboard.type(readSlot(slot, grid), { delay });
  }
}

export async function chooseTool(page: Page, tool: string, scope: string): Promise<void> {
  await page.getByRole('button', { name: tool, exact: true }).click();
  await page.getByRole('menuitem', { name: scope }).click();
}
