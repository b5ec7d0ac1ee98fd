import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sheet's accessible name (e.g. 'Menu'); shown only when `showTitle`. */
  title: string;
  showTitle?: boolean;
  /** Content at the top beside the close button (e.g. the brand and the username). */
  header?: ReactNode;
  children: ReactNode;
  /** 'full' covers the whole screen (phones); 'left' slides in from the left edge. */
  placement?: 'left' | 'full';
  id?: string;
}

/**
 * A panel that slides in over the page, on Radix Dialog: focus is trapped inside, Escape and a
 * click outside close it, the page does not scroll behind it, and focus goes back to the element
 * that opened it (or, if that is gone, stays with whatever the caller focuses next).
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  showTitle = false,
  header,
  children,
  placement = 'left',
  id,
}: SheetProps) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="mg-sheet-overlay" />
        <RadixDialog.Content
          id={id}
          className={`mg-sheet mg-sheet--${placement}`}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            const el = document.activeElement;
            returnFocusTo.current = el instanceof HTMLElement ? el : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const el = returnFocusTo.current;
            // Another dialog opened from the sheet takes focus itself; do not steal it back.
            const active = document.activeElement;
            const focusIsFree = !active || active === document.body;
            if (el?.isConnected && focusIsFree) el.focus();
          }}
        >
          <div className="mg-sheet__top">
            {header}
            <RadixDialog.Close className="mg-icon-button mg-sheet__close" aria-label="Close menu">
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Title className={showTitle ? 'mg-sheet__title' : 'visually-hidden'}>
            {title}
          </RadixDialog.Title>
          <div className="mg-sheet__body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
