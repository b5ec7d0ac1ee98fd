import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { lazyComponent } from '../lib/lazy-component';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The visible heading and the dialog's accessible name. */
  title: string;
  /** Optional text under the title, used as the accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom (stays visible while the body scrolls). */
  footer?: ReactNode;
  /** Width in px on larger screens (default 480). */
  width?: number;
  /** Fixed height in px on larger screens; the body scrolls inside it. */
  height?: number;
  /** On narrow screens (≤ 768 px) fill the whole screen like a sheet. */
  mobileSheet?: boolean;
  /** Clicking outside closes the dialog (default). Turn off for long forms. */
  dismissOnOutsideClick?: boolean;
  /** Show the corner close button (default true). */
  showClose?: boolean;
  role?: 'dialog' | 'alertdialog';
}

const view = lazyComponent<DialogProps>(() =>
  import('./dialog-radix').then((m) => m.RadixDialogView),
);

/** Starts loading the dialog's code, e.g. together with a lazily loaded modal that uses it. */
export const preloadDialog = view.preload;

/**
 * Modal dialog on Radix (./dialog-radix): focus is trapped inside, Escape closes, focus returns
 * to where it was, and the title names the dialog.
 *
 * Most dialogs (a game's end modal, confirmations) are never opened on a visit, so a closed
 * dialog renders nothing and its code (Radix, focus trap, scroll lock) loads on the first
 * opening; from then on it stays mounted, so closing runs through Radix as usual.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <view.Component {...props} />
    </Suspense>
  );
}
