// Phone layout (the "mobile" project): the inline reset form's own failure text, reached with a
// real network failure of its one request. The coverage table is in account-messages.spec.ts.
import { expect, test } from '@playwright/test';
import { ACCOUNT_MESSAGES as M } from '../src/shared/accounts/messages.js';

test("mobile reset: no answer gives 'Failed to send reset instructions' and keeps the form", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
  await page.route('**/api/account/forgot-password', (route) => route.abort('failed'), {
    times: 1,
  });
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(page.getByRole('alert')).toHaveText(M.resetFailedMobile);
  await expect(page.getByText(M.resetSentMobile)).toHaveCount(0);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('someone@example.com');
  await expect(page.getByRole('button', { name: 'Back to Sign In' })).toBeVisible();
});
