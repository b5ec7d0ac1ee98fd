import { useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { Button, buttonClassName, Spinner, useIsMobile } from '../../ui';
import { PlayMessage, usePlayLifecycle } from '../../ui/play';
import type { PlayMode } from '../../../shared/play/games';
import { medleApi, type MedleApi } from './api';
import { MedleBoard, type SlotProps } from './medle-board';
import { MedleSession } from './medle-session';
import { MEDLE_TEXTS as T } from './texts';
import './medle.css';

export interface MedleScreenProps {
  /** `today` (the server names the player's day) or the archive's date. */
  date: string;
  mode: PlayMode;
  /** Today's daily question, before the first start (DECISIONS "Daily question"). */
  renderBeforeStart?: (start: () => void, nothingToAsk: () => void) => ReactNode;
  /** The leaderboard modal; leave out for archive play. */
  renderLeaderboard?: (props: SlotProps & { date: string }) => ReactNode;
  renderStats?: (props: SlotProps) => ReactNode;
  /** Tests pass a fake API. */
  api?: MedleApi;
}

/** /medle and /archives/medle/:date (spec 03 §2 "Medle game screen"). */
export function MedleScreen(props: MedleScreenProps) {
  return <MedlePlay key={`${props.date}/${props.mode}`} {...props} />;
}

function MedlePlay(props: MedleScreenProps) {
  const mobile = useIsMobile();
  const api = props.api ?? medleApi;
  const [session] = useState(
    () => new MedleSession({ game: 'medle', date: props.date, mode: props.mode }, api),
  );
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  usePlayLifecycle(session);
  const { phase, state, message } = snapshot;

  if (phase === 'unavailable')
    return (
      <div className="ml-page">
        <PlayMessage eyebrow={T.title} title={T.noCaseTitle} text={message || T.noCaseText}>
          {props.mode === 'archive' ? (
            <Link className={buttonClassName({ variant: 'secondary' })} to="/archives">
              Browse the archives
            </Link>
          ) : null}
          <Link className={buttonClassName({ variant: 'ghost' })} to="/landing">
            Back to all games
          </Link>
        </PlayMessage>
      </div>
    );
  if (phase === 'error')
    return (
      <div className="ml-page">
        <PlayMessage title={T.noCaseTitle} text={message ?? T.noCaseText} alert>
          <Button onClick={() => void session.load()}>Try again</Button>
        </PlayMessage>
      </div>
    );
  if (!state)
    return (
      <div className="ml-page">
        <header className="ml-head">
          <h1 className="ml-head__title">{T.title}</h1>
          <p className="ml-head__subtitle">{T.subtitle}</p>
        </header>
        <div className="ml-loading" role="status">
          <Spinner size="lg" decorative />
          <p>{T.loading}</p>
        </div>
      </div>
    );
  return (
    <MedleBoard
      session={session}
      snapshot={{ ...snapshot, state }}
      mobile={mobile}
      {...(api.diagnoses ? { loadNames: api.diagnoses } : {})}
      {...(props.renderBeforeStart ? { renderBeforeStart: props.renderBeforeStart } : {})}
      {...(props.renderLeaderboard ? { renderLeaderboard: props.renderLeaderboard } : {})}
      {...(props.renderStats ? { renderStats: props.renderStats } : {})}
    />
  );
}
