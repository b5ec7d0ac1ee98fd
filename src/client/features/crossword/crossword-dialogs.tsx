import { Suspense, useEffect } from 'react';
import type { Scope } from '../../../shared/crossword/moves';
import { lazyComponent } from '../../lib/lazy-component';
import type { EndDialog, PlayScreen } from '../../play';
import type { CrosswordGame } from './api';
import type { Board } from './board';
import type { CrosswordSession, CrosswordSnapshot } from './crossword-session';
import { endOutcome } from './end-outcome';
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
  funFact: FunFact | null;
  shareText: string;
  hasStats: boolean;
}

// The end modal (and the streak and next-puzzle lines in it) is its own chunk: the first view of a
// crossword does not carry it. It loads once a play is under way, well before a solve can open it.
const EndModal = lazyComponent(() => import('./end-modal').then((m) => m.EndModal));

/** Reset and Reveal ask first; the end modal opens once after each solve. */
export function CrosswordDialogs(p: CrosswordDialogsProps) {
  const { state, clock, phase } = p.snapshot;
  const underWay = phase === 'playing' || phase === 'paused' || phase === 'won' || phase === 'lost';
  useEffect(() => {
    if (underWay) void EndModal.preload();
  }, [underWay]);
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
      {end.open || underWay ? (
        <Suspense fallback={null}>
          <EndModal.Component
            open={end.open}
            game={p.game}
            outcome={endOutcome(p.board, clock.activeMs, state.result)}
            funFact={p.funFact}
            shareText={p.shareText}
            onClose={end.close}
            onLeaderboard={screen.hasBoard ? goTo('board') : undefined}
            onStats={p.hasStats ? goTo('stats') : undefined}
          />
        </Suspense>
      ) : null}
    </>
  );
}
