import { useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';
import { useHydrated } from './hydration';
import { useModal } from './modal';

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

/**
 * Modal dialog on the browser's `<dialog>` (./modal.ts, docs/decisions/004-native-dialog.md):
 * the page behind is inert and does not scroll, focus starts on the first field and returns to
 * where it was, Escape and a click outside ask `onOpenChange(false)`, and the title names the
 * dialog. A closed dialog renders nothing.
 */
export function Dialog(props: DialogProps) {
  // a modal is not part of a server-rendered page: it opens once the page has hydrated
  const hydrated = useHydrated();
  return props.open && hydrated ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onOpenChange,
  title,
  description,
  children,
  footer,
  width = 480,
  height,
  mobileSheet = false,
  dismissOnOutsideClick = true,
  showClose = true,
  role = 'dialog',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(bodyRef);
  const titleId = useId();
  const descriptionId = useId();
  const modal = useModal(ref, {
    onDismiss: () => onOpenChange(false),
    dismissOnOutsideClick,
    // Escape in an open combobox closes its list, not the whole dialog.
    keepEscape: () => {
      const el = document.activeElement;
      return el?.getAttribute('role') === 'combobox' && el.getAttribute('aria-expanded') === 'true';
    },
  });
  const style = {
    '--dialog-width': `${width}px`,
    ...(height ? { '--dialog-height': `${height}px` } : {}),
  } as CSSProperties;
  const className = [
    'mg-dialog',
    height ? 'mg-dialog--fixed-height' : '',
    mobileSheet ? 'mg-dialog--sheet' : '',
  ].join(' ');

  return createPortal(
    <dialog
      ref={ref}
      className={className}
      style={style}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      {...modal}
    >
      <header className="mg-dialog__header">
        <h2 id={titleId} className="mg-dialog__title">
          {title}
        </h2>
      </header>
      {/* a body that scrolls is a stop in the tab order, so keys can scroll it (WCAG 2.1.1) */}
      <div
        ref={bodyRef}
        className="mg-dialog__body"
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}
      >
        {description ? (
          <p id={descriptionId} className="mg-dialog__description">
            {description}
          </p>
        ) : null}
        {children}
      </div>
      {footer ? <footer className="mg-dialog__footer">{footer}</footer> : null}
      {/* Last in the tab order (shown top-right), so opening focuses the first field. */}
      {showClose ? (
        <button
          type="button"
          className="mg-icon-button mg-dialog__close"
          aria-label="Close"
          onClick={() => onOpenChange(false)}
        >
          <CloseIcon />
        </button>
      ) : null}
    </dialog>,
    document.body,
  );
}

/** Whether the element's content is taller than the element, kept up to date as either changes. */
function useScrolls(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(el.scrollHeight > el.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
