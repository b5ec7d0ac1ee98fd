import { useIsMobile } from '../../ui';
import { playFallback, usePlay, type PlaySlots } from '../../play';
import type { PlayMode } from '../../../shared/play/games';
import { DEFAULT_SOLVER_SETTINGS, type SolverSettings } from '../../../shared/play/solver-settings';
import { MedwordBoard } from './medword-board';
import { MedwordSession } from './medword-session';
import { MEDWORD_TEXTS as T } from './texts';
import './medword.css';

export interface MedwordScreenProps extends PlaySlots {
  /** `today` (the server names the player's day) or the archive's date. */
  date: string;
  mode: PlayMode;
  settings?: SolverSettings;
  onSettingsChange?: (patch: Partial<SolverSettings>) => void;
}

/** /medword and /archives/medword/:date (docs/product.md, MedWord). */
export function MedwordScreen(props: MedwordScreenProps) {
  return <MedwordPlay key={`${props.date}/${props.mode}`} {...props} />;
}

function MedwordPlay({ date, mode, settings, onSettingsChange, ...slots }: MedwordScreenProps) {
  const mobile = useIsMobile();
  const { session, snapshot } = usePlay(() => new MedwordSession({ game: 'medword', date, mode }));
  const { phase, state, message } = snapshot;
  const fallback = playFallback({
    phase,
    message,
    hasState: state !== null,
    archived: mode === 'archive',
    pageClass: 'mw-page',
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
      settings={settings ?? DEFAULT_SOLVER_SETTINGS}
      onSettingsChange={onSettingsChange ?? (() => undefined)}
      {...slots}
    />
  );
}
