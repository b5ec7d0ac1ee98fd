import { useIsMobile } from '../../ui';
import { playFallback, usePlay, type PlaySlots } from '../../play';
import type { PlayMode } from '../../../shared/play/games';
import { medleApi } from './api';
import { MedleBoard } from './medle-board';
import { MedleSession } from './medle-session';
import { MEDLE_TEXTS as T } from './texts';
import './medle.css';

export interface MedleScreenProps extends PlaySlots {
  /** `today` (the server names the player's day) or the archive's date. */
  date: string;
  mode: PlayMode;
}

/** /medle and /archives/medle/:date (docs/product.md, Medle). */
export function MedleScreen(props: MedleScreenProps) {
  return <MedlePlay key={`${props.date}/${props.mode}`} {...props} />;
}

function MedlePlay({ date, mode, ...slots }: MedleScreenProps) {
  const mobile = useIsMobile();
  const { session, snapshot } = usePlay(() => new MedleSession({ game: 'medle', date, mode }));
  const { phase, state, message } = snapshot;
  const fallback = playFallback({
    phase,
    message,
    hasState: state !== null,
    archived: mode === 'archive',
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
      {...(medleApi.diagnoses ? { loadNames: medleApi.diagnoses } : {})}
      {...slots}
    />
  );
}
