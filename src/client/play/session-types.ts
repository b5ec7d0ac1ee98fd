import type { Clock } from '../ui/play/clock';
import type { PlayNotices } from './failure';

/** The play core's types (session.ts). */

export type Phase =
  | 'loading'
  | 'unavailable'
  | 'error'
  | 'waiting'
  | 'starting'
  | 'playing'
  | 'paused'
  | 'won'
  | 'lost';

export interface Notice {
  tone: 'info' | 'error';
  text: string;
}

/** What GET /api/play/:game/:date answers, as far as the core reads it. */
export interface CorePlayState<View> {
  day: string;
  play: {
    status: 'playing' | 'won' | 'lost';
    timer: { activeMs: number; running: boolean };
    /** Null while paused: nothing of the puzzle is sent then. */
    view: View | null;
  } | null;
}

export interface CoreSnapshot<State> {
  phase: Phase;
  /** Why there is no puzzle, or why it could not load. */
  message: string | null;
  state: State | null;
  clock: Clock;
  /** A line over the board: a failure (until the next success) or a flash (for a moment). */
  notice: Notice | null;
  /** The request under way that the screen waits for ('start', 'reset', or a game's move). */
  busy: string | null;
  /** Counts the finishes seen in this visit (0: none); each new one opens the end modal. */
  finishSeq: number;
  /** What screen readers hear after a move. */
  announcement: string;
  /** Paused for a dialog over the board (Help): it continues when the dialog closes. */
  held: boolean;
}

/** One move in the queue. It is built when its turn comes, so it takes whatever is unsent then. */
export interface MoveRequest<Move, MoveState> {
  /** Groups moves of one kind: a waiting one is not queued twice (a crossword's letters). */
  tag: string;
  /** What the screen waits for meanwhile (null: the screen goes on). */
  busy: string | null;
  /** The move, or null when there is nothing to send any more. */
  build(): Move | null;
  /** The server's answer has been taken as the truth. */
  done?(state: MoveState): void;
  /**
   * The send failed: `keep` puts back what it carried (it may be sent again); false when the
   * server refused it for good (sent again, it would be refused forever).
   */
  restore?(keep: boolean): void;
  /** A transient failure is retried later (only moves the server may apply twice). */
  retry: boolean;
  /** A waiting move of the same tag takes this one's input: it is not queued twice. */
  merge?: boolean;
}

export type Op<Move, MoveState> =
  | { kind: 'start' | 'pause' | 'reset' | 'refresh' }
  | ({ kind: 'move'; settle: () => void } & MoveRequest<Move, MoveState>);

/** How long a flash stays, and the waits before a failed save is tried again. */
export const NOTICE_MS = 2000;
export const RETRY_DELAYS_MS = [2000, 4000, 8000, 15_000, 30_000] as const;

export interface SessionOptions<Extra> {
  /** The game's fields before anything is loaded, and after Try Again. */
  blank: Extra;
  /** Why the play could not load (a failed GET). */
  loadFailed: string;
  /** The failure texts, when a game names what is kept ('Your letters are kept'). */
  notices?: Partial<PlayNotices>;
  /** Monotonic milliseconds (default performance.now). */
  now?: () => number;
}
