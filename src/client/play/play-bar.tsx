import type { ReactNode } from 'react';
import { Timer, type Clock } from '../ui/play';
import type { Phase } from './session';

export interface PlayBarProps {
  clock: Clock;
  phase: Phase;
  busy: string | null;
  /** Whether Pause is offered while playing (a game may hold it during a short animation). */
  canPause?: boolean;
  onPause: () => void;
  onContinue: () => void;
  helpLabel: string;
  onHelp: () => void;
  /** The key that opens help too, told to screen readers (MedWord's '?'). */
  helpKey?: string;
  /** Absent without a leaderboard (archive and test play). */
  leaderboard?: { label: string; onOpen: () => void };
  /** More tools between help and the leaderboard (a game's settings). */
  children?: ReactNode;
}

/** The timer with Pause or Continue, and the tools: help, the game's own, the leaderboard. */
export function PlayBar(p: PlayBarProps) {
  const control =
    p.phase === 'playing' && p.canPause !== false
      ? 'pause'
      : p.phase === 'paused'
        ? 'continue'
        : null;
  return (
    <div className="play-bar">
      <Timer
        clock={p.clock}
        control={control}
        controlDisabled={p.busy === 'start'}
        onPause={p.onPause}
        onContinue={p.onContinue}
      />
      <div className="play-bar__tools">
        <button
          type="button"
          className="mg-settings-button play-help-button"
          aria-label={p.helpLabel}
          aria-haspopup="dialog"
          aria-keyshortcuts={p.helpKey}
          onClick={p.onHelp}
        >
          ?
        </button>
        {p.children}
        {p.leaderboard ? (
          <button
            type="button"
            className="mg-button mg-button--secondary mg-button--sm"
            onClick={p.leaderboard.onOpen}
          >
            {p.leaderboard.label}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** What screen readers hear after a move. */
export function PlayAnnouncer({ text }: { text: string }) {
  return (
    <p className="visually-hidden" aria-live="polite">
      {text}
    </p>
  );
}
