import type { Flash } from './use-flash';

export interface FlashRegionProps {
  flash: Flash | null;
  className?: string;
}

/**
 * Where a useFlash message shows. Both live regions stay in the page while empty, so screen
 * readers announce each new message: errors in the alert region, the rest in the status region.
 */
export function FlashRegion({ flash, className }: FlashRegionProps) {
  const error = flash?.tone === 'error' ? flash : null;
  const status = flash && flash.tone !== 'error' ? flash : null;
  return (
    <div className={['mg-flash', className ?? ''].join(' ')}>
      <div role="alert" className="mg-flash__region">
        {error ? (
          <p key={error.key} className="mg-feedback mg-feedback--error mg-flash__message">
            {error.text}
          </p>
        ) : null}
      </div>
      <div role="status" className="mg-flash__region">
        {status ? (
          <p
            key={status.key}
            className={`mg-feedback mg-feedback--${status.tone} mg-flash__message`}
          >
            {status.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
