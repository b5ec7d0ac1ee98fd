// axe-core on every page and dialog at 1280×800, light and dark: no violation (issue 14).
import { expect, test } from '@playwright/test';
import { walkSignedIn, walkSignedOut } from './support/a11y.js';

for (const scheme of ['light', 'dark'] as const) {
  test(`no axe violation on any screen, desktop, ${scheme}`, async ({ browser }) => {
    test.setTimeout(300_000);
    const walks = [
      await walkSignedOut(browser, scheme),
      await walkSignedIn(browser, scheme, false),
    ];
    const found = walks.flatMap((w) => w.found);
    expect(found, found.join('\n')).toEqual([]);
    // every screen was reached and scanned (5 before signing in, 45 after)
    expect(walks.flatMap((w) => w.scanned)).toHaveLength(50);
  });
}
