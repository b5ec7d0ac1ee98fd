import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/messages';
import { Button, Dialog, FeedbackMessage } from '../../ui';
import { ApiError, accountApi, errorText } from './api';
import { useSetMe } from './queries';

export interface DeleteAccountDialogProps {
  onClose: () => void;
  /** Deletion is blocked while friend links exist; the caller may open the Friends modal. */
  onBlockedByFriends?: () => void;
}

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0) {
    return errorText(error, ACCOUNT_MESSAGES.deleteFailed);
  }
  return ACCOUNT_MESSAGES.deleteError;
}

/** 'Delete Account?' (spec 01 §2, §4, §8). Mount it to open it. */
export function DeleteAccountDialog({ onClose, onBlockedByFriends }: DeleteAccountDialogProps) {
  const navigate = useNavigate();
  const setMe = useSetMe();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirmDelete() {
    setPending(true);
    setError(null);
    try {
      await accountApi.deleteAccount();
    } catch (err) {
      setPending(false);
      if (err instanceof ApiError && err.code === 'FRIEND_LINKS_EXIST') {
        window.alert(errorText(err, ACCOUNT_MESSAGES.deleteBlockedByFriends));
        onClose();
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

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={ACCOUNT_MESSAGES.deleteTitle}
      description={ACCOUNT_MESSAGES.deleteText}
      width={440}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirmDelete} loading={pending}>
            {pending ? ACCOUNT_MESSAGES.deleting : 'Delete Account'}
          </Button>
        </>
      }
    >
      {error ? <FeedbackMessage tone="error">{error}</FeedbackMessage> : null}
    </Dialog>
  );
}
