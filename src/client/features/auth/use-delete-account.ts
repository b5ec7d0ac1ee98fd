import { useState } from 'react';
import { useNavigate } from '../../lib/router';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/messages';
import { ApiError, accountApi, errorText } from './api';
import { useSetMe } from './queries';

export interface DeleteAccountOptions {
  /**
   * Deletion is blocked while friend links exist; the caller shows the product's text
   * (DeleteBlockedDialog), then the Friends modal.
   */
  onBlockedByFriends?: () => void;
}

export interface DeleteAccountControls {
  deleteAccount: () => Promise<void>;
  pending: boolean;
  error: string | null;
}

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0) {
    return errorText(error, ACCOUNT_MESSAGES.deleteFailed);
  }
  return ACCOUNT_MESSAGES.deleteError;
}

/**
 * Deleting the account (docs/product.md#deleting-an-account): 'Deleting...' while pending; blocked
 * by friend links (the caller tells the user); on success an alert, signed out, and back to /.
 */
export function useDeleteAccount({
  onBlockedByFriends,
}: DeleteAccountOptions = {}): DeleteAccountControls {
  const navigate = useNavigate();
  const setMe = useSetMe();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function deleteAccount() {
    setPending(true);
    setError(null);
    try {
      await accountApi.deleteAccount();
    } catch (err) {
      setPending(false);
      // The caller says so in the app's own dialog (DeleteBlockedDialog), then opens Friends.
      if (err instanceof ApiError && err.code === 'FRIEND_LINKS_EXIST') {
        onBlockedByFriends?.();
        return;
      }
      setError(failureText(err));
      window.alert(ACCOUNT_MESSAGES.deleteFailedAlert);
      return;
    }
    window.alert(ACCOUNT_MESSAGES.deleteSuccess);
    setMe(null);
    void navigate('/', { replace: true });
  }

  return { deleteAccount, pending, error };
}
