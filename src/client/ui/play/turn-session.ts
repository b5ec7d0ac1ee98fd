import { ApiError, errorText } from '../../lib/http';
import { TODAY, type PlayApi, type PlayKey } from '../../lib/play-api';
import type { GameId } from '../../../shared/play/games';
import { elapsedMs, type Clock } from './clock';
import type { PlayLifecycle } from './use-play-lifecycle';

export type TurnPhase =
  | 'loading'
  | 'unavailable'
  | 'error'
  | 'waiting'
  | 'starting'
  | 'playing'
  | 'paused'
  | 'won'
  | 'lost';

/** What GET /api/play/:game/:date answers, as far as the session reads it. */
export interface TurnPlayState<View> {
  day: string;
  play: {
    status: 'playing' | 'won' | 'lost';
    timer: { activeMs: number; running: boolean };
    /** Null while paused: nothing of the puzzle is sent then. */
    view: View | null;
  } | null;
}

export interface TurnSnapshot<State> {
  phase: TurnPhase;
  /** Why there is no puzzle, or why it could not load. */
  message: string | null;
  state: State | null;
  clock: Clock;
  /** A short message over the board, for NOTICE_MS. */
  notice: string | null;
  busy: string | null;
  /** Counts the finishes seen in this visit: each new one opens the end modal. */
  finishSeq: number;
  /** What screen readers hear after a move. */
  announcement: string;
}

export const NOTICE_MS = 2000;
export const NETWORK_ERROR = "We couldn't reach the server. Please try again.";

/**
 * One play of a game whose every move goes to the server at once (MedWord, Medle, MedMatch): the
 * server's state and clock, requests one at a time and in order, start, pause, resume, Try Again,
 * the page's lifecycle. A game adds its own fields to the snapshot (`Extra`), kept from the last
 * view while paused (`fromView`), and its moves.
 */
export abstract class TurnSession<
  G extends GameId,
  View,
  State extends TurnPlayState<View>,
  MoveState extends State,
  Move,
  Extra extends object,
