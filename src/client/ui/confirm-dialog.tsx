import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** Text of the confirming button, e.g. 'Reject All'. */
  confirmLabel: string;
  /** Text on the confirming button while the action runs. */
  pendingLabel?: string;
  cancelLabel?: string;
  /** Styles the confirming button as destructive (default true). */
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Are you sure?" before an action that cannot be undone. An alertdialog on Dialog: Escape, a
 * click outside and Cancel all cancel; focus starts on Cancel, the safe choice, and returns to
 * the button that asked.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  danger = true,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onCancel();
      }}
      role="alertdialog"
      title={title}
      description={description}
      width={420}
      showClose={false}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={pending}>
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    />
  );
}
