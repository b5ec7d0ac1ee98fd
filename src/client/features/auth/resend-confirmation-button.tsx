import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/messages';
import { Button } from '../../ui';
import { accountApi } from './api';

/** 'Resend Confirmation Email': posts the email or username to resend-confirmation. */
export function ResendConfirmationButton({ identifier }: { identifier: string }) {
  const [state, setState] = useState<'idle' | 'pending' | 'sent' | 'failed'>('idle');

  async function resend() {
    setState('pending');
    try {
      await accountApi.resendConfirmation({ identifier });
      setState('sent');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="resend-confirmation">
      <Button variant="secondary" size="sm" loading={state === 'pending'} onClick={resend}>
        Resend Confirmation Email
      </Button>
      {state === 'sent' ? (
        <p role="status" className="resend-confirmation__result">
          {ACCOUNT_MESSAGES.resendSuccess}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className="resend-confirmation__result resend-confirmation__result--error">
          {ACCOUNT_MESSAGES.resendFailed}
        </p>
      ) : null}
    </div>
  );
}
