import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '../../lib/router';
import { passwordLengthError } from '../../../shared/accounts/limits';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/messages';
import { Button, FeedbackMessage, PageTitle, PasswordField, isMobileViewport } from '../../ui';
import { accountApi, errorText } from './api';
import { APP_NAME, PASSWORD_HINT, RESET_REDIRECT_MS } from './constants';
import { useSetMe } from './queries';
import './auth.css';

type Variant = 'mobile' | 'desktop';

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

function currentVariant(): Variant {
  return isMobileViewport() || MOBILE_AGENT.test(navigator.userAgent) ? 'mobile' : 'desktop';
}

/** 'Loading...' until the layout is known (width ≤ 768 px or a mobile user agent). */
function useVariant(): Variant | null {
  const [variant, setVariant] = useState<Variant | null>(null);
  useEffect(() => {
    const update = () => setVariant(currentVariant());
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return variant;
}

/** /reset-password?token=… — choose a new password (docs/product.md#password-reset). */
export function ResetPasswordPage() {
  const variant = useVariant();
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const setMe = useSetMe();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate('/', { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  if (variant === null) {
    return (
      <main className="status-page">
        <p role="status">Loading...</p>
      </main>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !token || password === '' || confirm === '') return;
    if (password !== confirm) {
      setError(ACCOUNT_MESSAGES.passwordsMismatch);
      return;
    }
    const tooShortOrLong = passwordLengthError(password);
    if (tooShortOrLong) {
      setError(tooShortOrLong);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await accountApi.resetPassword({ token, password });
      setPassword('');
      setConfirm('');
      setDone(true);
      setMe(null); // the server signed every session out
    } catch (err) {
      setError(errorText(err, ACCOUNT_MESSAGES.resetPageError));
    } finally {
      setPending(false);
    }
  }

  return (
    <main className={`status-page status-page--${variant}`}>
      <PageTitle>{`Reset Your Password · ${APP_NAME}`}</PageTitle>
      <div className="status-page__card">
        <p className="wordmark wordmark--small">{APP_NAME}</p>
        <h1 className="status-page__title">Reset Your Password</h1>
        {!token ? (
          <>
            <FeedbackMessage tone="error">{ACCOUNT_MESSAGES.resetLinkInvalid}</FeedbackMessage>
            <Link to="/" className="status-page__link">
              Back to Sign In
            </Link>
          </>
        ) : done ? (
          <FeedbackMessage tone="success">{ACCOUNT_MESSAGES.resetPageSuccess}</FeedbackMessage>
        ) : (
          <>
            {error ? <FeedbackMessage tone="error">{error}</FeedbackMessage> : null}
            <form className="auth-form" noValidate onSubmit={onSubmit}>
              <PasswordField
                label="New Password"
                autoComplete="new-password"
                hint={PASSWORD_HINT}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
              />
              <PasswordField
                label="Confirm New Password"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
                required
              />
              <Button
                type="submit"
                fullWidth
                disabled={pending || password === '' || confirm === ''}
                loading={pending}
              >
                Reset Password
              </Button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}
