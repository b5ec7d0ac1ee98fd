import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';
import { useHydrated } from './hydration';
import { useModal } from './modal';

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
 * A panel that slides in over the page, on the browser's `<dialog>` (./modal.ts): the page behind
 * is inert and does not scroll, Escape and a click outside close it, and focus goes back to the
 * element that opened it (or, if that is gone, stays with whatever the caller focuses next).
 */
export function Sheet(props: SheetProps) {
  // a modal is not part of a server-rendered page: it opens once the page has hydrated
  const hydrated = useHydrated();
  return props.open && hydrated ? <OpenSheet {...props} /> : null;
}

function OpenSheet({
  onOpenChange,
  title,
  showTitle = false,
  header,
  children,
  placement = 'left',
  id,
}: SheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const modal = useModal(ref, {
    onDismiss: () => onOpenChange(false),
    dismissOnOutsideClick: true,
  });
  return createPortal(
    <dialog
      ref={ref}
      id={id}
      className={`mg-sheet mg-sheet--${placement}`}
      aria-labelledby={titleId}
      {...modal}
    >
      <div className="mg-sheet__top">
        {header}
        <button
          type="button"
          className="mg-icon-button mg-sheet__close"
          aria-label="Close menu"
          onClick={() => onOpenChange(false)}
        >
          <CloseIcon />
        </button>
      </div>
      <h2 id={titleId} className={showTitle ? 'mg-sheet__title' : 'visually-hidden'}>
        {title}
      </h2>
      <div className="mg-sheet__body">{children}</div>
    </dialog>,
    document.body,
  );
}
