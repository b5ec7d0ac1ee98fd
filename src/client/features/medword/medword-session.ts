import { ApiError, errorText } from '../../lib/http';
import { TODAY } from '../../lib/play-api';
import { elapsedMs, type Clock, type PlayLifecycle } from '../../ui/play';
import type { EvaluatedGuess } from '../../../shared/medword/rules';
import { WORD_LENGTH } from '../../../shared/medword/schema-constants';
import { medwordApi, type MedwordApi, type MedwordKey, type MedwordPlayState } from './api';
import { MEDWORD_TEXTS as T, STATE_WORDS } from './texts';

export type MedwordPhase =
  | 'loading'
  | 'unavailable'
  | 'error'
  | 'waiting'
  | 'starting'
  | 'playing'
  | 'paused'
  | 'won'
  | 'lost';

export interface MedwordSnapshot {
  phase: MedwordPhase;
  /** Why there is no word, or why it could not load. */
  message: string | null;
  state: MedwordPlayState | null;
  /** The guesses and the opened hints (kept while paused, when the server sends none). */
  guesses: EvaluatedGuess[];
  hints: string[];
  clock: Clock;
  /** The row being typed. */
  typed: string;
  /** A short message over the grid ('Not in word list' for 2 s). */
  notice: string | null;
  busy: 'start' | 'guess' | 'hint' | 'reset' | null;
  /** Counts the finishes seen in this visit: each new one opens the end modal. */
  finishSeq: number;
  /** Counts refused guesses: each shakes the row. */
  shakeSeq: number;
  /** The row answered in this visit, which turns over; null after a reload. */
  freshRow: number | null;
  /** What screen readers hear after a guess or a hint. */
  announcement: string;
}

export const NOTICE_MS = 2000;

const spoken = (g: EvaluatedGuess) =>
  [...g.word].map((letter, i) => `${letter} ${STATE_WORDS[g.states[i] ?? 'absent']}`).join(', ');

/**
 * One MedWord play in the browser: the server's state, the row being typed, and requests one at
 * a time. A guess goes to the server, which colours it (the word never reaches the browser before
 * the end); a word outside its dictionary comes back 422 and changes nothing.
 */
export class MedwordSession implements PlayLifecycle {
  private snap: MedwordSnapshot;
  private readonly listeners = new Set<() => void>();
  private chain: Promise<void> = Promise.resolve();
  private noticeTimer: ReturnType<typeof setTimeout> | undefined;
  private wantPaused = false;
  key: MedwordKey;

  constructor(
    key: MedwordKey,
    private readonly api: MedwordApi = medwordApi,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.key = key;
    this.snap = {
      phase: 'loading',
      message: null,
      state: null,
      guesses: [],
      hints: [],
      clock: { activeMs: 0, running: false, at: this.now() },
      typed: '',
      notice: null,
      busy: null,
      finishSeq: 0,
      shakeSeq: 0,
      freshRow: null,
      announcement: '',
    };
    const loaded = api.loaded?.(key);
    if (loaded) this.receive(loaded);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): MedwordSnapshot => this.snap;

  private set(patch: Partial<MedwordSnapshot>): void {
    this.snap = { ...this.snap, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Requests go one at a time, in order. */
  private queue(step: () => Promise<void>): Promise<void> {
    this.chain = this.chain.then(step, step);
    return this.chain;
  }

  private receive(state: MedwordPlayState): void {
    if (this.key.date === TODAY) this.key = { ...this.key, date: state.day };
    const play = state.play;
    const wasPlaying = this.snap.phase === 'playing' || this.snap.phase === 'paused';
    let phase: MedwordPhase = 'waiting';
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
      guesses: play?.view?.guesses ?? (play ? this.snap.guesses : []),
      hints: play?.view?.hints ?? (play ? this.snap.hints : []),
      finishSeq: this.snap.finishSeq + (wasPlaying && finished ? 1 : 0),
      ...(finished ? { typed: '' } : {}),
    });
  }

  async open(): Promise<void> {
    if (this.snap.phase === 'loading') await this.load();
  }

