import type { Layout } from '../../../shared/crossword/grid';
import type { CrosswordFeedback, FillMove, ToolMove } from '../../../shared/crossword/moves';
import {
  PlaySession,
  RETRY_DELAYS_MS,
  type CoreSnapshot,
  type Notice,
  type Phase,
} from '../../play';
import {
  crosswordApi,
  type CrosswordMove,
  type CrosswordMoveState,
  type CrosswordPlayState,
  type PlayKey,
} from './api';
import {
  cellKey,
  editsToCells,
  isFixed,
  isFull,
  layoutFor,
  overlay,
  withLetter,
  type Board,
  type Edits,
} from './board';
import { feedbackAnnouncement } from './announcements';
import { SAVE_NOTICES } from './texts';

export { elapsedMs, type Clock } from '../../ui/play';
export { SAVE_PERIOD_MS } from '../../play';
export { RETRY_DELAYS_MS };
export type { Notice, Phase };

/** Solver settings that change what a typed letter is. */
export interface TypingMode {
  pencil: boolean;
  autocheck: boolean;
}

interface CrosswordFields {
  layout: Layout | null;
  /** The letters on the grid: the server's view with the letters typed since laid over it. */
  board: Board | null;
}

export type CrosswordSnapshot = CoreSnapshot<CrosswordPlayState> & CrosswordFields;

export const SAVE_DEBOUNCE_MS = 500;

export interface SessionOptions {
  /** Monotonic milliseconds (default performance.now). */
  now?: () => number;
}

/**
 * One crossword play in the browser (docs/api-play.md), on the play core (src/client/play): the
 * letters typed since the server's last answer. Letters appear at once; they are sent as `fill`
 * moves 500 ms after the last change, every 5 s while any are unsent, before any tool or pause,
 * and on unload by beacon. Each answer's view is the truth, with the letters typed meanwhile laid
 * over it. A failed save keeps its letters and is retried.
 */
export class CrosswordSession extends PlaySession<
  'mini' | 'medical',
  Board,
  CrosswordPlayState,
  CrosswordMoveState,
  CrosswordMove,
  CrosswordFields
