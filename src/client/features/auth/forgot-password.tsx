import { useState } from 'react';
import type { FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/messages';
import { Button, Dialog, FeedbackMessage, TextField } from '../../ui';
import { accountApi, errorText } from './api';

export const RESET_DIALOG_TITLE = 'Reset your password';

function useResetRequest(onSent: () => void, failureText: (error: unknown) => string) {
  const [value, setValue] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || value.trim() === '') return;
    setPending(true);
    setError(null);
    try {
      await accountApi.forgotPassword({ identifier: value.trim() });
      setValue('');
      onSent();
    } catch (err) {
      setError(failureText(err));
    } finally {
      setPending(false);
    }
  }
  return { value, setValue, pending, error, submit, canSubmit: !pending && value.trim() !== '' };
}

export interface ForgotPasswordProps {
  /** The request went through: close the form and show the success text. */
  onSent: () => void;
  onCancel: () => void;
}

/** Desktop: a 400 px modal with one Email or Username field (docs/product.md#password-reset). */
export function ForgotPasswordDialog({ onSent, onCancel }: ForgotPasswordProps) {
  const reset = useResetRequest(onSent, (err) => errorText(err, ACCOUNT_MESSAGES.resetFailed));
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={RESET_DIALOG_TITLE}
      description="We'll email you a link to choose a new password."
      width={400}
    >
      <form className="auth-form" noValidate onSubmit={reset.submit}>
        <TextField
          label="Email or Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={reset.value}
          onChange={(e) => reset.setValue(e.target.value)}
          required
        />
        {reset.error ? <FeedbackMessage tone="error">{reset.error}</FeedbackMessage> : null}
        <div className="auth-form__actions">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!reset.canSubmit} loading={reset.pending}>
            Send Reset Link
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Mobile: an inline form with an email-only field that replaces the sign-in form. */
export function MobileResetForm({ onSent, onCancel }: ForgotPasswordProps) {
  const reset = useResetRequest(onSent, () => ACCOUNT_MESSAGES.resetFailedMobile);
  return (
    <section className="auth-card__section" aria-labelledby="mobile-reset-title">
      <h2 id="mobile-reset-title" className="auth-card__title">
        Reset Password
      </h2>
      <p className="auth-card__lede">We&apos;ll email you instructions to choose a new password.</p>
      <form className="auth-form" noValidate onSubmit={reset.submit}>
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          // the form replaces the one that had focus; continue in its only field
          autoFocus
          value={reset.value}
          onChange={(e) => reset.setValue(e.target.value)}
          required
        />
        {reset.error ? <FeedbackMessage tone="error">{reset.error}</FeedbackMessage> : null}
        <Button type="submit" fullWidth disabled={!reset.canSubmit} loading={reset.pending}>
          Send Reset Instructions
        </Button>
        <Button variant="ghost" fullWidth onClick={onCancel}>
          Back to Sign In
        </Button>
      </form>
    </section>
  );
}
