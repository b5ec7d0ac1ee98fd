// The keyboard-only walk of a turn game (Medle, MedMatch), desktop and phone: one test each.
import { expect, test, type Page } from '@playwright/test';
import { AxeWalk, axeContext, type Scheme } from './a11y.js';
import { createConfirmedUser } from './api.js';

/** Plays a game from Start to its end screen with the keyboard alone, calling `check` per screen. */
export type KeyboardPlay = (page: Page, check: (what: string) => Promise<void>) => Promise<unknown>;

/**
 * Registers 'keyboard only, no Tab after Start: <game> from Start to the end screen, axe on each
 * screen' for a new player in the given colour scheme: `play` walks the game with the keyboard
 * and axe scans the two screens it names (the board and the end screen), finding nothing.
 */
export function keyboardOnlyTest(game: string, scheme: Scheme, play: KeyboardPlay): void {
  test(`keyboard only, no Tab after Start: ${game} from Start to the end screen, axe on each screen`, async ({
    browser,
    request,
  }) => {
    const user = await createConfirmedUser(request);
    const context = await axeContext(browser, scheme, user);
    const page = await context.newPage();
    const walk = new AxeWalk(page);
    await play(page, (what) => walk.check(what));
    expect(walk.found, walk.found.join('\n')).toEqual([]);
    expect(walk.scanned).toHaveLength(2);
    await context.close();
  });
}
