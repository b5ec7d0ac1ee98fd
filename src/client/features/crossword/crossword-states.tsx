import { Link } from '../../lib/router';
import { Button, buttonClassName } from '../../ui';
import { PlayMessage } from '../../ui/play';
import type { EngineMode } from '../../../shared/play/games';
import type { CrosswordGame } from './api';
import { CROSSWORD_TEXTS as T } from './texts';

/** No puzzle for the day (or not in the archives): the server's reason, then 'Check back tomorrow…'. */
export function NoPuzzle({
  game,
  mode,
  message,
}: {
  game: CrosswordGame;
  mode: EngineMode;
  message: string | null;
}) {
  const fallback = mode === 'archive' ? T.notInArchives : T.noPuzzleToday;
  return (
    <PlayMessage eyebrow={T.title[game]} title={message || fallback} text={T.checkBackTomorrow}>
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
    </PlayMessage>
  );
}

const ScreenIcon = () => (
  <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
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
);

/** The Medical Crossword at 768 px or less (docs/product.md#crossword-rules). */
export function NotOnMobile() {
  return (
    <PlayMessage icon={<ScreenIcon />} title={T.notOnMobileTitle} text={T.notOnMobileText}>
      <Link className={buttonClassName({ variant: 'secondary' })} to="/mini">
        Play the Mini Crossword
      </Link>
    </PlayMessage>
  );
}

/** The puzzle could not be loaded (no answer from the server). */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <PlayMessage title="Something went wrong" text={message} alert>
      <Button onClick={onRetry}>Try again</Button>
    </PlayMessage>
  );
}
