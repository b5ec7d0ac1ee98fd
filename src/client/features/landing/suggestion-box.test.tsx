import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SUGGESTION_MAX_LENGTH, SuggestionBox } from './suggestion-box';

function setup() {
  const openUrl = vi.fn();
  render(<SuggestionBox appName="MedGrid" contactEmail="hello@medgrid.local" openUrl={openUrl} />);
  return {
    openUrl,
    field: screen.getByRole('textbox', { name: 'Your suggestion' }),
    send: screen.getByRole('button', { name: 'Send' }),
  };
}

describe('SuggestionBox', () => {
  it("counts down from 1000 ('{n} left') and is linked to the field", async () => {
    const user = userEvent.setup();
    const { field } = setup();
    expect(field).toHaveAccessibleDescription('1000 left');
    await user.type(field, 'Hello');
    expect(screen.getByText('995 left')).toBeInTheDocument();
  });

  it('takes at most 1000 characters', async () => {
    const user = userEvent.setup();
    const { field } = setup();
    expect(field).toHaveAttribute('maxLength', String(SUGGESTION_MAX_LENGTH));
    await user.click(field);
    await user.paste('x'.repeat(SUGGESTION_MAX_LENGTH + 20));
    expect(field).toHaveValue('x'.repeat(SUGGESTION_MAX_LENGTH));
    expect(screen.getByText('0 left')).toBeInTheDocument();
  });

  it('keeps Send disabled while the text is blank after trimming', async () => {
    const user = userEvent.setup();
    const { field, send, openUrl } = setup();
    expect(send).toBeDisabled();
    await user.type(field, '   ');
    expect(send).toBeDisabled();
    await user.type(field, '{Enter}{Enter}');
    expect(send).toBeDisabled();
    await user.type(field, 'x');
    expect(send).toBeEnabled();
    await user.clear(field);
    expect(send).toBeDisabled();
    expect(openUrl).not.toHaveBeenCalled();
  });

  it('opens the mail app addressed to the contact address, with a subject and the text', async () => {
    const user = userEvent.setup();
    const { field, send, openUrl } = setup();
    await user.type(field, '  More cardiology & renal{Enter}puzzles, please!  ');
    await user.click(send);
    expect(openUrl).toHaveBeenCalledTimes(1);
    const url = new URL(openUrl.mock.calls[0]?.[0] as string);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('hello@medgrid.local');
    expect(url.searchParams.get('subject')).toBe('MedGrid suggestion');
    expect(url.searchParams.get('body')).toBe('More cardiology & renal\r\npuzzles, please!');
    expect(screen.getByRole('status')).toHaveTextContent(/Your email app should open/);
  });
});
