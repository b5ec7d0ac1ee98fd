import { ApiError, errorText } from '../../lib/http';
import type { CrosswordFeedback, FillMove, ToolMove } from '../../../shared/crossword/moves';
import {
  crosswordApi,
  TODAY,
  type CrosswordApi,
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
import { elapsedMs, type Clock, type Phase, type PlaySnapshot } from './play-types';
import { failureOf } from './save-failure';
import { SerialQueue } from './serial-queue';
import { SAVE_NOTICES } from './texts';

export { elapsedMs } from './play-types';
export type { Clock, Notice, Phase, PlaySnapshot } from './play-types';

/** Solver settings that change what a typed letter is. */
export interface TypingMode {
  pencil: boolean;
  autocheck: boolean;
}

/**
 * One crossword play in the browser (spec 02 §4, docs/api-play.md): the server's state, the
 * letters typed since, and the save queue. Letters appear at once; they are sent as `fill` moves
 * 500 ms after the last change, every 5 s while any are unsent, before any tool or pause, and on
 * unload by beacon. Requests go one at a time, in order; each answer's view is the truth, with
 * the letters typed meanwhile laid over it. Failed saves keep their letters and retry.
 */

type Op =
  | { kind: 'fill' }
  | { kind: 'tool'; move: ToolMove }
  | { kind: 'pause' }
  | { kind: 'start' }
  | { kind: 'reset' }
  | { kind: 'refresh' };

export const SAVE_DEBOUNCE_MS = 500;
export { SAVE_PERIOD_MS } from '../../ui/play';
export const RETRY_DELAYS_MS = [2000, 4000, 8000, 15_000, 30_000] as const;

export interface SessionOptions {
  api?: CrosswordApi;
  /** Monotonic milliseconds (default performance.now). */
  now?: () => number;
}

const SAVE_TEXTS: readonly string[] = [
  SAVE_NOTICES.offline,
  SAVE_NOTICES.busy,
  SAVE_NOTICES.server,
  SAVE_NOTICES.pausedElsewhere,
];

export class PlaySession {
  private snap: PlaySnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly api: CrosswordApi;
  private readonly now: () => number;
  private pending: Edits = new Map();
  private inflight: Edits | null = null;
  private readonly queue: SerialQueue<Op>;
  private wantPaused = false;
  private typing: TypingMode = { pencil: false, autocheck: false };
  private debounceTimer: ReturnType<typeof setTimeout> | undefined;

  /** Where the play lives; a daily play's `today` becomes its day once the server has named it. */
  key: PlayKey;

  constructor(key: PlayKey, options: SessionOptions = {}) {
    this.key = key;
    this.api = options.api ?? crosswordApi;
    this.now = options.now ?? (() => performance.now());
    this.queue = new SerialQueue<Op>(
      (op) => this.exec(op),
      (op, error) => this.failed(op, error),
      () => {
        if (this.snap.notice && SAVE_TEXTS.includes(this.snap.notice.text))
          this.set({ notice: null });
      },
      RETRY_DELAYS_MS,
    );
    this.snap = {
      phase: 'loading',
      message: null,
      state: null,
      layout: null,
      board: null,
      clock: { activeMs: 0, running: false, at: this.now() },
      notice: null,
      announcement: '',
      busy: null,
      winSeq: 0,
    };
    const loaded = this.api.loaded?.(key);
    if (loaded) this.receive(loaded);
  }

  /** GET the play unless the route had it loaded already (then the first render shows it). */
  async open(): Promise<void> {
    if (this.snap.phase === 'loading') await this.load();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): PlaySnapshot => this.snap;

  /** Letters typed but not yet acknowledged by the server. */
  get unsentCount(): number {
    return this.pending.size + (this.inflight?.size ?? 0);
  }

  private set(patch: Partial<PlaySnapshot>): void {
    this.snap = { ...this.snap, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** GET the play: a first visit waits for `start`, a paused play for `resume`. */
  async load(): Promise<void> {
    this.set({ phase: 'loading', message: null });
    try {
      this.receive(await this.api.state(this.key));
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 400 || status === 403 || status === 404)
        this.set({ phase: 'unavailable', message: errorText(error, '') || null });
      else this.set({ phase: 'error', message: SAVE_NOTICES.loadFailed });
    }
  }

  /**
   * The tab is back in view or focus: learn what another device did meanwhile (its letters, a
   * pause, a finish). Queued after any save in flight, so the answer never lags this tab's own.
   */
  sync(): void {
    const { phase } = this.snap;
    if (phase === 'loading' || phase === 'unavailable' || phase === 'error') return;
    if (!this.queue.hasWaiting((op) => op.kind === 'refresh')) this.queue.push({ kind: 'refresh' });
  }

  /** Reads the play again (after the page was restored, or the server refused a move). */
  async refresh(): Promise<void> {
    try {
      this.receive(await this.api.state(this.key));
    } catch {
      // keep what is shown; the next save or action tries again
    }
  }

  private phaseOf(state: CrosswordPlayState): Phase {
    const play = state.play;
    if (!play) return this.snap.busy === 'start' ? 'starting' : 'waiting';
    if (play.status !== 'playing') return 'won';
    return this.wantPaused || !play.timer.running ? 'paused' : 'playing';
  }

  /**
   * Takes a server answer as the truth, keeping the letters typed since it was asked. A paused
   * play comes without its view (no clues while the clock is stopped): the board stays as it
   * was, hidden, until Continue brings the view again.
   */
  private receive(state: CrosswordPlayState): void {
    // the day stays the one the server named first: a play running past midnight keeps it
    if (this.key.date === TODAY) this.key = { ...this.key, date: state.day };
    const layout = this.snap.layout ?? layoutFor(state.puzzle);
    const wasPlaying = this.snap.state?.play?.status === 'playing';
    const play = state.play;
    let board: Board | null = null;
    let clock = this.snap.clock;
    if (play) {
      if (play.status !== 'playing') {
        this.pending.clear();
        this.queue.drop(isMove);
        board = play.view;
      } else if (play.view) {
        const laid = overlay(layout, play.view, this.pending);
        this.pending = laid.edits;
        board = laid.board;
      } else {
        board = this.snap.board;
      }
      if (play.status === 'playing' && !play.timer.running) this.wantPaused = true;
      const running = play.timer.running && !this.wantPaused;
      clock = { activeMs: play.timer.activeMs, running, at: this.now() };
    }
    const winSeq = this.snap.winSeq + (wasPlaying && play?.status === 'won' ? 1 : 0);
    this.set({ state, layout, board, clock, winSeq, phase: this.phaseOf(state) });
  }

  /** Starts a first play (after the daily question, when there is one). */
  start(): void {
    if (this.snap.phase !== 'waiting') return;
    this.set({ phase: 'starting', busy: 'start', notice: null });
    this.queue.push({ kind: 'start' });
  }

  /** Continue after a pause. */
  resume(): void {
    if (this.snap.phase !== 'paused' || this.snap.busy) return;
    this.set({ busy: 'start' });
    this.queue.push({ kind: 'start' });
  }

  /** Pauses at once on screen (input stops), then saves the letters and pauses on the server. */
  pause(): void {
    if (this.snap.phase !== 'playing') return;
    this.wantPaused = true;
    const now = this.now();
    this.set({
      phase: 'paused',
      clock: { activeMs: elapsedMs(this.snap.clock, now), running: false, at: now },
    });
    clearTimeout(this.debounceTimer);
    this.queue.push({ kind: 'pause' }); // it carries the unsent letters
  }

  /** After a finish: the board starts again at 0 (a recorded result stays). */
  reset(): void {
    if (this.snap.phase !== 'won' || this.snap.busy) return;
    this.set({ busy: 'reset', notice: null });
    this.queue.push({ kind: 'reset' });
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
    this.queueFill();
    this.queue.push({ kind: 'tool', move });
  }

  /** Sends the unsent letters now. */
  flush(): void {
    this.queueFill();
    this.queue.start();
  }

  /** The 5-second save: only when something is unsent and the play runs. */
  periodicSave(): void {
    if (this.snap.phase === 'playing' && this.pending.size > 0) this.flush();
  }

  /** The connection is back: retry at once instead of waiting for the back-off. */
  retryNow(): void {
    this.queue.retryNow();
  }

  /**
   * The page is closing (or reloading): the unsent letters and the pause go by beacon, and the
   * screen shows the pause (a page restored from the back-forward cache shows Continue).
   */
  unload(): void {
    const { phase } = this.snap;
    if (phase !== 'playing' && phase !== 'paused') return;
    const edits: Edits = new Map([...(this.inflight ?? []), ...this.pending]);
    const pausing = phase === 'playing' || this.queue.has((op) => op.kind === 'pause');
    if (!pausing && edits.size === 0) return;
    const move = edits.size > 0 ? this.fillMove(edits) : null;
    if (this.api.pauseOnUnload(this.key, move)) {
      this.pending.clear();
      this.queue.drop(() => true);
    }
    clearTimeout(this.debounceTimer);
    if (phase === 'playing') {
      this.wantPaused = true;
      const now = this.now();
      const clock = { activeMs: elapsedMs(this.snap.clock, now), running: false, at: now };
      this.set({ phase: 'paused', clock });
    }
  }

  /** The screen is gone (navigation, or the Medical Crossword's mobile page): save and pause. */
  leave(): void {
    clearTimeout(this.debounceTimer);
    if (this.snap.phase === 'playing') this.pause();
    else this.flush();
  }

  dismissNotice(): void {
    this.set({ notice: null });
  }

  private scheduleFlush(): void {
    clearTimeout(this.debounceTimer);
    this.debounceTimer = setTimeout(() => this.flush(), SAVE_DEBOUNCE_MS);
  }

  /** Adds a fill to the queue unless one not yet sent is there (it takes every unsent letter). */
  private queueFill(): void {
    clearTimeout(this.debounceTimer);
    if (this.pending.size === 0) return;
    if (!this.queue.hasWaiting((op) => op.kind === 'fill')) this.queue.add({ kind: 'fill' });
  }

  private async exec(op: Op): Promise<void> {
    const { key, api } = this;
    switch (op.kind) {
      case 'fill': {
        if (this.pending.size === 0 || this.snap.phase === 'won') return;
        const sent = this.pending;
        this.inflight = sent;
        this.pending = new Map();
        try {
          const state = await api.move(key, this.fillMove(sent));
          this.inflight = null;
          this.receive(state);
          this.noticeIfAlmost(state);
        } catch (error) {
          this.restore(sent);
          throw error;
        }
        return;
      }
      case 'tool': {
        if (this.snap.phase === 'won') return;
        const state = await api.move(key, op.move);
        this.receive(state);
        this.set({
          announcement: feedbackAnnouncement(state.feedback as CrosswordFeedback | null),
        });
        return;
      }
      case 'pause': {
        // The unsent letters ride with the pause, applied first on the server in one step.
        const sent = this.pending;
        this.inflight = sent;
        this.pending = new Map();
        const move = sent.size > 0 ? this.fillMove(sent) : null;
        try {
          const state = await api.pause(key, move);
          this.inflight = null;
          this.receive(state);
        } catch (error) {
          this.restore(sent);
          throw error;
        }
        return;
      }
      case 'start': {
        const state = await api.start(key);
        if (!this.queue.hasWaiting((o) => o.kind === 'pause')) this.wantPaused = false;
        this.set({ busy: null });
        this.receive(state);
        if (this.pending.size > 0) this.scheduleFlush();
        return;
      }
      case 'refresh':
        this.receive(await api.state(key));
        return;
      case 'reset': {
        const state = await api.reset(key);
        this.pending.clear();
        this.wantPaused = false;
        this.set({ busy: null });
        this.receive(state);
        return;
      }
    }
  }

  /** The fill move for some edits, checked as typed when autocheck is on. */
  private fillMove(edits: Edits): FillMove {
    const cells = editsToCells(edits);
    return this.typing.autocheck
      ? { type: 'fill', cells, autocheck: true }
      : { type: 'fill', cells };
  }

  /** A failed save: its letters are unsent again (unless typed over since). */
  private restore(sent: Edits): void {
    this.inflight = null;
    for (const [k, letter] of sent) if (!this.pending.has(k)) this.pending.set(k, letter);
  }

  private noticeIfAlmost(state: CrosswordPlayState): void {
    const { layout } = this.snap;
    const view = state.play?.view;
    if (state.play?.status !== 'playing' || !view || !layout || this.pending.size > 0) return;
    if (isFull(layout, view.letters))
      this.set({ notice: { tone: 'info', text: SAVE_NOTICES.almost } });
  }

  /** Decides what a failed request means: try again later, or give up on this step. */
  private failed(op: Op, error: unknown): 'retry' | 'drop' {
    if (op.kind === 'refresh') return 'drop'; // the next save or visit reads the play anyway
    const failure = failureOf(error);
    if (op.kind === 'start' || op.kind === 'reset') {
      const text = errorText(error, SAVE_NOTICES.startFailed);
      this.set({ busy: null, notice: { tone: 'error', text } });
      if (this.snap.phase === 'starting') this.set({ phase: 'waiting' });
      return 'drop';
    }
    switch (failure.kind) {
      case 'retry':
        this.set({ notice: { tone: 'info', text: failure.text } });
        return 'retry';
      case 'paused': {
        // Paused elsewhere (another window, or this page's unload): keep the letters, show Continue.
        this.wantPaused = true;
        this.queue.drop(isMove);
        const now = this.now();
        const clock: Clock = { activeMs: elapsedMs(this.snap.clock, now), running: false, at: now };
        const notice = { tone: 'info' as const, text: SAVE_NOTICES.pausedElsewhere };
        if (this.snap.phase === 'playing') this.set({ phase: 'paused', clock, notice });
        return 'drop';
      }
      case 'signedOut':
        this.set({ notice: { tone: 'error', text: SAVE_NOTICES.signedOut } });
        return 'drop';
      case 'refused':
        // Refused for good (e.g. the day is no longer open): say why and read the play again.
        // Letters the server refused are not sent again, or they would be refused forever.
        if (op.kind === 'fill' || op.kind === 'pause') this.pending.clear();
        this.set({ notice: { tone: 'error', text: failure.text } });
        void this.refresh();
        return 'drop';
    }
  }
}

const isMove = (op: Op) => op.kind === 'fill' || op.kind === 'tool';
