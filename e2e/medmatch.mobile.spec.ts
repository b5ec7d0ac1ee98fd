// MedMatch on a phone (docs/product.md#routes-and-access: the phone layout at 768 px or less): the
// four terms fit the screen as big tap targets, and a day is won by tapping.
import { expect, test } from '@playwright/test';
import { createConfirmedUser } from './support/api.js';
import { keyboardOnlyTest } from './support/keyboard-only.js';
import { playMedmatchByKeyboard } from './support/medmatch.js';
import { findAll, openMedmatch, takeYourTime, termButton } from './support/medmatch.js';
import { openPlayer } from './support/session.js';

test('a day is won by tapping, the terms on one screen', async ({ browser, request }) => {
  const { page } = await openPlayer(browser, await createConfirmedUser(request));
  const day = await openMedmatch(page);
  const viewport = page.viewportSize();
  for (const term of day.rounds[0]!.terms) {
    const box = await termButton(page, term).boundingBox();
    expect(box && viewport && box.y + box.height).toBeLessThanOrEqual(viewport?.height ?? 0);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await takeYourTime(page);
  await findAll(page, day);
  await expect(page.getByRole('region', { name: 'Challenge Complete!' })).toContainText(
    'Lives remaining',
  );
});

keyboardOnlyTest('MedMatch', 'dark', playMedmatchByKeyboard);
