import type { Layout } from '../../../shared/crossword/grid';
import type { CrosswordPlayState } from './api';
import type { Board } from './board';

/** What a play session shows (play-session.ts), read by the screen. */

export type Phase =
  'loading' | 'unavailable' | 'error' | 'waiting' | 'starting' | 'playing' | 'paused' | 'won';

export interface Notice {
  tone: 'info' | 'error';
  text: string;
}

/** The server's active time `activeMs` as of `at` (the local monotonic clock), running or not. */
export interface Clock {
  activeMs: number;
  running: boolean;
  at: number;
}

export interface PlaySnapshot {
  phase: Phase;
  /** Why there is no puzzle, or why it could not load. */
  message: string | null;
  state: CrosswordPlayState | null;
  layout: Layout | null;
  board: Board | null;
  clock: Clock;
  notice: Notice | null;
  /** What the last tool did, for screen readers. */
  announcement: string;
  busy: 'start' | 'reset' | null;
  /** Counts the finishes seen in this visit (0: none); each new one opens the end modal. */
  winSeq: number;
}

/** Milliseconds of play to show at `now`: the server's figure plus local ticking while it runs. */
export function elapsedMs(clock: Clock, now: number): number {
  return clock.activeMs + (clock.running ? Math.max(0, now - clock.at) : 0);
}
