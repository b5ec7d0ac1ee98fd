import { useState } from 'react';
import {
  APP_NAME,
  DeleteAccountDialog,
  SchoolModal,
  TAGLINE,
  useMe,
  useSetMe,
  useSignOut,
} from '../features/auth';
import type { Me } from '../../shared/accounts/schemas';
import { Button, FeedbackMessage } from '../ui';
import './landing.css';

function schoolLabel(me: Me): string {
  if (me.school) return me.school.name;
  if (me.customSchool) return me.customSchool;
  return 'Not shared';
}

/** /landing — the signed-in home of this release: who you are and your account's actions. */
export function LandingPage() {
  const me = useMe();
  const setMe = useSetMe();
  const { signOut, pending: signingOut, error: signOutError } = useSignOut();
  const [schoolOpen, setSchoolOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  if (!me) return null;

  return (
    <div className="landing">
      <title>{`${APP_NAME} — ${TAGLINE}`}</title>
      <main className="landing__main">
        <h1 className="landing__title">Welcome to {APP_NAME}</h1>
        <p className="landing__tagline">{TAGLINE}</p>

        <section className="landing__card" aria-labelledby="account-heading">
          <h2 id="account-heading" className="landing__card-title">
            Your account
          </h2>
          <dl className="landing__facts">
            <div>
              <dt>Username</dt>
              <dd>{me.username}</dd>
            </div>
            <div>
              <dt>Medical school</dt>
              <dd>{schoolLabel(me)}</dd>
            </div>
          </dl>
          <div className="landing__actions">
            <Button variant="secondary" onClick={() => setSchoolOpen(true)}>
              Change medical school
            </Button>
            <Button variant="primary" onClick={() => void signOut()} loading={signingOut}>
              Sign Out
            </Button>
          </div>
          {signOutError ? <FeedbackMessage tone="error">{signOutError}</FeedbackMessage> : null}
          <div className="landing__danger">
            <Button variant="ghost" className="landing__delete" onClick={() => setDeleteOpen(true)}>
              Delete Account
            </Button>
          </div>
        </section>
      </main>
      {schoolOpen ? (
        <SchoolModal
          user={me}
          onDone={(user) => {
            setMe(user);
            setSchoolOpen(false);
          }}
        />
      ) : null}
      {deleteOpen ? <DeleteAccountDialog onClose={() => setDeleteOpen(false)} /> : null}
    </div>
  );
}
