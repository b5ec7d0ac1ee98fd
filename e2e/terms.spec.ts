// The Terms of Service and the Privacy Policy are readable before signing in, and sign-up needs
// 'I am 18 or older and agree to the Terms of Service and Privacy Policy' (issue 14, defect 14;
// docs/product.md#sign-up), through the real server, database and SMTP.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_MESSAGES as M } from '../src/shared/accounts/messages.js';
import { waitForMail } from './support/mail.js';
import { menuButton, signInButton } from './support/screens.js';
import { newTestUser } from './support/users.js';

const POLICIES = [
  { path: '/terms', title: 'Terms of Service' },
  { path: '/privacy', title: 'Privacy Policy' },
] as const;

function signUpRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/account/sign-up'))
      seen.push(request.url());
  });
  return seen;
}

test('/terms and /privacy open without a session, linked from the sign-in screen', async ({
  page,
}) => {
  for (const { path, title } of POLICIES) {
    await test.step(`${path} by its address`, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Last updated: July 16, 2025')).toBeVisible();
      await expect(signInButton(page)).toHaveCount(0);
      await expect(menuButton(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Delete Account' })).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }

  await test.step('Sign In leads back to the sign-in screen', async () => {
    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await expect(signInButton(page)).toBeVisible();
  });

  for (const { path, title } of POLICIES) {
    await test.step(`the sign-in screen links ${path}`, async () => {
      await page.goto('/');
      await page.getByRole('link', { name: title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.goBack();
      await expect(signInButton(page)).toBeVisible();
    });
  }
});

test('sign-up refuses to go on without the 18+ and Terms agreement, and succeeds with it', async ({
  page,
  request,
}) => {
  const user = newTestUser();
  const signUps = signUpRequests(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Need an account? Create one' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your MedGrid account' });
  await dialog.getByLabel('Email', { exact: true }).fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByLabel('Confirm Password', { exact: true }).fill(user.password);
  await dialog.getByLabel('Username', { exact: true }).fill(user.username);
  await dialog.getByRole('radio', { name: 'Prefer not to say' }).check();
  const agreement = dialog.getByRole('checkbox', { name: M.termsAgreement });
  const createAccount = dialog.getByRole('button', { name: 'Create Account' });

  await test.step('the agreement links both policies, each in a new tab', async () => {
    for (const { path, title } of POLICIES) {
      const link = dialog.getByRole('link', { name: title, exact: true });
      await expect(link).toHaveAttribute('href', path);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    const [policy] = await Promise.all([
      page.context().waitForEvent('page'),
      dialog.getByRole('link', { name: 'Terms of Service', exact: true }).click(),
    ]);
    await expect(policy.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await policy.close();
    await expect(dialog.getByLabel('Username', { exact: true })).toHaveValue(user.username);
    await expect(agreement).not.toBeChecked();
  });

  await test.step('without it: a readable message, the box marked, nothing sent', async () => {
    await createAccount.click();
    await expect(dialog.getByRole('alert')).toHaveText(M.termsRequired);
    await expect(agreement).toBeFocused();
    await expect(agreement).toHaveAttribute('aria-invalid', 'true');
    expect(signUps).toEqual([]);
  });

  await test.step('the server refuses a sign-up without it too', async () => {
    const res = await request.post('/api/account/sign-up', {
      data: {
        email: user.email,
        password: user.password,
        confirmPassword: user.password,
        username: user.username,
        school: { status: 'undisclosed' },
      },
    });
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toBe(M.termsRequired);
  });

  await test.step('with it: the account is created and the confirmation mailed', async () => {
    await agreement.check();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    const answer = page.waitForResponse('**/api/account/sign-up');
    await createAccount.click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ acceptTerms: true });
    await expect(dialog.getByText(M.signupSuccess)).toBeVisible();
    await waitForMail({ to: user.email, linkIncludes: '/auth/callback?token=' });
  });
});
