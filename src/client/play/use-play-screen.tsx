import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { EngineMode } from '../../shared/play/games';
import type { Phase } from './session';

/** A dialog a screen opens from outside the game (the leaderboard, the player's stats). */
export interface SlotProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What the app composes into a game's screen (the game itself imports none of it). */
export interface PlaySlots {
  /** Today's daily question before the first start: (start, nothingToAsk) → the gate. */
  renderBeforeStart?: (start: () => void, nothingToAsk: () => void) => ReactNode;
  /** The leaderboard modal; left out in archive and test play. */
  renderLeaderboard?: (props: SlotProps & { date: string }) => ReactNode;
  renderStats?: (props: SlotProps) => ReactNode;
  /** Told when the play ends while the screen is open (a deck crossword's finishers refresh). */
  onFinish?: () => void;
}

export interface PlayScreen<Dialog extends string> {
  playing: boolean;
  paused: boolean;
  finished: boolean;
  won: boolean;
  /** The board is hidden: before the start, and while paused (the clues are not sent then). */
  concealed: boolean;
  /** The daily question in front of the first start, when there is one. */
  gate: ReactNode;
  /** The Start card shows (no gate, or it had nothing to ask). */
  ready: boolean;
  /** A daily play with a leaderboard slot. */
  hasBoard: boolean;
  /** The one dialog open now, if any; the screen's own dialogs take a name of their own. */
  dialog: Dialog | 'help' | 'board' | 'stats' | null;
  open(dialog: Dialog | 'help' | 'board' | 'stats'): void;
  close(): void;
  /** The leaderboard and stats dialogs, rendered where the screen puts them. */
  slots: ReactNode;
}

/**
 * What every game screen derives the same way from its play: the phase flags, the daily
 * question's gate and the Start card, and which dialog is open (help, leaderboard, stats or the
 * game's own), with the app's leaderboard and stats slots wired to it.
 */
export function usePlayScreen<Dialog extends string = never>(
  start: () => void,
  snap: { phase: Phase; state: { mode: EngineMode; puzzleDate: string } },
  slots: PlaySlots,
): PlayScreen<Dialog> {
  const [dialog, setDialog] = useState<PlayScreen<Dialog>['dialog']>(null);
  const [nothingToAsk, setNothingToAsk] = useState(false);
  const { phase, state } = snap;
  const gate =
    phase === 'waiting' && slots.renderBeforeStart && !nothingToAsk
      ? slots.renderBeforeStart(start, () => setNothingToAsk(true))
      : null;
  const hasBoard = state.mode === 'daily' && slots.renderLeaderboard !== undefined;
  const finished = phase === 'won' || phase === 'lost';
  const wasFinished = useRef(finished);
  const { onFinish } = slots;
  useEffect(() => {
    if (finished && !wasFinished.current) onFinish?.();
    wasFinished.current = finished;
  }, [finished, onFinish]);
  const openChange = (name: 'board' | 'stats') => (open: boolean) => setDialog(open ? name : null);
  return {
    playing: phase === 'playing',
    paused: phase === 'paused',
    finished,
    won: phase === 'won',
    concealed: phase === 'paused' || phase === 'waiting' || phase === 'starting',
    gate,
    ready: (phase === 'waiting' && gate === null) || phase === 'starting',
    hasBoard,
    dialog,
    open: setDialog,
    close: () => setDialog(null),
    slots: (
      <>
        {hasBoard
          ? slots.renderLeaderboard?.({
              date: state.puzzleDate,
              open: dialog === 'board',
              onOpenChange: openChange('board'),
            })
          : null}
        {slots.renderStats?.({ open: dialog === 'stats', onOpenChange: openChange('stats') })}
      </>
    ),
  };
}
