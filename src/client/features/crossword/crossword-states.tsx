import { Link } from '../../lib/router';
import { Button, buttonClassName } from '../../ui';
import type { PlayMode } from '../../../shared/play/games';
import type { CrosswordGame } from './api';
import { CROSSWORD_TEXTS as T } from './texts';

/** No puzzle for the day (or not in the archives): the server's reason, then 'Check back tomorrow…'. */
export function NoPuzzle({
  game,
  mode,
  message,
}: {
  game: CrosswordGame;
  mode: PlayMode;
  message: string | null;
}) {
  const fallback = mode === 'archive' ? T.notInArchives : T.noPuzzleToday;
  return (
    <section className="cw-state" aria-labelledby="cw-state-title">
      <p className="cw-state__eyebrow">{T.title[game]}</p>
      <h1 id="cw-state-title" className="cw-state__title">
        {message || fallback}
      </h1>
      <p className="cw-state__text">{T.checkBackTomorrow}</p>
      <div className="cw-state__actions">
        {mode === 'archive' ? (
          <Link className={buttonClassName({ variant: 'secondary' })} to="/archives">
            Browse the archives
          </Link>
        ) : null}
        <Link
          className={buttonClassName({ variant: mode === 'archive' ? 'ghost' : 'secondary' })}
          to="/landing"
        >
          Back to all games
        </Link>
      </div>
    </section>
  );
}

/** Spec 02 §2: the Medical Crossword at 768 px or less. */
export function NotOnMobile() {
  return (
    <section className="cw-state" aria-labelledby="cw-state-title">
      <svg
        className="cw-state__icon"
        width="48"
        height="48"
        viewBox="0 0 48 48"
        aria-hidden="true"
        focusable="false"
      >
        <rect
          x="5"
          y="9"
          width="38"
          height="26"
          rx="3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        />
        <path d="M17 41h14M24 35v6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <h1 id="cw-state-title" className="cw-state__title">
        {T.notOnMobileTitle}
      </h1>
      <p className="cw-state__text">{T.notOnMobileText}</p>
      <div className="cw-state__actions">
        <Link className={buttonClassName({ variant: 'secondary' })} to="/mini">
          Play the Mini Crossword
        </Link>
      </div>
    </section>
  );
}

/** The puzzle could not be loaded (no answer from the server). */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <section className="cw-state" aria-labelledby="cw-state-title">
      <h1 id="cw-state-title" className="cw-state__title">
        Something went wrong
      </h1>
      <p className="cw-state__text" role="alert">
        {message}
      </p>
      <div className="cw-state__actions">
        <Button onClick={onRetry}>Try again</Button>
      </div>
    </section>
  );
}