> implements PlayLifecycle {
  protected snap: TurnSnapshot<State> & Extra;
  private readonly listeners = new Set<() => void>();
  private chain: Promise<void> = Promise.resolve();
  private noticeTimer: ReturnType<typeof setTimeout> | undefined;
  private wantPaused = false;
  key: PlayKey<G>;

  constructor(
    key: PlayKey<G>,
    protected readonly api: PlayApi<State, MoveState, Move, G>,
    /** The game's fields before anything is loaded, and after Try Again. */
    private readonly blank: Extra,
    private readonly unavailableText: string,
    protected readonly now: () => number = () => performance.now(),
  ) {
    this.key = key;
    this.snap = {
      phase: 'loading',
      message: null,
      state: null,
      clock: { activeMs: 0, running: false, at: this.now() },
      notice: null,
      busy: null,
      finishSeq: 0,
      announcement: '',
      ...blank,
    };
    const loaded = api.loaded?.(key);
    if (loaded) this.receive(loaded);
  }

  /** The game's fields from the server's view of the play (null view: keep what is shown). */
  protected abstract fromView(view: View | null, hasPlay: boolean): Partial<Extra>;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): TurnSnapshot<State> & Extra => this.snap;

  protected set(patch: Partial<TurnSnapshot<State> & Extra>): void {
    this.snap = { ...this.snap, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Requests go one at a time, in order. */
  protected queue(step: () => Promise<void>): Promise<void> {
    this.chain = this.chain.then(step, step);
    return this.chain;
  }

  protected receive(state: State): void {
    if (this.key.date === TODAY) this.key = { ...this.key, date: state.day };
    const play = state.play;
    const wasPlaying = this.snap.phase === 'playing' || this.snap.phase === 'paused';
    let phase: TurnPhase = 'waiting';
    let clock = this.snap.clock;
    if (play) {
      if (play.status !== 'playing') phase = play.status;
      else if (play.timer.running && !this.wantPaused) phase = 'playing';
      else phase = 'paused';
      if (play.status === 'playing' && !play.timer.running) this.wantPaused = true;
      clock = { activeMs: play.timer.activeMs, running: phase === 'playing', at: this.now() };
    } else if (this.snap.busy === 'start') phase = 'starting';
    const finished = phase === 'won' || phase === 'lost';
    this.set({
      state,
      phase,
      clock,
      finishSeq: this.snap.finishSeq + (wasPlaying && finished ? 1 : 0),
      ...(play ? this.fromView(play.view, true) : this.blank),
    } as Partial<TurnSnapshot<State> & Extra>);
  }

  async open(): Promise<void> {
    if (this.snap.phase === 'loading') await this.load();
  }

  async load(): Promise<void> {
    this.set({ phase: 'loading', message: null } as Partial<TurnSnapshot<State> & Extra>);
    try {
      this.receive(await this.api.state(this.key));
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 400 || status === 403 || status === 404)
        this.set({ phase: 'unavailable', message: errorText(error, '') || null } as Partial<
          TurnSnapshot<State> & Extra
        >);
      else
        this.set({
          phase: 'error',
          message: errorText(error, this.unavailableText),
        } as Partial<TurnSnapshot<State> & Extra>);
    }
  }

  async refresh(): Promise<void> {
    try {
      this.receive(await this.api.state(this.key));
    } catch {
      // keep what is shown
    }
  }

  sync(): void {
    const { phase } = this.snap;
    if (phase === 'loading' || phase === 'unavailable' || phase === 'error') return;
    void this.queue(() => this.refresh());
  }

  /** Runs a request in turn, saying `busy` meanwhile; a failure is flashed. */
  protected run(busy: string, step: () => Promise<void>): void {
    this.set({ busy } as Partial<TurnSnapshot<State> & Extra>);
    void this.queue(async () => {
      try {
        await step();
      } catch (error) {
        this.failed(error);
      } finally {
        this.set({ busy: null } as Partial<TurnSnapshot<State> & Extra>);
        if (this.snap.phase === 'starting')
          this.set({ phase: this.snap.state?.play ? 'playing' : 'waiting' } as Partial<
            TurnSnapshot<State> & Extra
          >);
      }
    });
  }

  /** A request that failed: a paused play is read again, anything else said for a moment. */
  protected failed(error: unknown): void {
    if (error instanceof ApiError && error.code === 'PAUSED') void this.refresh();
    else {
      this.flash(errorText(error, NETWORK_ERROR));
      // the puzzle was replaced meanwhile: show the new one's Start (the flash says why)
      if (error instanceof ApiError && error.code === 'PUZZLE_REPLACED') void this.refresh();
    }
  }

  /** Sends one move; the answer's state is shown, then `after` reads its feedback. */
  protected send(busy: string, move: Move, after?: (state: MoveState) => void): void {
    if (this.snap.phase !== 'playing' || this.snap.busy) return;
    this.run(busy, async () => {
      const state = await this.api.move(this.key, move);
      this.receive(state);
      after?.(state);
    });
  }

  protected flash(text: string, ms = NOTICE_MS, patch: Partial<Extra> = {}): void {
    clearTimeout(this.noticeTimer);
    this.set({ notice: text, ...patch } as Partial<TurnSnapshot<State> & Extra>);
    this.noticeTimer = setTimeout(
      () => this.set({ notice: null } as Partial<TurnSnapshot<State> & Extra>),
      ms,
    );
  }

  start(): void {
    if (this.snap.phase !== 'waiting') return;
    this.set({ phase: 'starting' } as Partial<TurnSnapshot<State> & Extra>);
    this.run('start', async () => {
      this.wantPaused = false;
      this.receive(await this.api.start(this.key));
    });
  }

  resume(): void {
    if (this.snap.phase !== 'paused' || this.snap.busy) return;
    this.run('start', async () => {
      this.wantPaused = false;
      this.receive(await this.api.start(this.key));
    });
  }

  private pausedClock(): Clock {
    const now = this.now();
    return { activeMs: elapsedMs(this.snap.clock, now), running: false, at: now };
  }

  pause(): void {
    if (this.snap.phase !== 'playing') return;
    this.wantPaused = true;
    this.set({ phase: 'paused', clock: this.pausedClock() } as Partial<
      TurnSnapshot<State> & Extra
    >);
    void this.queue(async () => {
      try {
        this.receive(await this.api.pause(this.key));
      } catch {
        // paused on screen; the server pauses on the next visit's start or when the page unloads
      }
    });
  }

  /** Try Again after the end: the board starts again; the recorded result stays. */
  reset(): void {
    if ((this.snap.phase !== 'won' && this.snap.phase !== 'lost') || this.snap.busy) return;
    this.run('reset', async () => {
      this.wantPaused = false;
      const state = await this.api.reset(this.key);
      this.set({ ...this.blank } as Partial<TurnSnapshot<State> & Extra>);
      this.receive(state);
    });
  }

  flush(): void {
    // nothing is kept unsent: a move goes at once
  }

  periodicSave(): void {}

  retryNow(): void {}

  unload(): void {
    if (this.snap.phase !== 'playing') return;
    this.api.pauseOnUnload(this.key, null);
    this.wantPaused = true;
    this.set({ phase: 'paused', clock: this.pausedClock() } as Partial<
      TurnSnapshot<State> & Extra
    >);
  }

  leave(): void {
    clearTimeout(this.noticeTimer);
    if (this.snap.phase === 'playing') this.pause();
  }
}
