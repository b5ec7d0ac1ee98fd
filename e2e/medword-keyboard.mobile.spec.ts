// MedWord played with the keyboard alone (docs/product.md#medword-rules), on a phone (390 × 844): Enter on
// the Start card, then letters and Enter wherever the focus is, '?' and Escape for Help (which
// stops the clock), and no Tab and no mouse after Start. The screens on the way have no axe
// findings (in the dark scheme).
import { test } from '@playwright/test';
import { createConfirmedUser } from './support/api.js';
import { playMedwordByKeyboard } from './support/medword-keyboard.js';
import { axeContext } from './support/a11y.js';

test('keyboard only: Start, a miss, Help opened and closed, then Enter still submits to the end', async ({
  browser,
  request,
}) => {
  const context = await axeContext(browser, 'dark', await createConfirmedUser(request));
  await playMedwordByKeyboard(await context.newPage());
  await context.close();
});
