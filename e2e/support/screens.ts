// Steps on the account screens, by role and accessible name (the names the client uses).
import type { Locator, Page } from '@playwright/test';

export function signInButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Sign In', exact: true });
}

/** Fills the sign-in form (email or username) and submits it. */
export async function submitSignIn(
  page: Page,
  identifier: string,
  password: string,
): Promise<void> {
  await page.getByLabel('Email/Username', { exact: true }).fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await signInButton(page).click();
}

export function schoolDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'What med school are you at?' });
}

/** Sets a new password on the /reset-password page (opened from the mailed link). */
export async function submitNewPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
}
