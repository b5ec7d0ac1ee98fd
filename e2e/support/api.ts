// Account set-up through the real API (docs/api-accounts.md), for tests whose subject is not sign-up.
import { expect, type APIRequestContext } from '@playwright/test';
import { linkTo, waitForMail } from './mail.js';
import { newTestUser, type TestUser } from './users.js';

/** Signs a new user up ('Prefer not to say') and confirms the email with the mailed token. */
export async function createConfirmedUser(request: APIRequestContext): Promise<TestUser> {
  const user = newTestUser();
  const signUp = await request.post('/api/account/sign-up', {
    data: {
      email: user.email,
      password: user.password,
      confirmPassword: user.password,
      username: user.username,
      school: { status: 'undisclosed' },
      acceptTerms: true,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const mail = await waitForMail({ to: user.email, linkIncludes: '/auth/callback?token=' });
  const token = new URL(linkTo(mail, '/auth/callback')).searchParams.get('token');
  const confirm = await request.post('/api/account/confirm', { data: { token } });
  expect(confirm.status(), await confirm.text()).toBe(200);
  // The confirmation signed this request context in; leave it signed out.
  await request.post('/api/account/sign-out');
  return user;
}

/** Deletes the account the given context (a page's `page.request`) is signed in as. */
export async function deleteSignedInAccount(request: APIRequestContext): Promise<void> {
  const res = await request.delete('/api/account');
  expect(res.status(), await res.text()).toBe(200);
}
