import type { Scope } from '../../../shared/crossword/moves';
import { lazyComponent } from '../../lib/lazy-component';
import { EndSlot, isUnderWay, usePreloadWhenUnderWay } from '../../play';
import type { EndDialog, PlayScreen } from '../../play';
import type { CrosswordGame } from './api';
import type { Board } from './board';
import type { CrosswordSession, CrosswordSnapshot } from './crossword-session';
import { ResetConfirm, RevealConfirm } from './reveal-confirm';
import type { FunFact } from '../../../shared/fun-facts/facts';

export interface CrosswordDialogsProps {
  game: CrosswordGame;
  session: CrosswordSession;
  snapshot: CrosswordSnapshot & { state: NonNullable<CrosswordSnapshot['state']> };
  board: Board;
  screen: PlayScreen<'reveal' | 'reset'>;
  end: EndDialog;
  /** What Reveal was chosen for; it is asked first. */
  revealScope: Scope;
  onReveal: () => void;
  /** The fun fact of the player's day, shown in the end modal. */
  loadFunFact: () => Promise<FunFact>;
  hasStats: boolean;
}

// the end modal, with the streak and next-puzzle lines in it (usePreloadWhenUnderWay)
const EndModal = lazyComponent('crossword-end', () => import('./end').then((m) => m.CrosswordEnd));

/** Reset and Reveal ask first; the end modal opens once after each solve. */
export function CrosswordDialogs(p: CrosswordDialogsProps) {
  const { state, clock, phase } = p.snapshot;
  usePreloadWhenUnderWay(EndModal, phase);
  const { screen, end } = p;
  const goTo = (dialog: 'board' | 'stats') => () => (end.close(), screen.open(dialog));
  return (
    <>
      <ResetConfirm
        open={screen.dialog === 'reset'}
        mode={state.mode}
        onConfirm={() => {
          screen.close();
          p.session.reset();
        }}
        onCancel={screen.close}
      />
      <RevealConfirm
        open={screen.dialog === 'reveal'}
        mode={state.mode}
        onConfirm={() => {
          p.onReveal();
          screen.close();
        }}
        onCancel={screen.close}
      />
      {end.open || isUnderWay(phase) ? (
        <EndSlot>
          <EndModal.Component
            open={end.open}
            play={{
              game: p.game,
              puzzleDate: state.puzzleDate,
              board: p.board,
              activeMs: clock.activeMs,
              ...(state.mode === 'practice' ? { practiceName: state.title ?? '' } : {}),
            }}
            result={state.result}
            loadFunFact={p.loadFunFact}
            onClose={end.close}
            onLeaderboard={screen.hasBoard ? goTo('board') : undefined}
            onStats={p.hasStats ? goTo('stats') : undefined}
          />
        </EndSlot>
      ) : null}
    </>
  );
}
