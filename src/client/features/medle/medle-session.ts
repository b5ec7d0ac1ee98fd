import { errorText, type ApiError } from '../../lib/http';
import { PlaySession, type CoreSnapshot } from '../../play/session';
import type { MedleGuess, MedleMove, MedleView } from '../../../shared/medle/play';
import { CLOSE_POPUP_MS, MAX_GUESS_LENGTH } from '../../../shared/medle/schema-constants';
import { medleApi, type MedleKey, type MedleMoveState, type MedlePlayState } from './api';
import { MEDLE_TEXTS as T } from './texts';

interface MedleFields {
  /** The clues out and the guesses (kept while paused, when the server sends none). */
  clues: string[];
  guesses: MedleGuess[];
  guessesLeftForClue: number;
  /** What is typed in the guess field. */
  text: string;
  /** Why the server did not count the guess typed (not a name on its list), until it is edited. */
  guessError: string | null;
}

export type MedleSnapshot = CoreSnapshot<MedlePlayState> & MedleFields;

const BLANK: MedleFields = {
  clues: [],
  guesses: [],
  guessesLeftForClue: 0,
  text: '',
  guessError: null,
};

/**
 * One Medle play in the browser: each guess goes to the server, which classes it and releases the
 * next clue when the clue's guesses run out; a close guess shows 'You're Close!' for 3 seconds.
 * The diagnosis reaches the browser only when the play is over.
 */
export class MedleSession extends PlaySession<
  'medle',
  MedleView,
  MedlePlayState,
  MedleMoveState,
  MedleMove,
  MedleFields
> {
  constructor(key: MedleKey, now?: () => number) {
    super(key, medleApi, { blank: BLANK, loadFailed: T.noCaseText, ...(now ? { now } : {}) });
    this.takeLoaded();
  }

  protected fromState(state: MedlePlayState): Partial<MedleFields> {
    const view: MedleView | null | undefined = state.play?.view;
    if (!view) return {};
    return {
      clues: view.clues,
      guesses: view.guesses,
      guessesLeftForClue: view.guessesLeftForClue,
      ...(view.answer ? { text: '' } : {}),
    };
  }

  setText(text: string): void {
    this.set({ text: text.slice(0, MAX_GUESS_LENGTH), guessError: null });
  }

  /**
   * A guess that is not one name of the server's list is not counted (docs/decisions/011): its
   * reason stays under the field, with the text, until the player changes it.
   */
  protected override refused(error: ApiError): boolean {
    if (error.code !== 'NOT_A_DIAGNOSIS') return false;
    this.set({ guessError: errorText(error, T.notADiagnosis) });
    return true;
  }

  /** What a screen reader hears after a move: the verdict, then any clue it released. */
  private heard(state: MedleMoveState, before: number): void {
    const feedback = state.feedback;
    const parts: string[] = [];
    if (feedback?.type === 'guess') parts.push(T.heard[feedback.verdict]);
    if (feedback?.clueReleased) {
      const clue = this.snap.clues[before];
      if (clue) parts.push(T.newClue(before + 1, clue));
    }
    if (parts.length) this.set({ announcement: parts.join(' ') });
  }

  /** Submit (or Enter): the typed text as a guess; an empty one is sent too, as '(empty)'. */
  submit(): void {
    const before = this.snap.clues.length;
    void this.send('guess', { type: 'guess', text: this.snap.text }, (state) => {
      this.set({ text: '', guessError: null });
      if (state.feedback?.type === 'guess' && state.feedback.verdict === 'partial')
        this.flash(T.close, CLOSE_POPUP_MS);
      this.heard(state, before);
    });
  }

  /** Next Clue, or Reveal Diagnosis when every clue is out (the play then ends, lost). */
  nextClue(): void {
    const before = this.snap.clues.length;
    void this.send('clue', { type: 'next-clue' }, (state) => this.heard(state, before));
  }
}
