import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '../../lib/router';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/messages';
import { PageTitle, Spinner } from '../../ui';
import { accountApi, errorText } from './api';
import { APP_NAME, CONFIRM_REDIRECT_MS } from './constants';
import { meQueryOptions, useSetMe } from './queries';
import type { SignInNotice } from './sign-in-screen';
import './auth.css';

type Phase = 'confirming' | 'profile' | 'done';

const PHASE_TEXT: Record<Phase, string> = {
  confirming: ACCOUNT_MESSAGES.confirming,
  profile: ACCOUNT_MESSAGES.settingUpProfile,
  done: ACCOUNT_MESSAGES.confirmed,
};

/**
 * /auth/callback?token=… — the link in the confirmation mail. Confirms the address (which signs
 * the user in), reloads the profile, then goes home after 3 seconds. A missing, bad or expired
 * token goes home at once with the server's message on the sign-in screen.
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setMe = useSetMe();
  const [phase, setPhase] = useState<Phase>('confirming');
  const started = useRef(false);

  useEffect(() => {
    // The token works once: never post it twice (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    const fail = (text: string) => {
      const notice: SignInNotice = { tone: 'error', text };
      void navigate('/', { replace: true, state: { notice } });
    };
    if (!token) {
      fail(ACCOUNT_MESSAGES.confirmLinkInvalid);
      return;
    }
    void (async () => {
      let confirmedUser;
      try {
        confirmedUser = (await accountApi.confirm(token)).user;
      } catch (error) {
        fail(errorText(error, ACCOUNT_MESSAGES.confirmLinkInvalid));
        return;
      }
      setPhase('profile');
      try {
        const { user } = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
        if (!user) {
          void navigate('/', { replace: true });
          return;
        }
      } catch {
        setMe(confirmedUser);
      }
      setPhase('done');
    })();
  }, [token, navigate, queryClient, setMe]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = window.setTimeout(
      () => void navigate('/', { replace: true }),
      CONFIRM_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [phase, navigate]);

  return (
    <main className="status-page">
      <PageTitle>{`Email confirmation · ${APP_NAME}`}</PageTitle>
      <div className="status-page__card">
        <p className="wordmark wordmark--small">{APP_NAME}</p>
        <h1 className="status-page__title">Email confirmation</h1>
        <div className="status-page__status">
          {phase === 'done' ? null : <Spinner size="md" decorative />}
          <p role="status">{PHASE_TEXT[phase]}</p>
        </div>
      </div>
    </main>
  );
}
