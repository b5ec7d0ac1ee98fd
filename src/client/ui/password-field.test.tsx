import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and hides it again', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" defaultValue="s3cret!" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });

    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', input.id);

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('is a toggle per field, named after its field, and works from the keyboard', async () => {
    const user = userEvent.setup();
    render(
      <>
        <PasswordField label="New Password" />
        <PasswordField label="Confirm New Password" />
      </>,
    );
    const confirmToggle = screen.getByRole('button', { name: 'Show confirm new password' });
    confirmToggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
  });
});
