import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignInForm } from './sign-in-form';

describe('SignInForm', () => {
  it('needs both fields before Sign In can be pressed', async () => {
    const user = userEvent.setup();
    render(<SignInForm onSignedIn={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Email/Username'), 'ada_l');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(button).toBeEnabled();
    await user.clear(screen.getByLabelText('Email/Username'));
    await user.type(screen.getByLabelText('Email/Username'), '   ');
    expect(button).toBeDisabled();
  });

  it('has a password show/hide toggle', async () => {
    const user = userEvent.setup();
    render(<SignInForm onSignedIn={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});
