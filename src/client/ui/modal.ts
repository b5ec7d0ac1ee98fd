import { useLayoutEffect, useRef } from 'react';
import type { MouseEvent, PointerEvent, RefObject, SyntheticEvent } from 'react';

/**
 * A modal on the browser's own `<dialog>` element, opened with showModal(): the browser puts it
 * in the top layer, makes the rest of the page inert (so focus and screen readers stay inside),
 * moves focus to its first focusable element, and turns Escape into a `cancel` event. This hook
 * adds what the element leaves to the page (docs/decisions/004-native-dialog.md):
 * - the owner decides: Escape, a click outside and the browser closing the dialog by itself (after
 *   a second Escape with no interaction between) all ask `onDismiss`; an owner that keeps the
 *   modal open (e.g. the daily question, until it is answered or skipped) gets it shown again;
 * - the page behind does not scroll;
 * - focus goes back to the element that had it when the modal opened, unless something else took
 *   it meanwhile (another modal opened from this one).
 * The modal is open while the component using the hook is mounted.
 */
export function useModal(
  ref: RefObject<HTMLDialogElement | null>,
  {
    onDismiss,
    dismissOnOutsideClick,
    keepEscape,
  }: {
    onDismiss: () => void;
    dismissOnOutsideClick: boolean;
    /** True while Escape belongs to a control inside (an open combobox list). */
    keepEscape?: () => boolean;
  },
) {
  const latest = useRef({ onDismiss, keepEscape });
  useLayoutEffect(() => {
    latest.current = { onDismiss, keepEscape };
  });
  const pointerDownInside = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const active = document.activeElement;
    const returnTo = active instanceof HTMLElement && active !== document.body ? active : null;
    let mounted = true;
    if (!dialog.open) dialog.showModal();
    lockScroll();

    // The browser closed it (Escape pressed again without any interaction in between): ask the
    // owner, and show it again if the owner keeps it open (it is still mounted a frame later).
    const onClose = () => {
      if (!mounted) return;
      latest.current.onDismiss();
      requestAnimationFrame(() => {
        if (mounted && !dialog.open && dialog.isConnected) dialog.showModal();
      });
    };
    dialog.addEventListener('close', onClose);
    return () => {
      mounted = false;
      dialog.removeEventListener('close', onClose);
      if (dialog.open) dialog.close();
      unlockScroll();
      const now = document.activeElement;
      const focusIsFree = !now || now === document.body || dialog.contains(now);
      if (returnTo?.isConnected && focusIsFree) returnTo.focus();
    };
  }, [ref]);

  const outside = (dialog: HTMLDialogElement, event: { clientX: number; clientY: number }) => {
    const r = dialog.getBoundingClientRect();
    return (
      event.clientX < r.left ||
      event.clientX > r.right ||
      event.clientY < r.top ||
      event.clientY > r.bottom
    );
  };

  return {
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      if (latest.current.keepEscape?.()) return;
      latest.current.onDismiss();
    },
    // A click on the backdrop is a click on the dialog element outside its box. A press that
    // started inside (selecting text, dragging) and ended outside does not count.
    onPointerDown: (event: PointerEvent<HTMLDialogElement>) => {
      pointerDownInside.current =
        event.target !== event.currentTarget || !outside(event.currentTarget, event);
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      const fromOutside = !pointerDownInside.current;
      pointerDownInside.current = false;
      if (
        dismissOnOutsideClick &&
        fromOutside &&
        event.target === event.currentTarget &&
        outside(event.currentTarget, event)
      )
        latest.current.onDismiss();
    },
  };
}

let locks = 0;

/** The page behind an open modal does not scroll (html.mg-modal-open, ui/components.css). */
function lockScroll() {
  locks += 1;
  document.documentElement.classList.add('mg-modal-open');
}

function unlockScroll() {
  locks = Math.max(0, locks - 1);
  if (locks === 0) document.documentElement.classList.remove('mg-modal-open');
}
