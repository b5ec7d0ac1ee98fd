// The shell on a phone (390x844, the "mobile" project): the menu without About Us, the fun fact
// of the day, the landing page and the footer's links.
import { expect, test, type Page } from '@playwright/test';
import { funFactForDate } from '../src/shared/fun-facts/facts.js';
import type { TodayGlance } from '../src/shared/play/glance.js';
import { createConfirmedUser } from './support/api.js';
import { menuButton, openMenu } from './support/screens.js';
import { openPlayer, type Player } from './support/session.js';

interface Config {
  socialUrl: string;
  contactEmail: string;
}

let player: Player;
let config: Config;

test.beforeEach(async ({ browser, request }) => {
  player = await openPlayer(browser, await createConfirmedUser(request));
  config = (await (await request.get('/api/config')).json()) as Config;
});

test.afterEach(async () => {
  await player.page.context().close();
});

/**
 * The player's today as the server computes it (GET /api/today), which picks the day's fun fact:
 * not this machine's or the browser's clock, which may be on another date around midnight.
 */
async function playersToday(page: Page): Promise<string> {
  const res = await page.request.get('/api/today');
  expect(res.status()).toBe(200);
  return ((await res.json()) as TodayGlance).today;
}

test('the mobile menu: username and items, no About Us, full screen, Escape closes, school', async () => {
  const { page, user } = player;
  const menu = await openMenu(page);
  await expect(menu).toContainText(user.username);
  const box = await menu.boundingBox();
  expect(box?.width).toBe(390);

  const nav = menu.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link')).toHaveText([
    'Mini Crossword',
    'The Medical Crossword',
    'Medle',
    'MedMatch',
    'MedWord',
    'Stats',
    'Archives',
    'Study Decks',
    'Help',
  ]);
  await expect(nav.getByText(/Coming soon/)).toHaveCount(0); // all five games are built
  await expect(menu.getByRole('link', { name: /About Us/ })).toHaveCount(0);
  for (const name of [
    'Friends',
    'Fun Fact of the Day',
    'Medical School',
    'Sign Out',
    'Delete Account',
  ]) {
    await expect(menu.getByRole('button', { name, exact: true })).toBeVisible();
  }
  const social = menu.getByRole('link', { name: /Follow us/ });
  await expect(social).toHaveAttribute('href', config.socialUrl);
  await expect(social).toHaveAttribute('target', '_blank');
  await expect(social).toHaveAttribute('rel', 'noopener noreferrer');

  // The page behind does not scroll while the menu is open.
  const before = await page.evaluate('window.scrollY');
  await page.mouse.wheel(0, 600);
  expect(await page.evaluate('window.scrollY')).toBe(before);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton(page)).toBeFocused();

  const withSchool = await openMenu(page);
  await withSchool.getByRole('button', { name: 'Medical School', exact: true }).click();
  const school = page.getByRole('dialog', { name: 'What med school are you at?' });
  await expect(school).toBeVisible();
  await school.getByRole('button', { name: 'Skip' }).click();
  await expect(school).toBeHidden();
  await expect(menuButton(page)).toBeFocused();

  const again = await openMenu(page);
  await again.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
});

test("the fun fact of the day is the one for the player's day", async () => {
  const { page } = player;
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Fun Fact of the Day' }).click();
  const modal = page.getByRole('dialog', { name: 'Fun Fact of the Day' });
  await expect(modal).toBeVisible();
  const fact = funFactForDate(await playersToday(page));
  await expect(modal).toContainText(fact.text);
  await expect(modal).toContainText(`Source: ${fact.source}`);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test('the landing page: five games, the suggestion box, and the footer links', async () => {
  const { page } = player;
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to MedGrid' })).toBeVisible();
  const plays = page.getByRole('link', { name: /^Play / });
  await expect(plays).toHaveCount(5); // every game is built: none says 'Coming soon'
  await expect(page.getByRole('link', { name: 'Play Mini Crossword' })).toHaveAttribute(
    'href',
    '/mini',
  );
  await expect(page.getByRole('link', { name: 'Play MedMatch' })).toHaveAttribute(
    'href',
    '/medmatch',
  );

  const box = page.getByRole('textbox', { name: 'Your suggestion' });
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  await box.fill('   ');
  await expect(send).toBeDisabled();
  await box.fill('More renal puzzles');
  await expect(page.getByText('982 left')).toBeVisible();
  await expect(send).toBeEnabled();

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} MedGrid`);
  const social = footer.getByRole('link', { name: /Instagram|Social/ });
  await expect(social).toHaveAttribute('href', config.socialUrl);
  await expect(social).toHaveAttribute('target', '_blank');

  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Last updated: July 16, 2025')).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('link', { name: config.contactEmail })).toHaveAttribute(
    'href',
    `mailto:${config.contactEmail}`,
  );
});
