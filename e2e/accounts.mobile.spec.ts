// Phone layout (390x844, the "mobile" project): the inline reset form and sign-in.
import { expect, test } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '../src/shared/accounts/messages.js';
import { createConfirmedUser, deleteSignedInAccount } from './support/api.js';
import { linkTo, waitForMail } from './support/mail.js';
import { schoolDialog, signInButton, submitNewPassword, submitSignIn } from './support/screens.js';

test('reset the password with the inline mobile form, then sign in by email', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request);
  const newPassword = `${user.password}-m`;

  await page.goto('/');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  // Inline on phones (it replaces the sign-in form), not a modal.
  await expect(page.getByRole('button', { name: 'Back to Sign In' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('Email/Username', { exact: true })).toBeHidden();
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  const requestedAt = Date.now();
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.resetSentMobile)).toBeVisible();

  const mail = await waitForMail({
    to: user.email,
    linkIncludes: '/reset-password?token=',
    since: requestedAt - 1000,
  });
  await page.goto(linkTo(mail, '/reset-password'));
  await submitNewPassword(page, newPassword);
  await expect(page.getByText(ACCOUNT_MESSAGES.resetPageSuccess)).toBeVisible();
  await expect(signInButton(page)).toBeVisible({ timeout: 15_000 });

  await submitSignIn(page, user.email, newPassword);
  const modal = schoolDialog(page);
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/landing$/);

  await deleteSignedInAccount(page.request);
});
