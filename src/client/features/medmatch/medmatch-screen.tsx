import { useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { Button, buttonClassName, Spinner, useIsMobile } from '../../ui';
import { PlayMessage, usePlayLifecycle } from '../../ui/play';
import type { PlayMode } from '../../../shared/play/games';
import { medmatchApi, type MedmatchApi } from './api';
import { MedmatchBoard, type SlotProps } from './medmatch-board';
import { MedmatchSession } from './medmatch-session';
import { MEDMATCH_TEXTS as T } from './texts';
import './medmatch.css';

export interface MedmatchScreenProps {
  /** `today` (the server names the player's day) or the archive's date. */
  date: string;
  mode: PlayMode;
  /** Today's daily question, before the first start (DECISIONS "Daily question"). */
  renderBeforeStart?: (start: () => void, nothingToAsk: () => void) => ReactNode;
  /** The leaderboard modal; leave out for archive play. */
  renderLeaderboard?: (props: SlotProps & { date: string }) => ReactNode;
  renderStats?: (props: SlotProps) => ReactNode;
  loadFunFact?: (day: string) => Promise<string>;
  /** Tests pass a fake API. */
  api?: MedmatchApi;
}

/** /medmatch and /archives/medmatch/:date (spec 03 §2 "MedMatch screens"). */
export function MedmatchScreen(props: MedmatchScreenProps) {
  return <MedmatchPlay key={`${props.date}/${props.mode}`} {...props} />;
}

function MedmatchPlay(props: MedmatchScreenProps) {
  const mobile = useIsMobile();
  const [session] = useState(
    () =>
      new MedmatchSession(
        { game: 'medmatch', date: props.date, mode: props.mode },
        props.api ?? medmatchApi,
      ),
  );
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  usePlayLifecycle(session);
  const { phase, state, message } = snapshot;

  if (phase === 'unavailable')
    return (
      <div className="mm-page">
        <PlayMessage eyebrow={T.title} title={T.noPuzzleTitle} text={message || T.noPuzzleText}>
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
      <div className="mm-page">
        <PlayMessage title={T.noPuzzleTitle} text={message ?? T.noPuzzleText} alert>
          <Button onClick={() => void session.load()}>Try again</Button>
        </PlayMessage>
      </div>
    );
  if (!state)
    return (
      <div className="mm-page">
        <header className="mm-head">
          <h1 className="mm-head__title">{T.title}</h1>
        </header>
        <div className="mm-loading" role="status">
          <Spinner size="lg" decorative />
          <p>{T.loading}</p>
        </div>
      </div>
    );
  return (
    <MedmatchBoard
      session={session}
      snapshot={{ ...snapshot, state }}
      mobile={mobile}
      {...(props.renderBeforeStart ? { renderBeforeStart: props.renderBeforeStart } : {})}
      {...(props.renderLeaderboard ? { renderLeaderboard: props.renderLeaderboard } : {})}
      {...(props.renderStats ? { renderStats: props.renderStats } : {})}
      {...(props.loadFunFact ? { loadFunFact: props.loadFunFact } : {})}
    />
  );
}
