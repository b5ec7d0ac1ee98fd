import type { Layout } from '../../../shared/crossword/grid';
import type { CrosswordPlayState } from './api';
import type { Board } from './board';
import type { Clock } from '../../ui/play/clock';

export { elapsedMs, type Clock } from '../../ui/play/clock';

/** What a play session shows (play-session.ts), read by the screen. */

export type Phase =
  'loading' | 'unavailable' | 'error' | 'waiting' | 'starting' | 'playing' | 'paused' | 'won';

export interface Notice {
  tone: 'info' | 'error';
  text: string;
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
