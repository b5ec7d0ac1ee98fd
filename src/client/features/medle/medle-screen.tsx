import { useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useIsMobile } from '../../ui';
import { playFallback, usePlayLifecycle } from '../../play';
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

  const fallback = playFallback({
    phase,
    message,
    hasState: state !== null,
    archived: props.mode === 'archive',
    prefix: 'ml',
    title: T.title,
    subtitle: T.subtitle,
    noneTitle: T.noCaseTitle,
    noneText: T.noCaseText,
    loading: T.loading,
    onRetry: () => void session.load(),
  });
  if (fallback || !state) return fallback;
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
