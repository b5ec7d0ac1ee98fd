// axe-core in the real browser (issue 14): every page and dialog, light and dark, phone and
// desktop, with no violation. The pages forbid inline scripts (CSP), so the contexts that run axe
// bypass the CSP; nothing else about them differs from a player's.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { blocksOf, layoutOf, readSlot } from '../../src/shared/crossword/grid.js';
import { createConfirmedUser } from './api.js';
import { miniAnswers } from './crossword.js';
import { grantAdmin } from './db.js';
import { guessByTapping, guessRow, medwordOnPage, wrongWords } from './medword.js';
import { closeGuess, guess as guessMedle, medleOnPage, WRONG_GUESS } from './medle.js';
import { findAll, medmatchOnPage, pick, takeYourTime, termButton } from './medmatch.js';
import { signInViaApi, skipDailyQuestion, startPlay } from './session.js';
import type { TestUser } from './users.js';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type Scheme = 'light' | 'dark';

/** The rules' findings on the page as it is now, as readable lines ('' when none). */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(`(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => v.id + ': ' + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | '));
  })()`);
}

export class AxeWalk {
  readonly found: string[] = [];
  readonly scanned: string[] = [];
  constructor(readonly page: Page) {}

  /** Scans the page now; `what` names the screen in the report. */
  async check(what: string): Promise<void> {
    // let transitions and finite animations end (contrast is measured on them); no fixed wait
    await this.page.evaluate(`Promise.all(
      document.getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    )`);
    for (const v of await violations(this.page)) this.found.push(`${what}: ${v}`);
    this.scanned.push(what);
  }
}

export async function axeContext(browser: Browser, scheme: Scheme, user?: TestUser) {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } =
    test.info().project.use;
  const context = await browser.newContext({
    serviceWorkers: 'block',
    baseURL,
    viewport: viewport ?? undefined,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
    colorScheme: scheme,
    bypassCSP: true,
  });
  if (user) await signInViaApi(context.request, user);
  return context;
}