  async load(): Promise<void> {
    this.set({ phase: 'loading', message: null });
    try {
      this.receive(await this.api.state(this.key));
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 400 || status === 403 || status === 404)
        this.set({ phase: 'unavailable', message: errorText(error, '') || null });
      else this.set({ phase: 'error', message: errorText(error, T.noWordText) });
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

  private run(busy: MedwordSnapshot['busy'], step: () => Promise<void>): void {
    this.set({ busy });
    void this.queue(async () => {
      try {
        await step();
      } catch (error) {
        this.flash(errorText(error, "We couldn't reach the server. Please try again."));
      } finally {
        this.set({ busy: null });
        if (this.snap.phase === 'starting')
          this.set({ phase: this.snap.state?.play ? 'playing' : 'waiting' });
      }
    });
  }

  start(): void {
    if (this.snap.phase !== 'waiting') return;
    this.set({ phase: 'starting' });
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

  pause(): void {
    if (this.snap.phase !== 'playing') return;
    this.wantPaused = true;
    const now = this.now();
    this.set({
      phase: 'paused',
      clock: { activeMs: elapsedMs(this.snap.clock, now), running: false, at: now },
    });
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
      this.receive(await this.api.reset(this.key));
      this.set({ typed: '', guesses: [], hints: [], freshRow: null });
    });
  }

  type(letter: string): void {
    if (this.snap.phase !== 'playing' || this.snap.typed.length >= WORD_LENGTH) return;
    if (!/^[A-Za-z]$/.test(letter)) return;
    this.set({ typed: this.snap.typed + letter.toUpperCase(), notice: null });
  }

  erase(): void {
    if (this.snap.phase !== 'playing') return;
    this.set({ typed: this.snap.typed.slice(0, -1) });
  }

  private flash(text: string, shake = false): void {
    clearTimeout(this.noticeTimer);
    this.set({ notice: text, ...(shake ? { shakeSeq: this.snap.shakeSeq + 1 } : {}) });
    this.noticeTimer = setTimeout(() => this.set({ notice: null }), NOTICE_MS);
  }

  /** Enter: the typed row as a guess, once it is six letters. */
  submit(): void {
    if (this.snap.phase !== 'playing' || this.snap.busy) return;
    const word = this.snap.typed;
    if (word.length < WORD_LENGTH) return this.flash(T.notEnoughLetters, true);
    this.set({ busy: 'guess' });
    void this.queue(async () => {
      try {
        const state = await this.api.move(this.key, { type: 'guess', word });
        this.receive(state);
        const guess = state.feedback?.type === 'guess' ? state.feedback.guess : null;
        const row = this.snap.guesses.length;
        this.set({
          typed: '',
          freshRow: guess ? row - 1 : this.snap.freshRow,
          announcement: guess ? T.row(row, spoken(guess)) : this.snap.announcement,
        });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'NOT_IN_WORD_LIST')
          this.flash(T.notInWordList, true);
        else if (error instanceof ApiError && error.code === 'PAUSED') void this.refresh();
        else this.flash(errorText(error, "We couldn't reach the server. Please try again."));
      } finally {
        this.set({ busy: null });
      }
    });
  }

  hint(): void {
    if (this.snap.phase !== 'playing' || this.snap.busy) return;
    this.run('hint', async () => {
      const state = await this.api.move(this.key, { type: 'hint' });
      this.receive(state);
      if (state.feedback?.type === 'hint') this.set({ announcement: state.feedback.hint });
    });
  }

  flush(): void {
    // nothing is kept unsent: a guess goes at once
  }

  periodicSave(): void {}

  retryNow(): void {}

  unload(): void {
    if (this.snap.phase !== 'playing') return;
    this.api.pauseOnUnload(this.key, null);
    this.wantPaused = true;
    const now = this.now();
    this.set({
      phase: 'paused',
      clock: { activeMs: elapsedMs(this.snap.clock, now), running: false, at: now },
    });
  }

  leave(): void {
    clearTimeout(this.noticeTimer);
    if (this.snap.phase === 'playing') this.pause();
  }
}
