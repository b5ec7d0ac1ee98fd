import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from '../../lib/router';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/messages';
import type { Me } from '../../../shared/accounts/schemas';
import { Button, FeedbackMessage, PageTitle, Reveal, useIsMobile } from '../../ui';
import type { FeedbackTone } from '../../ui';
import { APP_NAME, TAGLINE } from './constants';
import { ForgotPasswordDialog, MobileResetForm } from './forgot-password';
import { GridArt } from './grid-art';
import { useSetMe } from './queries';
import { SchoolModal } from './school-modal';
import { SignInForm } from './sign-in-form';
import { SignUpDialog } from './sign-up-dialog';
import './auth.css';

/** A message another screen hands to the sign-in screen through navigation state. */
export interface SignInNotice {
  tone: FeedbackTone;
  text: string;
}

function noticeFromState(state: unknown): SignInNotice | null {
  const notice = (state as { notice?: SignInNotice } | null)?.notice;
  return notice && typeof notice.text === 'string' ? notice : null;
}

/** What a visitor without a session sees at every path but /auth/callback and /reset-password. */
export function SignInScreen() {
  const mobile = useIsMobile();
  const location = useLocation();
  const navigate = useNavigate();
  const setMe = useSetMe();
  const [notice, setNotice] = useState<SignInNotice | null>(() => noticeFromState(location.state));
  const [resetOpen, setResetOpen] = useState(false);
  const [signUpOpen, setSignUpOpen] = useState(false);
  const [signedInUser, setSignedInUser] = useState<Me | null>(null);
  const forgotButton = useRef<HTMLButtonElement>(null);
  const resetWasOpen = useRef(false);

  // Leaving the inline (mobile) reset form: focus goes back to the button that opened it.
  useEffect(() => {
    if (resetWasOpen.current && !resetOpen && mobile) forgotButton.current?.focus();
    resetWasOpen.current = resetOpen;
  }, [resetOpen, mobile]);

  const onResetSent = () => {
    setResetOpen(false);
    setNotice({
      tone: 'success',
      text: mobile ? ACCOUNT_MESSAGES.resetSentMobile : ACCOUNT_MESSAGES.resetSent,
    });
  };

  const onSchoolDone = (user: Me) => {
    setMe(user);
    void navigate('/landing', { replace: true });
  };

  return (
    <div className={`auth-screen ${mobile ? 'auth-screen--mobile' : 'auth-screen--desktop'}`}>
      <PageTitle>{`Sign In · ${APP_NAME}`}</PageTitle>
      <main className="auth-screen__main">
        <header className="auth-hero">
          <h1 className="wordmark">{APP_NAME}</h1>
          <p className="auth-hero__tagline">{TAGLINE}</p>
          {mobile ? null : (
            <>
              <GridArt />
              <p className="auth-hero__pitch">
                Daily medical crosswords and word games for medical students.
              </p>
            </>
          )}
        </header>
        <div className="auth-card">
          <Reveal gap="var(--space-5)">
            {notice ? <FeedbackMessage tone={notice.tone}>{notice.text}</FeedbackMessage> : null}
          </Reveal>
          {mobile && resetOpen ? (
            <MobileResetForm onSent={onResetSent} onCancel={() => setResetOpen(false)} />
          ) : (
            <section className="auth-card__section" aria-labelledby="sign-in-title">
              <h2 id="sign-in-title" className="auth-card__title">
                Sign In
              </h2>
              <SignInForm
                onSignedIn={(user) => {
                  setNotice(null);
                  setSignedInUser(user);
                }}
              />
              <Button
                ref={forgotButton}
                variant="ghost"
                className="auth-card__forgot"
                onClick={() => {
                  setNotice(null);
                  setResetOpen(true);
                }}
              >
                Forgot Password?
              </Button>
              <div className="auth-card__divider" />
              <Button variant="secondary" fullWidth onClick={() => setSignUpOpen(true)}>
                Need an account? Create one
              </Button>
            </section>
          )}
          {/* readable before signing in (docs/product.md#routes-and-access) */}
          <p className="auth-card__legal">
            <Link to="/terms">Terms of Service</Link>
            <span aria-hidden="true"> · </span>
            <Link to="/privacy">Privacy Policy</Link>
          </p>
        </div>
      </main>
      {!mobile && resetOpen ? (
        <ForgotPasswordDialog onSent={onResetSent} onCancel={() => setResetOpen(false)} />
      ) : null}
      {signUpOpen ? <SignUpDialog open onOpenChange={setSignUpOpen} /> : null}
      {signedInUser ? <SchoolModal user={signedInUser} onDone={onSchoolDone} /> : null}
    </div>
  );
}