/** Every screen a signed-in player sees, and the dialogs on them, scanned in turn. */
export async function walkSignedIn(browser: Browser, scheme: Scheme, mobile: boolean) {
  const player = await createConfirmedUser((await browser.newContext()).request);
  const context = await axeContext(browser, scheme, player);
  const page = await context.newPage();
  const walk = new AxeWalk(page);

  await page.goto('/landing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await walk.check('landing');

  await page.goto('/mini');
  await expect(page.getByRole('dialog')).toBeVisible();
  await walk.check("today's question");
  await skipDailyQuestion(page);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Ready to play?' })).toBeVisible();
  await walk.check('Mini, before the start');
  await startPlay(page);
  await walk.check('Mini, playing');
  await page.getByRole('button', { name: 'Solver settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Solver settings' })).toBeVisible();
  await walk.check('solver settings');
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await walk.check('Mini, paused');
  await page.getByRole('button', { name: 'Continue' }).first().click();

  const grid = await miniAnswers(page);
  const layout = layoutOf(blocksOf(grid));
  const everyLetter = layout.across.map((s) => readSlot(s, grid)).join('');
  if (mobile) {
    const keyboard = page.getByRole('group', { name: 'Keyboard' });
    for (const letter of everyLetter)
      await keyboard.getByRole('button', { name: letter, exact: true }).click();
  } else {
    await page.getByRole('region', { name: 'Across' }).getByRole('button').first().click();
    await page.keyboard.type(everyLetter);
  }
  const end = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(end).toBeVisible(); // after the celebration
  // what next: the streak, the countdown and the games left today (issue 29)
  const next = end.getByRole('region', { name: 'What next' });
  await expect(next.getByRole('link', { name: 'Play MedWord' })).toBeVisible();
  await expect(next.getByRole('timer')).toBeVisible();
  await walk.check('end modal');
  await end.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: mobile ? 'Board' : 'Leaderboard', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Mini Crossword Leaderboard' })).toBeVisible();
  await walk.check('leaderboard');
  await page.keyboard.press('Escape');
  await walk.check('Mini, finished');

  await page.goto('/medical');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await walk.check('Medical Crossword');

  await page.goto('/medword');
  await expect(page.getByRole('region', { name: 'Ready to play?' })).toBeVisible();
  await walk.check('MedWord, ready to play');
  await startPlay(page);
  await page.getByRole('button', { name: 'How to Play MedWord' }).click();
  await expect(page.getByRole('dialog', { name: 'How to Play MedWord' })).toBeVisible();
  await walk.check('MedWord help');
  await page.keyboard.press('Escape');
  const word = (await medwordOnPage(page)).target_word;
  await guessByTapping(page, wrongWords(word)[0] as string);
  await expect(guessRow(page, 1)).toHaveAccessibleName(/^Row 1: [A-Z] /);
  await walk.check('MedWord, playing');
  await guessByTapping(page, word);
  const won = page.getByRole('dialog', { name: 'You found it!' });
  await expect(won).toBeVisible();
  await walk.check('MedWord, won');
  await won.getByRole('button', { name: `About ${word}` }).click();
  await expect(page.getByRole('dialog', { name: `About ${word}` })).toBeVisible();
  await walk.check('MedWord, about the word');
  await page.keyboard.press('Escape');

  await page.goto('/medle');
  await expect(page.getByRole('region', { name: 'Ready to play?' })).toBeVisible();
  await walk.check('Medle, ready to play');
  await startPlay(page);
  await page.getByRole('button', { name: 'How to Play Medle' }).click();
  await expect(page.getByRole('dialog', { name: 'How to Play Medle' })).toBeVisible();
  await walk.check('Medle help');
  await page.keyboard.press('Escape');
  const medle = await medleOnPage(page);
  await guessMedle(page, WRONG_GUESS);
  await guessMedle(page, closeGuess(medle));
  await expect(page.getByText("You're Close!")).toBeVisible();
  await walk.check("Medle, playing, 'You're Close!'");
  await guessMedle(page, medle.diagnosis);
  const solved = page.getByRole('region', { name: 'Diagnosis made!' });
  await expect(solved).toBeVisible();
  await walk.check('Medle, won');
  await solved.getByRole('button', { name: 'Explain' }).click();
  await expect(page.getByRole('dialog', { name: medle.diagnosis })).toBeVisible();
  await walk.check('Medle, explanation');
  await page.keyboard.press('Escape');
  await solved.getByRole('button', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('dialog', { name: 'Medle Leaderboard' })).toBeVisible();
  await walk.check('Medle leaderboard');
  await page.keyboard.press('Escape');

  await page.goto('/medmatch');
  await expect(page.getByRole('button', { name: 'Start Challenge' })).toBeVisible();
  await walk.check('MedMatch, start');
  await page.getByRole('button', { name: 'Start Challenge' }).click();
  await expect(page.getByRole('heading', { name: /^Round 1 of \d+$/ })).toBeVisible();
  const day = await medmatchOnPage(page);
  const wrong = day.rounds[0]!.terms.find((t) => t !== day.rounds[0]!.impostor)!;
  await pick(page, wrong);
  await expect(termButton(page, wrong)).toBeDisabled();
  await walk.check('MedMatch, a round after a wrong pick');
  await takeYourTime(page);
  await findAll(page, day);
  const complete = page.getByRole('region', { name: 'Challenge Complete!' });
  await expect(complete).toBeVisible();
  await walk.check('MedMatch, complete');
  await complete.getByRole('button', { name: 'Review Answers' }).click();
  const review = page.getByRole('region', { name: 'Review' });
  await review.getByText('Round 1', { exact: true }).click();
  await expect(review).toContainText(day.rounds[0]!.why_impostor.slice(0, 40));
  await walk.check('MedMatch review');
  await page.getByRole('button', { name: "Turn Today's Review into a Mini-Quiz?" }).click();
  await expect(page.getByRole('heading', { name: /^Question 1 of \d+$/ })).toBeVisible();
  await walk.check('MedMatch quiz');

  await page.goto('/archives');
  await expect(page.getByRole('heading', { level: 1, name: 'Archives' })).toBeVisible();
  await walk.check('archives');
  const past = page.getByRole('list', { name: 'Mini Crossword archive' }).getByRole('link').first();
  await past.click();
  await expect(page.getByRole('grid')).toBeVisible();
  await walk.check('archived Mini');

  // study decks (issue 32): the list, a deck's preview, its crossword and the share dialog
  await page.goto('/decks');
  await expect(page.getByRole('heading', { level: 1, name: 'Study Decks' })).toBeVisible();
  await walk.check('study decks');
  const added = await page.request.post('/api/decks?name=Axe%20deck&format=text', {
    headers: { 'content-type': 'application/octet-stream' },
    data: Buffer.from(
      'Aorta\tLargest artery\nVagus\tCranial nerve X\nInsulin\tBeta-cell hormone\nK\tA vitamin\n',
    ),
  });
  expect(added.status(), await added.text()).toBe(201);
  const deckId = ((await added.json()) as { id: string }).id;
  await page.goto(`/decks/${deckId}`);
  await expect(page.getByRole('checkbox', { name: /^Card 1: / })).toBeVisible();
  await walk.check('a deck, its cards');
  await page.getByRole('button', { name: 'Make Crossword' }).click();
  await page.waitForURL(/\/decks\/play\//);
  await expect(page.getByRole('region', { name: 'Ready to play?' })).toBeVisible();
  await walk.check('a deck crossword, before the start');
  await startPlay(page);
  await walk.check('a deck crossword, playing');
  await page.getByRole('button', { name: 'Share with Friends' }).click();
  await expect(page.getByRole('dialog', { name: 'Share with friends' })).toBeVisible();
  await walk.check('share a deck crossword');
  await page.keyboard.press('Escape');

  for (const [path, name] of [
    ['/stats', 'Your Statistics'],
    ['/help', 'Help'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/contact', null],
    ['/admin', 'Not authorized'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, ...(name ? { name } : {}) })).toBeVisible();
    await walk.check(path);
  }

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await walk.check('menu');
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Friends' }).click();
  await expect(page.getByRole('dialog', { name: 'Friends' })).toBeVisible();
  await walk.check('friends');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: 'Fun Fact of the Day' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Fun Fact of the Day' })).toContainText('Source: ');
  await walk.check('fun fact of the day');
  await page.keyboard.press('Escape');

  grantAdmin(player.username);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await walk.check('admin');
  await page.goto('/test-puzzles');
  await expect(page.getByRole('note').filter({ hasText: 'Test mode' })).toBeVisible();
  await walk.check('crossword test page');
  await page.goto('/puzzle-builder');
  await expect(page.getByRole('grid', { name: /^Builder grid/ })).toBeVisible();
  await walk.check('crossword builder');
  await context.close();
  return walk;
}

/** The screens before signing in. */
export async function walkSignedOut(browser: Browser, scheme: Scheme) {
  const context = await axeContext(browser, scheme);
  const page = await context.newPage();
  const walk = new AxeWalk(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await walk.check('sign-in');
  await page.getByRole('button', { name: 'Need an account? Create one' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await walk.check('sign-up');
  await page.goto('/reset-password?token=not-a-token');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await walk.check('reset password');
  for (const [path, name] of [
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await walk.check(`${path} before signing in`);
  }
  await context.close();
  return walk;
}
