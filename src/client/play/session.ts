import { ApiError, errorText } from '../lib/http';
import type { GameId } from '../../shared/play/games';
import { elapsedMs, type Clock } from '../ui/play/clock';
import { TODAY, type PlayApi, type PlayKey } from './api';
import { failureOf, PLAY_NOTICES, type PlayNotices } from './failure';
import type { PlayLifecycle } from './lifecycle';
import { SerialQueue } from './serial-queue';
import {
  NOTICE_MS,
  RETRY_DELAYS_MS,
  type CorePlayState,
  type CoreSnapshot,
  type MoveRequest,
  type Notice,
  type Op,
  type Phase,
  type SessionOptions,
} from './session-types';

export {
  NOTICE_MS,
  RETRY_DELAYS_MS,
  type CorePlayState,
  type CoreSnapshot,
  type MoveRequest,
  type Notice,
  type Phase,
  type SessionOptions,
};

/**
 * The one client play core (docs/architecture.md, the client play layer): every game's play in
 * the browser is a PlaySession. It holds the server's state and clock, sends requests one at a
 * time and in order (start, pause, resume, moves, Try Again, reading the play again), shows each
 * answer as the truth, retries what may be retried and says why anything failed. A game adds its
 * own fields to the snapshot from each answer (`fromState`) and its moves (`sendMove`).
 */

export abstract class PlaySession<
  G extends GameId,
  View,
  State extends CorePlayState<View>,
  MoveState extends State,
  Move,
  Extra extends object,
