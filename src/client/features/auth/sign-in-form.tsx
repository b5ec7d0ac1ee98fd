import { useState } from 'react';
import type { FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/messages';
import type { Me } from '../../../shared/accounts/schemas';
import { Button, FeedbackMessage, PasswordField, Reveal, TextField } from '../../ui';
import { ApiError, accountApi, errorText } from './api';
import { ResendConfirmationButton } from './resend-confirmation-button';

type Outcome =
  { kind: 'success' } | { kind: 'error'; text: string; unverifiedIdentifier: string | null } | null;

function Outcome({ outcome }: { outcome: NonNullable<Outcome> }) {
  if (outcome.kind === 'success')
    return <FeedbackMessage tone="success">{ACCOUNT_MESSAGES.loginSuccess}</FeedbackMessage>;
  return (
    <FeedbackMessage
      tone="error"
      action={
        outcome.unverifiedIdentifier ? (
          <ResendConfirmationButton identifier={outcome.unverifiedIdentifier} />
        ) : null
      }
    >
      {outcome.text}
    </FeedbackMessage>
  );
}

export interface SignInFormProps {
  onSignedIn: (user: Me) => void;
}

/** Email/Username + Password (docs/product.md#sign-in): 'Signing In...', then the success text. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const canSubmit = !pending && identifier.trim() !== '' && password !== '';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    const typed = identifier.trim();
    setPending(true);
    setOutcome(null);
    try {
      const { user } = await accountApi.signIn({ identifier: typed, password });
      setOutcome({ kind: 'success' });
      setIdentifier('');
      setPassword('');
      onSignedIn(user);
    } catch (error) {
      const unverified = error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED';
      setOutcome({
        kind: 'error',
        text: errorText(error, ACCOUNT_MESSAGES.loginFailed),
        unverifiedIdentifier: unverified ? typed : null,
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <TextField
        label="Email/Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={identifier}
        onChange={(e) => setIdentifier(e.target.value)}
        required
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      {/* the message slides the button down; the card and its fields stay put (issue 14) */}
      <div className="auth-form__submit">
        <Reveal gap="var(--space-4)">{outcome ? <Outcome outcome={outcome} /> : null}</Reveal>
        <Button type="submit" fullWidth disabled={!canSubmit} loading={pending}>
          {pending ? ACCOUNT_MESSAGES.signingIn : 'Sign In'}
        </Button>
      </div>
    </form>
  );
}
