import { useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useIsMobile } from '../../ui';
import { playFallback, usePlayLifecycle } from '../../play';
import type { PlayMode } from '../../../shared/play/games';
import { DEFAULT_SOLVER_SETTINGS, type SolverSettings } from '../../../shared/play/solver-settings';
import type { MedwordApi } from './api';
import { MedwordBoard, type SlotProps } from './medword-board';
import { MedwordSession } from './medword-session';
import { MEDWORD_TEXTS as T } from './texts';
import './medword.css';

export interface MedwordScreenProps {
  /** `today` (the server names the player's day) or the archive's date. */
  date: string;
  mode: PlayMode;
  /** Today's daily question, before the first start (DECISIONS "Daily question"). */
  renderBeforeStart?: (start: () => void, nothingToAsk: () => void) => ReactNode;
  /** The leaderboard modal; leave out for archive play. */
  renderLeaderboard?: (props: SlotProps & { date: string }) => ReactNode;
  renderStats?: (props: SlotProps) => ReactNode;
  settings?: SolverSettings;
  onSettingsChange?: (patch: Partial<SolverSettings>) => void;
  /** Tests pass a fake API. */
  api?: MedwordApi;
}

/** /medword and /archives/medword/:date (spec 03 §2 "MedWord screen"). */
export function MedwordScreen(props: MedwordScreenProps) {
  return <MedwordPlay key={`${props.date}/${props.mode}`} {...props} />;
}

function MedwordPlay(props: MedwordScreenProps) {
  const mobile = useIsMobile();
  const [session] = useState(
    () => new MedwordSession({ game: 'medword', date: props.date, mode: props.mode }, props.api),
  );
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  usePlayLifecycle(session);
  const { phase, state, message } = snapshot;

  const fallback = playFallback({
    phase,
    message,
    hasState: state !== null,
    archived: props.mode === 'archive',
    prefix: 'mw',
    title: T.title,
    subtitle: T.subtitle,
    noneTitle: T.noWordTitle,
    noneText: T.noWordText,
    loading: T.loading,
    onRetry: () => void session.load(),
  });
  if (fallback || !state) return fallback;
  return (
    <MedwordBoard
      session={session}
      snapshot={{ ...snapshot, state }}
      mobile={mobile}
      settings={props.settings ?? DEFAULT_SOLVER_SETTINGS}
      onSettingsChange={props.onSettingsChange ?? (() => undefined)}
      {...(props.renderBeforeStart ? { renderBeforeStart: props.renderBeforeStart } : {})}
      {...(props.renderLeaderboard ? { renderLeaderboard: props.renderLeaderboard } : {})}
      {...(props.renderStats ? { renderStats: props.renderStats } : {})}
    />
  );
}
