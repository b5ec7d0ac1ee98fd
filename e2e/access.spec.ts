// Who may open what (docs/product.md#routes-and-access): without a session every page but
// /reset-password, /auth/callback and the policy pages (/terms, /privacy: e2e/terms.spec.ts) is the
// sign-in screen; admin paths say 'Not authorized' to everyone else and the admin API answers 403;
// any other path leads to /landing.
import { expect, test } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '../src/shared/accounts/messages.js';
import { createConfirmedUser } from './support/api.js';
import { menuButton, signInButton } from './support/screens.js';
import { signInViaApi } from './support/session.js';

const ARCHIVE_DATE = '2026-01-01';
const GAME_PATHS = ['/mini', '/medical', '/medle', '/medmatch', '/medword'];
const PROTECTED_PATHS = [
  '/',
  '/landing',
  ...GAME_PATHS,
  '/archives',
  ...GAME_PATHS.map((path) => `/archives${path}/${ARCHIVE_DATE}`),
  '/contact',
  '/help',
];
const ADMIN_PATHS = [
  '/admin',
  '/test-medmatch',
  '/test-medword',
  '/test-medle',
  '/test-puzzles',
  '/puzzle-builder',
];

test.describe('without a session', () => {
  test('every game, archive, information and admin path shows the sign-in screen', async ({
    page,
  }) => {
    for (const path of [...PROTECTED_PATHS, ...ADMIN_PATHS, '/no-such-page']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(signInButton(page)).toBeVisible();
        await expect(
          page.getByRole('button', { name: 'Need an account? Create one' }),
        ).toBeVisible();
        await expect(menuButton(page)).toHaveCount(0);
        await expect(page.getByRole('heading', { name: 'Not authorized' })).toHaveCount(0);
        expect(new URL(page.url()).pathname).toBe(path);
      });
    }
  });

  test('the landing and game pages ask only for what a visitor can get: no answer is 401 (issue 29)', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 401) refused.push(`${res.request().method()} ${res.url()}`);
    });
    for (const path of ['/landing', ...GAME_PATHS]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(signInButton(page)).toBeVisible();
        // every request the page's boot script started has its answer
        await page.evaluate(
          'Promise.all(Object.values(window.__mgBoot ?? {}).map((b) => b.response.catch(() => null)))',
        );
        expect(refused).toEqual([]);
      });
    }
  });

  test('/reset-password and /auth/callback are reachable', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset Your Password' }),
    ).toBeVisible();
    await expect(page.getByText(ACCOUNT_MESSAGES.resetLinkInvalid)).toBeVisible();
    await expect(signInButton(page)).toHaveCount(0);

    // The callback page runs (it posts the token) and then goes home with the server's answer.
    const confirm = page.waitForRequest(
      (req) => req.url().endsWith('/api/account/confirm') && req.method() === 'POST',
    );
    await page.goto('/auth/callback?token=not-a-real-token');
    await confirm;
    await expect(
      page.getByText(ACCOUNT_MESSAGES.confirmLinkInvalid, { exact: false }),
    ).toBeVisible();
    await expect(signInButton(page)).toBeVisible();
  });

  test('the admin API answers 401', async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    expect((await anonymous.get('/api/admin/puzzles')).status()).toBe(401);
    await anonymous.dispose();
  });

  test('the built scripts name no source map, and none is served (issue 27)', async ({
    playwright,
    baseURL,
  }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const html = await (await anonymous.get('/')).text();
    const scripts = [...html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)].map(
      (m) => m[1]!,
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const js = await anonymous.get(script);
      expect(js.status(), script).toBe(200);
      expect(await js.text(), script).not.toContain('sourceMappingURL');
      expect((await anonymous.get(`${script}.map`)).status(), script).toBe(404);
    }
    await anonymous.dispose();
  });
});

test.describe('signed in, not an admin', () => {
  test.beforeEach(async ({ page, request }) => {
    const user = await createConfirmedUser(request);
    await signInViaApi(page.request, user);
  });

  test("every admin path says 'Not authorized'; the admin API answers 403", async ({ page }) => {
    for (const path of ADMIN_PATHS) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'Not authorized' })).toBeVisible();
        await expect(menuButton(page)).toBeVisible();
        expect(new URL(page.url()).pathname).toBe(path);
      });
    }
    const res = await page.request.get('/api/admin/puzzles');
    expect(res.status()).toBe(403);
    expect((await res.json()).message).toBe('Not authorized');
  });

  test('an unknown path and / go to /landing', async ({ page }) => {
    for (const path of ['/no-such-page', '/a/b/c', '/', `/archives/no-such-game/${ARCHIVE_DATE}`]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page).toHaveURL(/\/landing$/);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Welcome to MedGrid' }),
        ).toBeVisible();
      });
    }
  });

  test('the information pages open', async ({ page }) => {
    const pages: [string, string][] = [
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
      ['/help', 'Help'],
      ['/contact', 'Contact Us'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    }
    // The table of contents leads to its section.
    await page.goto('/help');
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Leaderboards' })
      .click();
    await expect(page).toHaveURL(/\/help#leaderboards$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Leaderboards' })).toBeInViewport();
  });
});
