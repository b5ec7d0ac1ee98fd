import { ACCOUNT_MESSAGES } from '../../../shared/accounts/messages';
import { Button, Dialog } from '../../ui';

export const DELETE_BLOCKED_TITLE = 'Your account was not deleted';

export interface DeleteBlockedDialogProps {
  /** The reader has seen it (Open Friends, Escape): the caller opens the Friends modal. */
  onClose: () => void;
}

/**
 * Deletion refused while friend links exist (docs/product.md#deleting-an-account): the product's
 * text in the app's own alert dialog, then the Friends modal, where the links can be removed.
 * Mount it to open it.
 */
export function DeleteBlockedDialog({ onClose }: DeleteBlockedDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      role="alertdialog"
      title={DELETE_BLOCKED_TITLE}
      description={ACCOUNT_MESSAGES.deleteBlockedByFriends}
      width={440}
      showClose={false}
      footer={<Button onClick={onClose}>Open Friends</Button>}
    />
  );
}
