import { PlaySession, type CoreSnapshot } from '../../play/session';
import type { DecidedRound, MedmatchMove, MedmatchView } from '../../../shared/medmatch/play';
import { NEXT_ROUND_MS } from '../../../shared/medmatch/schema-constants';
import {
  medmatchApi,
  type MedmatchKey,
  type MedmatchMoveState,
  type MedmatchPlayState,
} from './api';
import { MEDMATCH_TEXTS as T } from './texts';

interface MedmatchFields {
  /** The round in play (kept while paused, when the server sends none). */
  current: MedmatchView['current'];
  livesLeft: number | null;
  decided: DecidedRound[];
  exited: boolean;
  quiz: NonNullable<MedmatchView['quiz']>;
  /** The pick just made, shown for a second before the next round (or the result) appears. */
  reveal: {
    round: number;
    terms: string[];
    wrong: string[];
    term: string;
    correct: boolean;
  } | null;
}

export type MedmatchSnapshot = CoreSnapshot<MedmatchPlayState> & MedmatchFields;

const BLANK: MedmatchFields = {
  current: null,
  livesLeft: null,
  decided: [],
  exited: false,
  quiz: [],
  reveal: null,
};

/**
 * One MedMatch run in the browser: each pick goes to the server, which decides it; a round's
 * odd one out reaches the browser only once the round is decided. A pick stays on screen for a
 * second before the next round or the result.
 */
export class MedmatchSession extends PlaySession<
  'medmatch',
  MedmatchView,
  MedmatchPlayState,
  MedmatchMoveState,
  MedmatchMove,
  MedmatchFields
> {
  private revealTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(key: MedmatchKey, now?: () => number) {
    super(key, medmatchApi, { blank: BLANK, loadFailed: T.noPuzzleText, ...(now ? { now } : {}) });
    this.takeLoaded();
  }

  protected fromState(state: MedmatchPlayState): Partial<MedmatchFields> {
    const view: MedmatchView | null | undefined = state.play?.view;
    if (!view) return {};
    return {
      current: view.current,
      livesLeft: view.livesLeft,
      decided: view.decided,
      exited: view.exited,
      quiz: view.quiz ?? [],
    };
  }

  /** Picks a term of the round in play. */
  pick(term: string): void {
    const current = this.snap.current;
    if (!current || this.snap.reveal) return;
    void this.send('pick', { type: 'pick', round: current.round, term }, (state) => {
      const feedback = state.feedback;
      if (feedback?.type !== 'pick') return;
      const wrong = feedback.correct ? current.wrong : [...current.wrong, term];
      clearTimeout(this.revealTimer);
      this.set({
        reveal: {
          round: current.round,
          terms: current.terms,
          wrong,
          term,
          correct: feedback.correct,
        },
        announcement: feedback.correct
          ? T.rightPick(term)
          : `${T.wrongPick(term)} ${T.lives(feedback.livesLeft, state.puzzle.lives)}.`,
      });
      this.revealTimer = setTimeout(() => {
        this.set({ reveal: null });
        if (feedback.correct) this.announceRound();
      }, NEXT_ROUND_MS);
    });
  }

  /** A round coming into view is heard (politely): 'Round 2 of 10: A, B, C, D.' */
  private announceRound(): void {
    const { current, state, phase } = this.snap;
    if (!current || !state || phase !== 'playing') return;
    this.set({
      announcement: T.roundHeard(current.round + 1, state.puzzle.roundCount, current.terms),
    });
  }

  protected override afterStart(): void {
    this.announceRound();
  }

  /** Leaves the run: it ends now and is not ranked. Resolves once the server has it (or failed). */
  exit(): Promise<void> {
    return this.send('exit', { type: 'exit' });
  }

  /** Checks a quiz answer on the server. */
  checkQuiz(question: number, option: string) {
    return medmatchApi.quiz(this.key, question, option);
  }

  override leave(): void {
    clearTimeout(this.revealTimer);
    super.leave();
  }
}
