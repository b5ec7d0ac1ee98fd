import type { ApiError } from '../../lib/http';
import { PlaySession, type CoreSnapshot, type Phase } from '../../play/session';
import type { MedwordFeedback, MedwordMove, MedwordView } from '../../../shared/medword/play';
import type { EvaluatedGuess } from '../../../shared/medword/rules';
import { hardModeBreak } from '../../../shared/medword/hard-mode';
import { WORD_LENGTH } from '../../../shared/medword/schema-constants';
import { medwordApi, type MedwordKey, type MedwordMoveState, type MedwordPlayState } from './api';
import { MEDWORD_TEXTS as T, STATE_WORDS } from './texts';

export type MedwordPhase = Phase;

interface MedwordFields {
  /** The guesses and the opened hints (kept while paused, when the server sends none). */
  guesses: EvaluatedGuess[];
  hints: string[];
  /** The row being typed. */
  typed: string;
  /** Counts refused guesses: each shakes the row. */
  shakeSeq: number;
  /** The row answered in this visit, which turns over; null after a reload. */
  freshRow: number | null;
  /** The play is in Hard Mode (the server says, from its first guess). */
  hard: boolean;
}

export type MedwordSnapshot = CoreSnapshot<MedwordPlayState> & MedwordFields;

export { NOTICE_MS } from '../../play/session';

const BLANK: MedwordFields = {
  guesses: [],
  hints: [],
  typed: '',
  shakeSeq: 0,
  freshRow: null,
  hard: false,
};

const spoken = (g: EvaluatedGuess) =>
  [...g.word].map((letter, i) => `${letter} ${STATE_WORDS[g.states[i] ?? 'absent']}`).join(', ');

/**
 * One MedWord play in the browser: the row being typed, and each guess sent to the server, which
 * colours it (the word never reaches the browser before the end); a word outside its dictionary
 * comes back 422 and changes nothing.
 */
export class MedwordSession extends PlaySession<
  'medword',
  MedwordView,
  MedwordPlayState,
  MedwordMoveState,
  MedwordMove,
  MedwordFields
> {
  constructor(key: MedwordKey, now?: () => number) {
    super(key, medwordApi, { blank: BLANK, loadFailed: T.noWordText, ...(now ? { now } : {}) });
    this.takeLoaded();
  }

  protected fromState(state: MedwordPlayState): Partial<MedwordFields> {
    const view: MedwordView | null | undefined = state.play?.view;
    if (!view) return {};
    return {
      guesses: view.guesses,
      hints: view.hints,
      hard: view.hard,
      ...(view.answer ? { typed: '' } : {}),
    };
  }

  /** The row as the server last heard it (with a pause): '' after a guess or a new play. */
  private reported = '';

  /**
   * The row being typed rides with a pause (Help, Pause, leaving the page), so the server counts
   * its letters as typed before the pause (src/shared/medword/draft.ts): Enter right after Help
   * closes is then not too fast.
   */
  protected override takeUnsent() {
    const letters = this.snap.typed;
    if (letters === this.reported) return null;
    return {
      move: { type: 'draft' as const, letters },
      restore: () => undefined,
      sent: () => (this.reported = letters),
    };
  }

  protected override unsentForBeacon(): MedwordMove | null {
    const letters = this.snap.typed;
    return letters === this.reported ? null : { type: 'draft', letters };
  }

  protected override sentByBeacon(): void {
    this.reported = this.snap.typed;
  }

  protected override onReset(): void {
    this.reported = '';
  }

  /** The player's Hard Mode setting: the first guess takes it; later ones may only drop it. */
  private wantHard = false;

  setHardMode(on: boolean): void {
    this.wantHard = on;
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

  private refuse(text: string): void {
    this.flash(text, undefined, { shakeSeq: this.snap.shakeSeq + 1 });
  }

  protected override refused(error: ApiError): boolean {
    if (error.code === 'HARD_MODE') this.refuse(error.message);
    else if (error.code === 'NOT_IN_WORD_LIST') this.refuse(T.notInWordList);
    else return false;
    return true;
  }

  /** Enter: the typed row as a guess, once it is six letters. */
  submit(): void {
    if (this.snap.phase !== 'playing' || this.snap.busy) return;
    const word = this.snap.typed;
    if (word.length < WORD_LENGTH) return this.refuse(T.notEnoughLetters);
    const { guesses } = this.snap;
    const hard = guesses.length === 0 ? this.wantHard : this.snap.hard && this.wantHard;
    const broken = hard ? hardModeBreak(guesses, word) : null;
    if (broken) return this.refuse(broken);
    // 'hard' is said when on, or to switch a play in Hard Mode off
    const move = { type: 'guess' as const, word, ...(hard || this.snap.hard ? { hard } : {}) };
    void this.send('guess', move, (state) => {
      const feedback: MedwordFeedback | null = state.feedback;
      const guess = feedback?.type === 'guess' ? feedback.guess : null;
      const row = this.snap.guesses.length;
      this.reported = '';
      this.set({
        typed: '',
        freshRow: guess ? row - 1 : this.snap.freshRow,
        announcement: guess ? T.row(row, spoken(guess)) : this.snap.announcement,
      });
    });
  }

  hint(): void {
    void this.send('hint', { type: 'hint' }, (state) => {
      if (state.feedback?.type === 'hint') this.set({ announcement: state.feedback.hint });
    });
  }
}
