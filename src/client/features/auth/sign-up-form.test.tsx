import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PASSWORD_SHORT_MESSAGE } from '../../../shared/accounts/limits';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/messages';
import { CUSTOM_SCHOOL_LABEL } from './school-picker';
import { SignUpForm } from './sign-up-form';
import { TEST_SCHOOLS } from './test-fixtures';
import {
  installFakeServer,
  reply,
  replyText,
  ServerError,
} from '../../../../test-support/client/fake-server';

const http = installFakeServer();

type User = ReturnType<typeof userEvent.setup>;

const submit = () => screen.getByRole('button', { name: 'Create Account' });
const radio = (name: string) => screen.getByRole('radio', { name });
const agreement = () => screen.getByRole('checkbox', { name: ACCOUNT_MESSAGES.termsAgreement });

async function fill(user: User, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label, { selector: 'input' });
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

async function chooseSchool(user: User, query: string, option: RegExp) {
  await user.click(radio("I'm at a listed med school"));
  await user.type(screen.getByRole('combobox', { name: 'Search medical schools' }), query);
  await user.click(screen.getByRole('option', { name: option }));
}

describe('SignUpForm', () => {
  it('enables Create Account only when email, both passwords, username and the school are complete', async () => {
    const user = userEvent.setup();
    render(<SignUpForm schools={TEST_SCHOOLS} />);
    expect(submit()).toBeDisabled();

    await fill(user, { Email: 'ada@example.com', Password: 'longenough' });
    await fill(user, { 'Confirm Password': 'longenough', Username: 'ada_l' });
    expect(submit()).toBeDisabled(); // no school answer yet

    await user.click(radio("I'm at a listed med school"));
    expect(submit()).toBeDisabled(); // a listed school must be picked
    await user.type(screen.getByRole('combobox', { name: 'Search medical schools' }), 'open');
    await user.click(screen.getByRole('option', { name: /Open Door/ }));
    expect(submit()).toBeEnabled();

    await user.click(radio("My school isn't listed"));
    expect(submit()).toBeDisabled(); // custom text is blank
    await user.type(screen.getByLabelText(CUSTOM_SCHOOL_LABEL), '   ');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText(CUSTOM_SCHOOL_LABEL), 'My U');
    expect(submit()).toBeEnabled();

    await user.click(radio('Prefer not to say'));
    expect(submit()).toBeEnabled();
    await fill(user, { Username: '' });
    expect(submit()).toBeDisabled();
    await fill(user, { Username: 'ada_l', 'Confirm Password': '' });
    expect(submit()).toBeDisabled();
  });

  it('applies the radio clearing rules', async () => {
    const user = userEvent.setup();
    render(<SignUpForm schools={TEST_SCHOOLS} />);
    await chooseSchool(user, 'harv', /Harvard/);
    const search = () => screen.getByRole('combobox', { name: 'Search medical schools' });
    expect(search()).toHaveValue('Harvard Medical School');

    await user.click(radio("My school isn't listed"));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(CUSTOM_SCHOOL_LABEL), 'My U');

    await user.click(radio("I'm at a listed med school"));
    expect(search()).toHaveValue(''); // custom cleared the search and the school
    expect(screen.queryByLabelText(CUSTOM_SCHOOL_LABEL)).not.toBeInTheDocument();

    await user.click(radio("My school isn't listed"));
    expect(screen.getByLabelText(CUSTOM_SCHOOL_LABEL)).toHaveValue(''); // school cleared the text

    await user.type(screen.getByLabelText(CUSTOM_SCHOOL_LABEL), 'My U');
    await user.click(radio("I'm not at a med school"));
    await user.click(radio("My school isn't listed"));
    expect(screen.getByLabelText(CUSTOM_SCHOOL_LABEL)).toHaveValue('');
  });

  it('shows the no-match custom field in school mode and switches to custom when typed in', async () => {
    const user = userEvent.setup();
    render(<SignUpForm schools={TEST_SCHOOLS} />);
    await user.click(radio("I'm at a listed med school"));
    await user.type(screen.getByRole('combobox', { name: 'Search medical schools' }), 'Nowhere');
    expect(screen.getByText('No schools found.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(CUSTOM_SCHOOL_LABEL), 'Nowhere U');
    expect(radio("My school isn't listed")).toBeChecked();
  });

  it('runs the checks in the order of docs/product.md#sign-up and shows one message at a time, without a request', async () => {
    const user = userEvent.setup();
    render(<SignUpForm schools={TEST_SCHOOLS} />);
    await chooseSchool(user, 'harv', /Harvard/);
    await fill(user, {
      Email: 'ada@gmail.com',
      Password: 'short',
      'Confirm Password': 'different',
      Username: 'a b',
    });

    const expectAlert = async (text: string) => {
      await user.click(submit());
      expect(screen.getByRole('alert')).toHaveTextContent(text);
    };
    await expectAlert(ACCOUNT_MESSAGES.usernameCharset);
    await fill(user, { Username: 'ab' });
    await expectAlert(ACCOUNT_MESSAGES.usernameLength);
    await fill(user, { Username: 'killjoy' });
    await expectAlert(ACCOUNT_MESSAGES.usernameBanned);
    await fill(user, { Username: 'ada_l' });
    await expectAlert(ACCOUNT_MESSAGES.passwordsMismatch);
    await fill(user, { 'Confirm Password': 'short' });
    await expectAlert(PASSWORD_SHORT_MESSAGE);
    await fill(user, { Password: 'longenough', 'Confirm Password': 'longenough' });
    await expectAlert(ACCOUNT_MESSAGES.emailDomainMismatch('gmail.com', 'Harvard Medical School'));

    expect(http.requests).toEqual([]);
  });

  it("shows the server's own message, e.g. a password on the common-password list", async () => {
    // the answer the server sends for `password: 'password'` (accounts/passwords.test.ts)
    http.post('/api/account/sign-up', () => {
      throw new ServerError(400, ACCOUNT_MESSAGES.passwordTooCommon, 'PASSWORD_TOO_COMMON');
    });
    const user = userEvent.setup();
    render(<SignUpForm schools={TEST_SCHOOLS} />);
    await fill(user, {
      Email: 'ada@example.com',
      Password: 'password',
      'Confirm Password': 'password',
      Username: 'ada_l',
    });
    await user.click(radio('Prefer not to say'));
    await user.click(agreement());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.passwordTooCommon);
  });

  it('refuses the username as the password in the browser, without a request', async () => {
    const user = userEvent.setup();
    render(<SignUpForm schools={TEST_SCHOOLS} />);
    await fill(user, {
      Email: 'ada@example.com',
      Password: 'Ada_Lovelace',
      'Confirm Password': 'Ada_Lovelace',
      Username: 'ada_lovelace',
    });
    await user.click(radio('Prefer not to say'));
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.passwordIsIdentity);
    expect(http.requests).toEqual([]);
  });

  // Answers the real server never gives (it always sends `{ ok: true }` or a readable message;
  // e2e/account-messages.spec.ts covers the rest against it): the client's own fallbacks.
  it("says 'An unexpected error occurred. Please try again.' when the answer is not a created account", async () => {
    http.post('/api/account/sign-up', () => replyText(200, '{}'));
    const user = userEvent.setup();
    render(<SignUpForm schools={TEST_SCHOOLS} />);
    await fill(user, {
      Email: 'ada@example.com',
      Password: 'longenough',
      'Confirm Password': 'longenough',
      Username: 'ada_l',
    });
    await user.click(radio('Prefer not to say'));
    await user.click(agreement());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.signupUnexpected);
    expect(screen.queryByRole('button', { name: 'Resend Confirmation Email' })).toBeNull();
  });

  it("says 'An error occurred' when an error answer carries no message", async () => {
    http.post('/api/account/sign-up', () => replyText(502, '<html>Bad Gateway</html>'));
    const user = userEvent.setup();
    render(<SignUpForm schools={TEST_SCHOOLS} />);
    await fill(user, {
      Email: 'ada@example.com',
      Password: 'longenough',
      'Confirm Password': 'longenough',
      Username: 'ada_l',
    });
    await user.click(radio('Prefer not to say'));
    await user.click(agreement());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      new RegExp(`^${ACCOUNT_MESSAGES.signupError}$`),
    );
  });

  describe('the 18+ and Terms agreement', () => {
    async function fillValid(user: User) {
      await fill(user, {
        Email: 'ada@example.com',
        Password: 'longenough',
        'Confirm Password': 'longenough',
        Username: 'ada_l',
      });
      await user.click(radio('Prefer not to say'));
    }

    it('is a checkbox with the exact text, linking both policies in a new tab', () => {
      render(<SignUpForm schools={TEST_SCHOOLS} />);
      const box = agreement();
      expect(box).not.toBeChecked();
      expect(box).toBeRequired();
      const label = box.parentElement as HTMLElement;
      for (const [name, href] of [
        ['Terms of Service', '/terms'],
        ['Privacy Policy', '/privacy'],
      ]) {
        const link = within(label).getByRole('link', { name });
        expect(link).toHaveAttribute('href', href);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAccessibleDescription('Opens in a new tab');
      }
    });

    it('refuses to create the account without it: says so, marks and focuses the box, sends nothing', async () => {
      const user = userEvent.setup();
      render(<SignUpForm schools={TEST_SCHOOLS} />);
      await fillValid(user);
      expect(submit()).toBeEnabled();
      await user.click(submit());

      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(ACCOUNT_MESSAGES.termsRequired);
      expect(agreement()).toHaveFocus();
      expect(agreement()).toHaveAttribute('aria-invalid', 'true');
      expect(agreement()).toHaveAccessibleDescription(ACCOUNT_MESSAGES.termsRequired);
      expect(http.requests).toEqual([]);

      await user.click(agreement());
      expect(screen.queryByRole('alert')).toBeNull();
      expect(agreement()).not.toHaveAttribute('aria-invalid');
    });

    it('sends it with the sign-up once ticked', async () => {
      http.post('/api/account/sign-up', () => reply(201, { ok: true }));
      const user = userEvent.setup();
      render(<SignUpForm schools={TEST_SCHOOLS} />);
      await fillValid(user);
      await user.click(agreement());
      await user.click(submit());

      expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.signupSuccess);
      expect(http.requested('POST', '/api/account/sign-up')[0]?.body).toMatchObject({
        username: 'ada_l',
        acceptTerms: true,
      });
    });
  });
});
