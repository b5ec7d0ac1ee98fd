import type { EngineMode } from '../../../shared/play/games';
import { ConfirmDialog } from '../../ui';
import { CROSSWORD_TEXTS as T } from './texts';

export interface RevealConfirmProps {
  open: boolean;
  /** What a reveal does depends on the play: daily plays rank, archive and test plays do not. */
  mode: EngineMode;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation's title and text (docs/product.md#crossword-tools): daily play, or what a reveal
 * does elsewhere.
 */
export function revealTexts(mode: EngineMode): { title: string; text: string } {
  if (mode === 'archive') return { title: T.revealArchiveTitle, text: T.revealArchiveText };
  if (mode === 'test') return { title: T.revealArchiveTitle, text: T.revealTestText };
  if (mode === 'practice') return { title: T.revealArchiveTitle, text: T.revealPracticeText };
  return { title: T.revealConfirmTitle, text: T.revealConfirmText };
}

/**
 * Before Reset wipes a solved grid: it asks, and says the recorded time stays (a daily play's
 * result is written once).
 */
export function ResetConfirm({
  open,
  mode,
  onConfirm,
  onCancel,
}: Omit<RevealConfirmProps, 'mode'> & { mode: EngineMode }) {
  return (
    <ConfirmDialog
      open={open}
      title={T.resetConfirmTitle}
      description={mode === 'daily' ? T.resetConfirmDaily : T.resetConfirmPractice}
      confirmLabel={T.reset}
      cancelLabel={T.resetCancel}
      danger={false}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/**
 * A confirmation precedes any reveal (docs/product.md#crossword-tools). Focus starts on 'Go Back'.
 */
export function RevealConfirm({ open, mode, onConfirm, onCancel }: RevealConfirmProps) {
  const { title, text } = revealTexts(mode);
  return (
    <ConfirmDialog
      open={open}
      title={title}
      description={text}
      confirmLabel={T.revealAnyway}
      cancelLabel={T.goBack}
      danger={false}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
