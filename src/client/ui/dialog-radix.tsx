import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import type { CSSProperties } from 'react';
import type { DialogProps } from './dialog';
import { CloseIcon } from './icons';

/**
 * The Dialog itself, on Radix: focus is trapped inside, Escape closes, focus returns to where it
 * was, and the title names the dialog. Loaded by `Dialog` (./dialog) when it first opens.
 */
export function RadixDialogView({
  open,
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
  // Radix returns focus only to a Dialog.Trigger; these dialogs open from state, so remember the
  // element that had focus and give it back on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const style = {
    '--dialog-width': `${width}px`,
    ...(height ? { '--dialog-height': `${height}px` } : {}),
  } as CSSProperties;
  const className = [
    'mg-dialog',
    height ? 'mg-dialog--fixed-height' : '',
    mobileSheet ? 'mg-dialog--sheet' : '',
  ].join(' ');

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="mg-dialog-overlay" />
        <RadixDialog.Content
          className={className}
          style={style}
          role={role}
          // Radix links the description itself; without one, opt out of its warning.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            const el = document.activeElement;
            returnFocusTo.current = el instanceof HTMLElement ? el : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const el = returnFocusTo.current;
            if (el?.isConnected) el.focus();
          }}
          onPointerDownOutside={dismissOnOutsideClick ? undefined : (e) => e.preventDefault()}
          onEscapeKeyDown={(e) => {
            // Escape in an open combobox closes its list, not the whole dialog.
            const el = document.activeElement;
            if (
              el?.getAttribute('role') === 'combobox' &&
              el.getAttribute('aria-expanded') === 'true'
            ) {
              e.preventDefault();
            }
          }}
        >
          <header className="mg-dialog__header">
            <RadixDialog.Title className="mg-dialog__title">{title}</RadixDialog.Title>
          </header>
          <div className="mg-dialog__body">
            {description ? (
              <RadixDialog.Description className="mg-dialog__description">
                {description}
              </RadixDialog.Description>
            ) : null}
            {children}
          </div>
          {footer ? <footer className="mg-dialog__footer">{footer}</footer> : null}
          {/* Last in the tab order (shown top-right), so opening focuses the first field. */}
          {showClose ? (
            <RadixDialog.Close className="mg-icon-button mg-dialog__close" aria-label="Close">
              <CloseIcon />
            </RadixDialog.Close>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
