// The sign-in card stays where it is when a message appears under the form (issue 14, defect 12):
// the card does not move, and what is below the message slides down, at once under reduced motion.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_MESSAGES as M } from '../src/shared/accounts/messages.js';
import { signInButton, submitSignIn } from './support/screens.js';

const LAYOUTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;

/**
 * The Sign In button's top, every frame for `ms` from now: how it moved when the message came
 * (in steps, or in one jump). Frames while the button is replaced or hidden are left out.
 */
function sampleButtonTop(button: Locator, ms: number): Promise<number[]> {
  return button.evaluate(
    (el, duration) =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const view = el.ownerDocument.defaultView;
        if (!view) throw new Error('the button is not in a window');
        const start = view.performance.now();
        const frame = (now: number) => {
          if (el.isConnected) seen.push(Math.round(el.getBoundingClientRect().top * 10) / 10);
          if (now - start < duration) view.requestAnimationFrame(frame);
          else resolve(seen);
        };
        view.requestAnimationFrame(frame);
      }),
    ms,
  );
}

/** Signs in as a username that does not exist: the server's 'No user found…' appears. */
async function failSignIn(page: Page): Promise<number[]> {
  const button = signInButton(page);
  const samples = sampleButtonTop(button, 1500);
  await submitSignIn(page, 'nobody_here_42', 'whatever1');
  await expect(page.getByRole('alert')).toHaveText(M.noUserWithUsername);
  return samples;
}

for (const layout of LAYOUTS) {
  test.describe(`${layout.name} ${layout.width}x${layout.height}`, () => {
    test.use({ viewport: { width: layout.width, height: layout.height } });

    test('an error under the form moves neither the card nor its fields', async ({ page }) => {
      await page.goto('/');
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      const heading = page.getByRole('heading', { level: 2, name: 'Sign In' });
      const password = page.getByLabel('Password', { exact: true });
      const before = { heading: await top(heading), password: await top(password) };
      const buttonBefore = await top(signInButton(page));

      const samples = await failSignIn(page);
      expect(await top(heading)).toBeCloseTo(before.heading, 0);
      expect(await top(password)).toBeCloseTo(before.password, 0);

      // Only what is under the message moves down, and it slides: frames between start and end.
      const buttonAfter = await top(signInButton(page));
      expect(buttonAfter).toBeGreaterThan(buttonBefore + 20);
      const between = samples.filter((y) => y > buttonBefore + 2 && y < buttonAfter - 2);
      expect(between.length, `button tops: ${samples.join(', ')}`).toBeGreaterThan(0);
    });

    test('under reduced motion the message shows at once, the card still in place', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      const heading = page.getByRole('heading', { level: 2, name: 'Sign In' });
      const before = await top(heading);
      const buttonBefore = await top(signInButton(page));

      const samples = await failSignIn(page);
      expect(await top(heading)).toBeCloseTo(before, 0);
      const buttonAfter = await top(signInButton(page));
      const between = samples.filter((y) => y > buttonBefore + 2 && y < buttonAfter - 2);
      expect(between, `button tops: ${samples.join(', ')}`).toEqual([]);
    });
  });
}
