import { useId, useState } from 'react';
import { Button, FeedbackMessage, TextAreaField } from '../../ui';
import { buildMailtoUrl } from './mailto';

/** docs/product.md#landing-page: a suggestion is at most 1000 characters. */
export const SUGGESTION_MAX_LENGTH = 1000;

export interface SuggestionBoxProps {
  appName: string;
  /** The configured contact address the suggestion is sent to. */
  contactEmail: string;
  /** Opens the mailto: URL (the default hands it to the browser, which opens the mail app). */
  openUrl?: (url: string) => void;
}

function openInBrowser(url: string): void {
  window.location.assign(url);
}

/** Free text sent through the visitor's own mail app (docs/product.md#landing-page). */
export function SuggestionBox({
  appName,
  contactEmail,
  openUrl = openInBrowser,
}: SuggestionBoxProps) {
  const headingId = useId();
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const canSend = text.trim() !== '';

  function send() {
    if (!canSend) return;
    openUrl(buildMailtoUrl(contactEmail, { subject: `${appName} suggestion`, body: text.trim() }));
    setSent(true);
  }

  return (
    <section className="landing-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="landing-card__title">
        Suggestion box
      </h2>
      <p className="landing-card__text">
        A puzzle topic you would love, a feature you miss, something that could be better? Tell us.
        Send opens your email app with your note ready to go.
      </p>
      <form
        className="suggestion-box__form"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <TextAreaField
          label="Your suggestion"
          rows={5}
          maxLength={SUGGESTION_MAX_LENGTH}
          value={text}
          onChange={(event) => {
            setText(event.target.value.slice(0, SUGGESTION_MAX_LENGTH));
            setSent(false);
          }}
          footnote={`${SUGGESTION_MAX_LENGTH - text.length} left`}
        />
        <Button type="submit" disabled={!canSend} className="suggestion-box__send">
          Send
        </Button>
      </form>
      {sent ? (
        <FeedbackMessage tone="info">
          Your email app should open with your suggestion. If nothing happens, write to us at{' '}
          <a href={buildMailtoUrl(contactEmail)}>{contactEmail}</a>.
        </FeedbackMessage>
      ) : null}
    </section>
  );
}
