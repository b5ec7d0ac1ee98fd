import type { ReactNode } from 'react';
import { Link } from '../lib/router';
import { Button, buttonClassName, Spinner } from '../ui';
import { PlayMessage } from '../ui/play';
import type { Phase } from './session';

export interface PlayFallbackProps {
  phase: Phase;
  /** The server's message, if any. */
  message: string | null;
  hasState: boolean;
  archived: boolean;
  /** The game's own page class, beside play-page (its layout: a screen-high MedWord). */
  pageClass?: string;
  title: string;
  subtitle?: string;
  noneTitle: string;
  noneText: string;
  loading: string;
  onRetry: () => void;
}

/**
 * What a game's screen shows before its board: no puzzle
 * (with the way back), a failed load (Try again), or loading under the game's header. Null once
 * the board can show.
 */
export function playFallback(p: PlayFallbackProps): ReactNode {
  const page = (children: ReactNode) => (
    <div className={['play-page', p.pageClass ?? ''].filter(Boolean).join(' ')}>{children}</div>
  );
  if (p.phase === 'unavailable')
    return page(
      <PlayMessage eyebrow={p.title} title={p.noneTitle} text={p.message || p.noneText}>
        {p.archived ? (
          <Link className={buttonClassName({ variant: 'secondary' })} to="/archives">
            Browse the archives
          </Link>
        ) : null}
        <Link className={buttonClassName({ variant: 'ghost' })} to="/landing">
          Back to all games
        </Link>
      </PlayMessage>,
    );
  if (p.phase === 'error')
    return page(
      <PlayMessage title={p.noneTitle} text={p.message ?? p.noneText} alert>
        <Button onClick={p.onRetry}>Try again</Button>
      </PlayMessage>,
    );
  if (!p.hasState)
    return page(
      <>
        <header className="play-head">
          <h1 className="play-head__title">{p.title}</h1>
          {p.subtitle ? <p className="play-head__subtitle">{p.subtitle}</p> : null}
        </header>
        <div className="play-loading" role="status">
          <Spinner size="lg" decorative />
          <p>{p.loading}</p>
        </div>
      </>,
    );
  return null;
}
