import type { ReactNode } from 'react';

export type FeedbackTone = 'success' | 'info' | 'error';

export interface FeedbackMessageProps {
  tone: FeedbackTone;
  children: ReactNode;
  /** Extra content under the text, e.g. a "Resend" button. */
  action?: ReactNode;
  id?: string;
}

/** A message block: errors are alerts (announced at once), the rest are polite status messages. */
export function FeedbackMessage({ tone, children, action, id }: FeedbackMessageProps) {
  return (
    <div id={id} className={`mg-feedback mg-feedback--${tone}`}>
      <p role={tone === 'error' ? 'alert' : 'status'} className="mg-feedback__text">
        {children}
      </p>
      {action ? <div className="mg-feedback__action">{action}</div> : null}
    </div>
  );
}
