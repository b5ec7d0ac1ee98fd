// MedMatch on a phone (docs/product.md#routes-and-access: the phone layout at 768 px or less): the
// four terms fit the screen as big tap targets, and a day is won by tapping.
import { expect, test } from '@playwright/test';
import { AxeWalk, axeContext } from './support/a11y.js';
import { createConfirmedUser } from './support/api.js';
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

test('keyboard only, no Tab after Start: MedMatch from Start to the end screen, axe on each screen', async ({
  browser,
  request,
}) => {
  const user = await createConfirmedUser(request);
  const context = await axeContext(browser, 'dark', user);
  const page = await context.newPage();
  const walk = new AxeWalk(page);
  await playMedmatchByKeyboard(page, (what) => walk.check(what));
  expect(walk.found, walk.found.join('\n')).toEqual([]);
  expect(walk.scanned).toHaveLength(2);
  await context.close();
});