> {
  private pending: Edits = new Map();
  private inflight: Edits | null = null;
  private typing: TypingMode = { pencil: false, autocheck: false };
  private debounceTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(key: PlayKey, options: SessionOptions = {}) {
    super(key, crosswordApi, {
      blank: { layout: null, board: null },
      loadFailed: SAVE_NOTICES.loadFailed,
      notices: SAVE_NOTICES,
      ...(options.now ? { now: options.now } : {}),
    });
    this.takeLoaded();
  }

  /** Letters typed but not yet acknowledged by the server. */
  get unsentCount(): number {
    return this.pending.size + (this.inflight?.size ?? 0);
  }

  /**
   * A paused play comes without its view (no clues while the clock is stopped): the board stays
   * as it was, hidden, until Continue brings the view again.
   */
  protected fromState(state: CrosswordPlayState): Partial<CrosswordFields> {
    const layout = this.snap.layout ?? layoutFor(state.puzzle);
    const play = state.play;
    if (!play) return { layout, board: null };
    if (play.status !== 'playing') {
      this.pending.clear();
      this.dropMoves();
      return { layout, board: play.view };
    }
    if (!play.view) return { layout };
    const laid = overlay(layout, play.view, this.pending);
    this.pending = laid.edits;
    return { layout, board: laid.board };
  }

  /** How letters are typed now (solver settings): in pencil, and checked as typed. */
  configure(typing: TypingMode): void {
    this.typing = typing;
  }

  /** A letter typed (or '' erased) in a square. Returns false when the square takes no input. */
  setLetter(row: number, col: number, letter: string): boolean {
    const { phase, board, layout } = this.snap;
    if (phase !== 'playing' || !board || !layout || isFixed(board, row, col)) return false;
    if (board.letters[row]?.[col] === undefined) return false;
    const pencil = this.typing.pencil && letter !== '';
    if (board.letters[row]?.[col] === letter && (board.pencil[row]?.[col] ?? false) === pencil)
      return true;
    const edit = { letter, pencil };
    this.pending.set(cellKey(row, col), edit);
    const next = withLetter(layout, board, row, col, edit);
    const notice = this.snap.notice?.text === SAVE_NOTICES.almost ? null : this.snap.notice;
    this.set({ board: next, notice });
    // autocheck marks come from the server: send each letter at once
    if (isFull(layout, next.letters) || this.typing.autocheck) this.flush();
    else this.scheduleFlush();
    return true;
  }

  /** Check, Reveal or Clear: the letters typed so far are saved first. */
  tool(move: ToolMove): void {
    if (this.snap.phase !== 'playing') return;
    this.queueFill(false);
    void this.sendMove({
      tag: 'tool',
      busy: null,
      build: () => move,
      retry: true, // checking or revealing a square twice changes nothing
      done: (state) =>
        this.set({
          announcement: feedbackAnnouncement(state.feedback as CrosswordFeedback | null),
        }),
    });
  }

  /** Sends the unsent letters now. */
  override flush(): void {
    this.queueFill(true);
    super.flush();
  }

  /** The 5-second save: only when something is unsent and the play runs. */
  override periodicSave(): void {
    if (this.snap.phase === 'playing' && this.pending.size > 0) this.flush();
  }

  override pause(): void {
    clearTimeout(this.debounceTimer);
    super.pause(); // it carries the unsent letters
  }

  override leave(): void {
    clearTimeout(this.debounceTimer);
    super.leave();
  }

  protected override takeUnsent() {
    clearTimeout(this.debounceTimer);
    if (this.pending.size === 0) return null;
    const sent = this.take();
    return {
      move: this.fillMove(sent),
      restore: (keep: boolean) => this.restore(sent, keep),
      sent: () => (this.inflight = null),
    };
  }

  protected override unsentForBeacon(): CrosswordMove | null {
    const edits: Edits = new Map([...(this.inflight ?? []), ...this.pending]);
    return edits.size > 0 ? this.fillMove(edits) : null;
  }

  protected override sentByBeacon(): void {
    clearTimeout(this.debounceTimer);
    this.pending.clear();
  }

  protected override afterStart(): void {
    if (this.pending.size > 0) this.scheduleFlush();
  }

  protected override onReset(): void {
    this.pending.clear();
  }

  private scheduleFlush(): void {
    clearTimeout(this.debounceTimer);
    this.debounceTimer = setTimeout(() => this.flush(), SAVE_DEBOUNCE_MS);
  }

  /** Queues a fill unless one not yet sent is waiting (it takes every unsent letter). */
  private queueFill(start: boolean): void {
    clearTimeout(this.debounceTimer);
    if (this.pending.size === 0) return;
    let sent: Edits | null = null;
    void this.sendMove(
      {
        tag: 'fill',
        busy: null,
        merge: true,
        retry: true, // letters set twice are the same letters
        build: () => {
          if (this.pending.size === 0) return null;
          sent = this.take();
          return this.fillMove(sent);
        },
        done: (state) => {
          this.inflight = null;
          this.noticeIfAlmost(state);
        },
        restore: (keep) => {
          if (sent) this.restore(sent, keep);
        },
      },
      start,
    );
  }

  /** The unsent letters, now in flight. */
  private take(): Edits {
    const sent = this.pending;
    this.inflight = sent;
    this.pending = new Map();
    return sent;
  }

  /** The fill move for some edits, checked as typed when autocheck is on. */
  private fillMove(edits: Edits): FillMove {
    const cells = editsToCells(edits);
    return this.typing.autocheck
      ? { type: 'fill', cells, autocheck: true }
      : { type: 'fill', cells };
  }

  /** A failed save: its letters are unsent again (unless typed over since, or refused). */
  private restore(sent: Edits, keep: boolean): void {
    this.inflight = null;
    if (!keep) return;
    for (const [k, letter] of sent) if (!this.pending.has(k)) this.pending.set(k, letter);
  }

  private noticeIfAlmost(state: CrosswordPlayState): void {
    const { layout } = this.snap;
    const view = state.play?.view;
    if (state.play?.status !== 'playing' || !view || !layout || this.pending.size > 0) return;
    if (isFull(layout, view.letters)) this.notify({ tone: 'info', text: SAVE_NOTICES.almost });
  }
}
