import { ACCOUNT_MESSAGES } from '../../../shared/accounts/messages';
import { Button, Dialog, FeedbackMessage } from '../../ui';
import { useDeleteAccount } from './use-delete-account';

export interface DeleteAccountDialogProps {
  onClose: () => void;
  /** Deletion is blocked while friend links exist; the caller says so and opens Friends. */
  onBlockedByFriends?: () => void;
}

/** 'Delete Account?' (docs/product.md#deleting-an-account). Mount it to open it. */
export function DeleteAccountDialog({ onClose, onBlockedByFriends }: DeleteAccountDialogProps) {
  const { deleteAccount, pending, error } = useDeleteAccount({
    onBlockedByFriends: () => {
      onClose();
      onBlockedByFriends?.();
    },
  });

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
          <Button variant="danger" onClick={() => void deleteAccount()} loading={pending}>
            {pending ? ACCOUNT_MESSAGES.deleting : 'Delete Account'}
          </Button>
        </>
      }
    >
      {error ? <FeedbackMessage tone="error">{error}</FeedbackMessage> : null}
    </Dialog>
  );
}
