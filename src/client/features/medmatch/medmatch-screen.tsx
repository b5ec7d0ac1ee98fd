import { useIsMobile } from '../../ui';
import { playFallback, usePlay, type PlaySlots } from '../../play';
import type { PlayMode } from '../../../shared/play/games';
import { MedmatchBoard } from './medmatch-board';
import { MedmatchSession } from './medmatch-session';
import { MEDMATCH_TEXTS as T } from './texts';
import './medmatch.css';
import type { FunFact } from '../../../shared/fun-facts/facts';

export interface MedmatchScreenProps extends PlaySlots {
  /** `today` (the server names the player's day) or the archive's date. */
  date: string;
  mode: PlayMode;
  loadFunFact?: (day: string) => Promise<FunFact>;
}

/** /medmatch and /archives/medmatch/:date (docs/product.md, MedMatch). */
export function MedmatchScreen(props: MedmatchScreenProps) {
  return <MedmatchPlay key={`${props.date}/${props.mode}`} {...props} />;
}

function MedmatchPlay({ date, mode, ...rest }: MedmatchScreenProps) {
  const mobile = useIsMobile();
  const { session, snapshot } = usePlay(
    () => new MedmatchSession({ game: 'medmatch', date, mode }),
  );
  const { phase, state, message } = snapshot;
  const fallback = playFallback({
    phase,
    message,
    hasState: state !== null,
    archived: mode === 'archive',
    title: T.title,
    noneTitle: T.noPuzzleTitle,
    noneText: T.noPuzzleText,
    loading: T.loading,
    onRetry: () => void session.load(),
  });
  if (fallback || !state) return fallback;
  return (
    <MedmatchBoard session={session} snapshot={{ ...snapshot, state }} mobile={mobile} {...rest} />
  );
}
