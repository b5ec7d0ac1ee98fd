import { ConfirmDialog } from '../../ui';
import { CROSSWORD_TEXTS as T } from './texts';

export interface RevealConfirmProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Spec 02 §2: a confirmation precedes any reveal. Focus starts on 'Go Back'. */
export function RevealConfirm({ open, onConfirm, onCancel }: RevealConfirmProps) {
  return (
    <ConfirmDialog
      open={open}
      title={T.revealConfirmTitle}
      description={T.revealConfirmText}
      confirmLabel={T.revealAnyway}
      cancelLabel={T.goBack}
      danger={false}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
