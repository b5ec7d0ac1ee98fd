import type { EngineMode } from '../../../shared/play/games';
import { isPuzzleDate } from '../../../shared/play/dates';
import { DEFAULT_SOLVER_SETTINGS, type SolverSettings } from '../../../shared/play/solver-settings';
import { Spinner, useIsMobile } from '../../ui';
import type { CrosswordGame } from './api';
import type { PlaySlots } from '../../play';
import { CrosswordBoard } from './crossword-board';
import { CrosswordHeader } from './crossword-header';
import { LoadError, NoPuzzle, NotOnMobile } from './crossword-states';
import { useCrosswordPlay } from './use-crossword-play';
import './crossword.css';
import type { FunFact } from '../../../shared/fun-facts/facts';

export interface CrosswordScreenProps extends PlaySlots {
  game: CrosswordGame;
  /** The day asked for: `today` (the server names the player's day) or the archive's date. */
  date: string;
  mode: EngineMode;
  /** The fun fact of the player's day, for 'Did you know?' in the end modals. */
  loadFunFact: (day: string) => Promise<FunFact>;
  /** The player's solver settings (default: all off) and how to change them. */
  settings?: SolverSettings;
  onSettingsChange?: (patch: Partial<SolverSettings>) => void;
}

/** /mini, /medical and their archive pages (docs/product.md#crossword-rules). */
export function CrosswordScreen(props: CrosswordScreenProps) {
  const mobile = useIsMobile();
  // a study-deck crossword (practice) is any size and plays on a phone too
  if (props.game === 'medical' && props.mode !== 'practice' && mobile)
    return (
      <div className="cw-page">
        <NotOnMobile />
      </div>
    );
  return (
    <CrosswordPlay key={`${props.game}/${props.date}/${props.mode}`} {...props} mobile={mobile} />
  );
}

function CrosswordPlay(props: CrosswordScreenProps & { mobile: boolean }) {
  const { game, date, mode } = props;
  const { session, snapshot } = useCrosswordPlay({ game, date, mode });
  const { phase, state, layout, message } = snapshot;

  if (phase === 'unavailable')
    return (
      <div className="cw-page">
        <NoPuzzle game={game} mode={mode} message={message} />
      </div>
    );
  if (phase === 'error')
    return (
      <div className="cw-page">
        <LoadError message={message ?? ''} onRetry={() => void session.load()} />
      </div>
    );
  if (!state || !layout)
    // The header paints at once (it needs no data), so the page has its heading while the
    // puzzle loads.
    return (
      <div className={`cw-page cw-page--${game}${props.mobile ? ' cw-page--mobile' : ''}`}>
        <CrosswordHeader
          game={game}
          date={isPuzzleDate(date) ? date : null}
          title={null}
          subtitle={null}
          mode={mode}
          compact={props.mobile}
        />
        <div className="cw-loading">
          <Spinner size="lg" label="Loading puzzle..." />
        </div>
      </div>
    );
  return (
    <CrosswordBoard
      {...props}
      settings={props.settings ?? DEFAULT_SOLVER_SETTINGS}
      onSettingsChange={props.onSettingsChange ?? (() => undefined)}
      session={session}
      snapshot={{ ...snapshot, state, layout }}
    />
  );
}
