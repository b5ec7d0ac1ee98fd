// Steps on the account screens, by role and accessible name (the names the client uses).
import { expect, type Locator, type Page } from '@playwright/test';

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

/** The header's menu button (every signed-in page). */
export function menuButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Menu', exact: true });
}

/** Opens the menu and returns it. */
export async function openMenu(page: Page): Promise<Locator> {
  await menuButton(page).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

export async function signOutFromMenu(page: Page): Promise<void> {
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Sign Out' }).click();
}

/** Opens the Friends modal from the menu and returns it. */
export async function openFriends(page: Page): Promise<Locator> {
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Friends' }).click();
  const friends = page.getByRole('dialog', { name: 'Friends' });
  await expect(friends).toBeVisible();
  return friends;
}

/**
 * Opens the menu and its inline 'Delete Account?' confirmation
 * (docs/product.md#deleting-an-account); returns it.
 */
export async function startDeleteInMenu(page: Page): Promise<Locator> {
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = menu.getByRole('group', { name: 'Delete Account?' });
  await confirm.waitFor();
  return confirm;
}

/** The 'Delete Account?' dialog opened from the privacy page's Delete Account button. */
export async function openDeleteDialog(page: Page): Promise<Locator> {
  await page.goto('/privacy');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account?' });
  await dialog.waitFor();
  return dialog;
}
