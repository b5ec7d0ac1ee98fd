import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/messages';
import { memoryRouter } from '../../lib/memory-router';
import { Route, Switch } from '../../lib/router';
import { installFakeServer, ServerError } from '../../../../test-support/client/fake-server';
import { ResetPasswordPage } from './reset-password-page';

const http = installFakeServer();

function renderAt(url: string) {
  const { MemoryRouter } = memoryRouter(url);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Switch>
          <Route path="/reset-password">
            <ResetPasswordPage />
          </Route>
          <Route path="/">
            <p>Sign-in screen</p>
          </Route>
        </Switch>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ResetPasswordPage', () => {
  it("shows 'Passwords do not match' above the form and makes no request", async () => {
    const user = userEvent.setup();
    renderAt('/reset-password?token=abc');

    const button = await screen.findByRole('button', { name: 'Reset Password' });
    expect(screen.getByRole('heading', { name: 'Reset Your Password' })).toBeInTheDocument();
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('New Password'), 'longenough1');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm New Password'), 'longenough2');
    await user.click(button);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(ACCOUNT_MESSAGES.passwordsMismatch);
    expect(alert.compareDocumentPosition(screen.getByLabelText('New Password'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(http.requests).toEqual([]);
  });

  it("shows the server's own message, e.g. a password that is the account's username", async () => {
    // the answer the server sends for such a password (accounts/passwords.test.ts)
    http.post('/api/account/reset-password', () => {
      throw new ServerError(400, ACCOUNT_MESSAGES.passwordIsIdentity, 'PASSWORD_IS_IDENTITY');
    });
    const user = userEvent.setup();
    renderAt('/reset-password?token=abc');
    await user.type(await screen.findByLabelText('New Password'), 'ada_lovelace');
    await user.type(screen.getByLabelText('Confirm New Password'), 'ada_lovelace');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.passwordIsIdentity);
  });

  it('toggles both password fields independently', async () => {
    const user = userEvent.setup();
    renderAt('/reset-password?token=abc');
    await user.click(await screen.findByRole('button', { name: 'Show new password' }));
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('type', 'password');
  });

  it('explains a link without a token and links back to sign in', async () => {
    renderAt('/reset-password');
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/');
  });
});