> implements PlayLifecycle {
  protected snap: CoreSnapshot<State> & Extra;
  private readonly listeners = new Set<() => void>();
  private readonly ops: SerialQueue<Op<Move, MoveState>>;
  private noticeTimer: ReturnType<typeof setTimeout> | undefined;
  protected readonly now: () => number;
  protected readonly notices: PlayNotices;
  private readonly blank: Extra;
  private readonly loadFailed: string;
  /** The player paused here (or the server says paused): answers keep the play paused. */
  protected wantPaused = false;
  /** Puts back what the request that just failed carried, unless the server refused it. */
  private restoreFailed: ((keep: boolean) => void) | undefined;

  /** Where the play lives; a daily play's `today` becomes its day once the server has named it. */
  key: PlayKey<G>;

  constructor(
    key: PlayKey<G>,
    protected readonly api: PlayApi<State, MoveState, Move, G>,
    options: SessionOptions<Extra>,
  ) {
    this.key = key;
    this.now = options.now ?? (() => performance.now());
    this.notices = { ...PLAY_NOTICES, ...options.notices };
    this.blank = options.blank;
    this.loadFailed = options.loadFailed;
    this.ops = new SerialQueue<Op<Move, MoveState>>(
      (op) => this.exec(op),
      (op, error) => this.failed(op, error),
      () => this.succeeded(),
      RETRY_DELAYS_MS,
    );
    this.snap = {
      phase: 'loading',
      message: null,
      state: null,
      clock: { activeMs: 0, running: false, at: this.now() },
      notice: null,
      busy: null,
      finishSeq: 0,
      announcement: '',
      held: false,
      ...options.blank,
    };
  }

  /**
   * Shows the play the route loaded with the page (lib/http prefetch), if any, so the first
   * render paints it. A game calls this last in its constructor: the game's own fields are set
   * only once the base constructor has returned, and `fromState` reads them.
   */
  protected takeLoaded(): void {
    const loaded = this.api.loaded?.(this.key);
    if (!loaded) return;
    this.receive(loaded);
    this.openedRunning = this.snap.phase === 'playing';
  }

  /**
   * The page opened on a running play. The page it replaced pauses its play as it goes (a beacon
   * at unload), but a page rendered on the server read the play before that: the page opens it
   * paused, as a reload always has (docs/decisions/023-server-rendering.md). A play running in
   * another window is paused there too: one play, one window.
   */
  private openedRunning = false;

  /**
   * The game's fields from a server answer. `state.play.view` is null while paused: keep what is
   * shown (hidden under the pause) until Continue brings it again.
   */
  protected abstract fromState(state: State): Partial<Extra>;

  /** What is unsent, to ride with a pause (a crossword's letters); none for most games. */
  protected takeUnsent(): { move: Move; restore(keep: boolean): void; sent(): void } | null {
    return null;
  }

  /** Try Again is under way: a game drops what it kept unsent. */
  protected onReset(): void {}

  /** Everything unsent or in flight, for the beacon of a closing page. */
  protected unsentForBeacon(): Move | null {
    return null;
  }

  /** The beacon took what was unsent: nothing of it is sent again. */
  protected sentByBeacon(): void {}

  /**
   * A move the server refused for good. Return true when the game says why itself (a word not in
   * the list); otherwise the core shows the server's reason and reads the play again.
   */
  protected refused(_error: ApiError, _request: MoveRequest<Move, MoveState>): boolean {
    return false;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): CoreSnapshot<State> & Extra => this.snap;

  protected set(patch: Partial<CoreSnapshot<State> & Extra>): void {
    this.snap = { ...this.snap, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Sets the core's own fields (the game's are set through `set`). */
  private core(patch: Partial<CoreSnapshot<State>>): void {
    this.set(patch as Partial<CoreSnapshot<State> & Extra>);
  }

  /** Takes a server answer as the truth. */
  protected receive(state: State): void {
    // the day stays the one the server named first: a play running past midnight keeps it
    if (this.key.date === TODAY) this.key = { ...this.key, date: state.day };
    const play = state.play;
    const wasPlaying = this.snap.phase === 'playing' || this.snap.phase === 'paused';
    let phase: Phase = 'waiting';
    let clock = this.snap.clock;
    if (play) {
      if (play.status === 'playing' && !play.timer.running) this.wantPaused = true;
      if (play.status !== 'playing') phase = play.status;
      else phase = this.wantPaused ? 'paused' : 'playing';
      clock = { activeMs: play.timer.activeMs, running: phase === 'playing', at: this.now() };
    } else if (this.snap.busy === 'start') phase = 'starting';
    const finished = phase === 'won' || phase === 'lost';
    this.set({
      // no play (yet, or any more: a replaced puzzle): the game's fields start blank
      ...(play ? {} : this.blank),
      ...this.fromState(state),
      state,
      phase,
      clock,
      finishSeq: this.snap.finishSeq + (wasPlaying && finished ? 1 : 0),
    } as Partial<CoreSnapshot<State> & Extra>);
  }

  /** GET the play unless the route had it loaded already (then the first render shows it). */
  async open(): Promise<void> {
    if (this.snap.phase === 'loading') await this.load();
    else if (this.openedRunning) this.pause();
    this.openedRunning = false;
  }

  /** GET the play: a first visit waits for `start`, a paused play for `resume`. */
  async load(): Promise<void> {
    this.core({ phase: 'loading', message: null });
    try {
      this.receive(await this.api.state(this.key));
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const patch =
        status === 400 || status === 403 || status === 404
          ? { phase: 'unavailable' as const, message: errorText(error, '') || null }
          : { phase: 'error' as const, message: errorText(error, this.loadFailed) };
      this.core(patch);
    }
  }

  /** Reads the play again (after the page was restored, or the server refused a move). */
  async refresh(): Promise<void> {
    try {
      this.receive(await this.api.state(this.key));
    } catch {
      // keep what is shown; the next request or visit reads the play anyway
    }
  }

  /**
   * The tab is back in view or focus: learn what another device did meanwhile. Queued after any
   * request in flight, so the answer never lags this tab's own.
   */
  sync(): void {
    const { phase } = this.snap;
    if (phase === 'loading' || phase === 'unavailable' || phase === 'error') return;
    if (!this.ops.hasWaiting((op) => op.kind === 'refresh')) this.ops.push({ kind: 'refresh' });
  }

  /** Starts a first play (after the daily question, when there is one). */
  start(): void {
    if (this.snap.phase !== 'waiting') return;
    this.core({ phase: 'starting', busy: 'start', notice: null });
    this.ops.push({ kind: 'start' });
  }

  /** Continue after a pause. */
  resume(): void {
    if (this.snap.phase !== 'paused' || this.snap.busy) return;
    this.core({ busy: 'start' });
    this.ops.push({ kind: 'start' });
  }

  private pausedClock(): Clock {
    const now = this.now();
    return { activeMs: elapsedMs(this.snap.clock, now), running: false, at: now };
  }

  /** Pauses at once on screen (input stops), then on the server, with whatever is unsent. */
  pause(): void {
    if (this.snap.phase !== 'playing') return;
    this.wantPaused = true;
    this.core({ phase: 'paused', clock: this.pausedClock() });
    this.ops.push({ kind: 'pause' });
  }

  /**
   * A dialog opens over the running board (Help): the clock stops on the server, as a Pause
   * (docs/product.md#start-and-pause), so the time spent reading it is never ranked.
   */
  hold(): void {
    if (this.snap.phase !== 'playing') return;
    this.pause();
    this.core({ held: true });
  }

  /** The dialog of `hold` closed: the play continues, unless it was paused some other way. */
  release(): void {
    if (!this.snap.held) return;
    this.core({ held: false });
    if (this.snap.phase === 'paused') this.resume();
  }

  /** Try Again after the end: the board starts again at 0; the recorded result stays. */
  reset(): void {
    const { phase, busy } = this.snap;
    if ((phase !== 'won' && phase !== 'lost') || busy) return;
    this.core({ busy: 'reset', notice: null });
    this.ops.push({ kind: 'reset' });
  }

  /**
   * Queues a move; resolves once it is answered, refused or given up. A move with `busy` is
   * refused while another is (the screen shows it busy); one that carries unsent input (`tag`)
   * is not queued twice: the one waiting takes everything. `start: false` queues it without
   * sending (the next push or flush does).
   */
  protected sendMove(request: MoveRequest<Move, MoveState>, start = true): Promise<void> {
    if (this.snap.phase !== 'playing') return Promise.resolve();
    if (request.busy) {
      if (this.snap.busy) return Promise.resolve();
      this.core({ busy: request.busy });
    } else if (request.merge && this.moveWaiting(request.tag)) {
      if (start) this.ops.start();
      return Promise.resolve();
    }
    return new Promise((settle) => {
      const op = { kind: 'move' as const, ...request, settle };
      if (start) this.ops.push(op);
      else this.ops.add(op);
    });
  }

  /**
   * Sends one move the player made, once (never retried: the server might apply it twice), the
   * screen busy meanwhile; `after` reads the answer's feedback.
   */
  protected send(busy: string, move: Move, after?: (state: MoveState) => void): Promise<void> {
    return this.sendMove({
      tag: busy,
      busy,
      build: () => move,
      retry: false,
      ...(after ? { done: after } : {}),
    });
  }

  /** Removes the waiting moves (each settles). */
  protected dropMoves(): void {
    this.ops.drop((op) => {
      if (op.kind !== 'move') return false;
      op.settle();
      return true;
    });
  }

  /** Whether a move of this tag is queued and not sent yet. */
  protected moveWaiting(tag: string): boolean {
    return this.ops.hasWaiting((op) => op.kind === 'move' && op.tag === tag);
  }

  /** Sends what is queued now. */
  flush(): void {
    this.ops.start();
  }

  /** Every 5 s: nothing to do unless a game keeps input unsent (it overrides this). */
  periodicSave(): void {}

  /** The connection is back: retry at once instead of waiting for the back-off. */
  retryNow(): void {
    this.ops.retryNow();
  }

  /**
   * The page is closing (or reloading): what is unsent and the pause go by beacon, and the
   * screen shows the pause (a page restored from the back-forward cache shows Continue).
   */
  unload(): void {
    const { phase } = this.snap;
    if (phase !== 'playing' && phase !== 'paused') return;
    const pausing = phase === 'playing' || this.ops.has((op) => op.kind === 'pause');
    const move = this.unsentForBeacon();
    if (!pausing && move === null) return;
    if (this.api.pauseOnUnload(this.key, move)) {
      this.sentByBeacon();
      this.dropMoves();
      this.ops.drop(() => true);
    }
    if (phase === 'playing') {
      this.wantPaused = true;
      this.core({ phase: 'paused', clock: this.pausedClock() });
    }
  }

  /** The screen is gone (navigation): save and pause. */
  leave(): void {
    clearTimeout(this.noticeTimer);
    if (this.snap.phase === 'playing') this.pause();
    else this.flush();
  }

  /** A line over the board for a moment (a game's own message: 'Not in word list'). */
  protected flash(text: string, ms = NOTICE_MS, patch: Partial<Extra> = {}): void {
    clearTimeout(this.noticeTimer);
    this.set({ notice: { tone: 'info', text }, ...patch } as Partial<CoreSnapshot<State> & Extra>);
    this.noticeTimer = setTimeout(() => this.core({ notice: null }), ms);
  }

  /** Shows a failure until the next request succeeds (or the player dismisses it). */
  protected notify(notice: Notice): void {
    clearTimeout(this.noticeTimer);
    this.core({ notice });
  }

  dismissNotice(): void {
    this.core({ notice: null });
  }

  private succeeded(): void {
    const failures: string[] = [
      this.notices.offline,
      this.notices.busy,
      this.notices.server,
      this.notices.pausedElsewhere,
    ];
    if (this.snap.notice && failures.includes(this.snap.notice.text)) this.core({ notice: null });
  }

  private async exec(op: Op<Move, MoveState>): Promise<void> {
    const { key, api } = this;
    switch (op.kind) {
      case 'start': {
        const state = await api.start(key);
        if (!this.ops.hasWaiting((o) => o.kind === 'pause')) this.wantPaused = false;
        this.core({ busy: null });
        this.receive(state);
        this.afterStart();
        return;
      }
      case 'pause': {
        const unsent = this.takeUnsent();
        try {
          const state = await api.pause(key, unsent?.move ?? null);
          unsent?.sent();
          this.receive(state);
        } catch (error) {
          this.restoreFailed = unsent?.restore;
          throw error;
        }
        return;
      }
      case 'reset': {
        const state = await api.reset(key);
        this.onReset();
        this.wantPaused = false;
        this.core({ ...this.blank, busy: null });
        this.receive(state);
        return;
      }
      case 'refresh':
        this.receive(await api.state(key));
        return;
      case 'move': {
        if (this.snap.phase === 'won' || this.snap.phase === 'lost') return;
        const move = op.build();
        if (move === null) return op.settle();
        try {
          const state = await api.move(key, move);
          if (op.busy) this.core({ busy: null });
          this.receive(state);
          op.done?.(state);
          op.settle();
        } catch (error) {
          this.restoreFailed = op.restore;
          throw error;
        }
        return;
      }
    }
  }

  /** After a start or resume: a game with input kept while paused sends it now. */
  protected afterStart(): void {}

  /** Decides what a failed request means: try again later, or give up on this step. */
  private failed(op: Op<Move, MoveState>, error: unknown): 'retry' | 'drop' {
    const restore = this.restoreFailed;
    this.restoreFailed = undefined;
    if (op.kind === 'refresh') return 'drop';
    if (op.kind === 'start' || op.kind === 'reset') {
      this.core({ busy: null });
      this.notify({ tone: 'error', text: errorText(error, this.notices.startFailed) });
      if (this.snap.phase === 'starting') this.core({ phase: 'waiting' });
      return 'drop';
    }
    const failure = failureOf(error, this.notices);
    // a move that would wait for a retry keeps its input; one given up settles now
    const retries =
      failure.kind === 'retry' && (op.kind === 'pause' || (op.kind === 'move' && op.retry));
    restore?.(failure.kind !== 'refused');
    if (op.kind === 'move' && !retries) {
      if (op.busy) this.core({ busy: null });
      op.settle();
    }
    switch (failure.kind) {
      case 'retry':
        if (retries) {
          this.notify({ tone: 'info', text: failure.text });
          return 'retry';
        }
        this.flash(this.notices.unreachable);
        return 'drop';
      case 'paused': {
        // paused elsewhere (another window, or this page's unload): keep the input, show Continue
        this.wantPaused = true;
        this.dropMoves();
        if (this.snap.phase === 'playing')
          this.core({ phase: 'paused', clock: this.pausedClock() });
        this.notify({ tone: 'info', text: this.notices.pausedElsewhere });
        return 'drop';
      }
      case 'signedOut':
        this.notify({ tone: 'error', text: this.notices.signedOut });
        return 'drop';
      case 'refused':
        if (op.kind === 'move' && error instanceof ApiError && this.refused(error, op))
          return 'drop';
        // refused for good (the day is no longer open, the puzzle was replaced): say why and
        // read the play again; what was refused is not sent again, or it would be refused forever
        this.notify({ tone: 'error', text: failure.text });
        void this.refresh();
        return 'drop';
    }
  }
}
