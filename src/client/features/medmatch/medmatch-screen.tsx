import { useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useIsMobile } from '../../ui';
import { playFallback, usePlayLifecycle } from '../../play';
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

  const fallback = playFallback({
    phase,
    message,
    hasState: state !== null,
    archived: props.mode === 'archive',
    prefix: 'mm',
    title: T.title,
    noneTitle: T.noPuzzleTitle,
    noneText: T.noPuzzleText,
    loading: T.loading,
    onRetry: () => void session.load(),
  });
  if (fallback || !state) return fallback;
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
