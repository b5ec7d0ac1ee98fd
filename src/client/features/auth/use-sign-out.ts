import { ACCOUNT_MESSAGES } from '../../../shared/accounts/messages';
import { useState } from 'react';
import { useNavigate } from '../../lib/router';
import { accountApi, errorText } from './api';
import { useSetMe } from './queries';

/** Sign out on the server, forget the session here, and go to the sign-in screen. */
export function useSignOut() {
  const navigate = useNavigate();
  const setMe = useSetMe();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signOut() {
    setPending(true);
    setError(null);
    try {
      await accountApi.signOut();
    } catch (err) {
      setError(errorText(err, ACCOUNT_MESSAGES.genericError));
      setPending(false);
      return;
    }
    setMe(null);
    void navigate('/', { replace: true });
  }

  return { signOut, pending, error };
}
