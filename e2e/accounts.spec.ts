// The whole account life cycle on a desktop viewport, through the real server, database and SMTP.
import { expect, test } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '../src/shared/accounts/messages.js';
import { linkTo, waitForMail } from './support/mail.js';
import {
  menuButton,
  schoolDialog,
  signInButton,
  signOutFromMenu,
  submitNewPassword,
  submitSignIn,
  openDeleteDialog,
} from './support/screens.js';
import { newTestUser } from './support/users.js';

// A listed school from src/server/db/seed/med-schools.json.
const SCHOOL = {
  id: 'alice-walton',
  search: 'Walton',
  name: /Alice L\. Walton School of Medicine/,
};

test('sign up, confirm by mail, sign in by username, reset the password, delete the account', async ({
  page,
}) => {
  const user = newTestUser();
  const newPassword = `${user.password}-new`;
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });

  await test.step('sign up with "Prefer not to say"', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Need an account? Create one' }).click();
    const signUp = page.getByRole('dialog', { name: 'Create your MedGrid account' });
    await signUp.getByLabel('Email', { exact: true }).fill(user.email);
    await signUp.getByLabel('Password', { exact: true }).fill(user.password);
    await signUp.getByLabel('Confirm Password', { exact: true }).fill(user.password);
    await signUp.getByLabel('Username', { exact: true }).fill(user.username);
    await signUp.getByRole('radio', { name: 'Prefer not to say' }).check();
    await signUp.getByRole('checkbox', { name: ACCOUNT_MESSAGES.termsAgreement }).check();
    await signUp.getByRole('button', { name: /create account|sign up/i }).click();
    await expect(signUp.getByText(ACCOUNT_MESSAGES.signupSuccess)).toBeVisible();
    await expect(signUp.getByRole('button', { name: 'Resend Confirmation Email' })).toBeVisible();
  });

  await test.step('confirm the email with the mailed link', async () => {
    const mail = await waitForMail({ to: user.email, linkIncludes: '/auth/callback?token=' });
    await page.goto(linkTo(mail, '/auth/callback'));
    await expect(page.getByText(ACCOUNT_MESSAGES.confirmed)).toBeVisible();
    // Confirming signs the user in and goes home after 3 s.
    await expect(menuButton(page)).toBeVisible({ timeout: 15_000 });
    await signOutFromMenu(page);
    await expect(signInButton(page)).toBeVisible();
  });

  await test.step('sign in by username and pick a medical school', async () => {
    await submitSignIn(page, user.username, user.password);
    const modal = schoolDialog(page);
    await expect(modal).toBeVisible();
    await modal.getByRole('radio', { name: /I'm at a med school/ }).check();
    // a custom name with a zero-width space: the server's rule and message, before any request
    await modal.getByLabel('Search medical schools').fill('Zzyzx\u200bSchool of Medicine');
    await modal.getByLabel("Your medical school's name").fill('Zzyzx\u200bSchool of Medicine');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByRole('alert')).toHaveText(
      'School name contains invisible control or text-direction characters; please remove them.',
    );
    await modal.getByLabel('Search medical schools').fill(SCHOOL.search);
    await modal.getByRole('option', { name: SCHOOL.name }).click();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal).toBeHidden();
    const me = await (await page.request.get('/api/account/me')).json();
    expect(me.user).toMatchObject({ username: user.username, school: { id: SCHOOL.id } });
    await signOutFromMenu(page);
    await expect(signInButton(page)).toBeVisible();
  });

  await test.step('ask for a password reset by username (desktop modal)', async () => {
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const resetDialog = page.getByRole('dialog', { name: 'Reset your password' });
    await resetDialog.getByLabel('Email or Username', { exact: true }).fill(user.username);
    const requestedAt = Date.now();
    await resetDialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.resetSent)).toBeVisible();
    await expect(resetDialog).toBeHidden();

    const mail = await waitForMail({
      to: user.email,
      linkIncludes: '/reset-password?token=',
      since: requestedAt - 1000,
    });
    await page.goto(linkTo(mail, '/reset-password'));
    // a password that is easy to guess: the server's reason, and the link still works
    await submitNewPassword(page, 'Password123!');
    await expect(page.getByRole('alert')).toHaveText(
      ACCOUNT_MESSAGES.passwordTooWeak(
        'This is similar to a commonly used password. Add more words that are less common.',
      ),
    );
    await submitNewPassword(page, newPassword);
    await expect(page.getByText(ACCOUNT_MESSAGES.resetPageSuccess)).toBeVisible();
    await expect(signInButton(page)).toBeVisible({ timeout: 15_000 });
  });

  await test.step('the old password no longer works, the new one does', async () => {
    await submitSignIn(page, user.username, user.password);
    await expect(page.getByText(ACCOUNT_MESSAGES.invalidCredentials)).toBeVisible();

    await submitSignIn(page, user.username, newPassword);
    const modal = schoolDialog(page);
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Skip' }).click();
    await expect(modal).toBeHidden();
  });

  await test.step('delete the account from the privacy page', async () => {
    const confirm = await openDeleteDialog(page);
    await expect(confirm.getByText(ACCOUNT_MESSAGES.deleteText)).toBeVisible();
    await confirm.getByRole('button', { name: /^(Delete Account|Delete)$/ }).click();
    await expect(signInButton(page)).toBeVisible();
    expect(alerts).toContain(ACCOUNT_MESSAGES.deleteSuccess);
  });

  await test.step('the deleted account cannot sign in', async () => {
    await submitSignIn(page, user.username, newPassword);
    await expect(page.getByText(ACCOUNT_MESSAGES.noUserWithUsername)).toBeVisible();
    await expect(signInButton(page)).toBeVisible();
  });
});
