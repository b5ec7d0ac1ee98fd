export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Visually hidden text read by screen readers; ignored when decorative. */
  label?: string;
  /** A spinner inside something that already says what is happening (e.g. a busy button). */
  decorative?: boolean;
}

export function Spinner({ size = 'md', label = 'Loading...', decorative = false }: SpinnerProps) {
  if (decorative) return <span className={`mg-spinner mg-spinner--${size}`} aria-hidden="true" />;
  return (
    <span role="status" className="mg-spinner-wrap">
      <span className={`mg-spinner mg-spinner--${size}`} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A calm whole-page loading state. It fades in only after a short delay, so fast loads show nothing. */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="mg-loading-screen" role="status" aria-live="polite">
      <span className="mg-spinner mg-spinner--lg" aria-hidden="true" />
      <span className="mg-loading-screen__label">{label}</span>
    </div>
  );
}
