import { TurnSession, type TurnSnapshot } from '../../ui/play/turn-session';
import type { DecidedRound, MedmatchMove, MedmatchView } from '../../../shared/medmatch/play';
import { NEXT_ROUND_MS } from '../../../shared/medmatch/schema-constants';
import {
  medmatchApi,
  type MedmatchApi,
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

export type MedmatchSnapshot = TurnSnapshot<MedmatchPlayState> & MedmatchFields;

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
export class MedmatchSession extends TurnSession<
  'medmatch',
  MedmatchView,
  MedmatchPlayState,
  MedmatchMoveState,
  MedmatchMove,
  MedmatchFields
> {
  private revealTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    key: MedmatchKey,
    private readonly matchApi: MedmatchApi = medmatchApi,
    now?: () => number,
  ) {
    super(key, matchApi, BLANK, T.noPuzzleText, now);
  }

  protected fromView(view: MedmatchView | null): Partial<MedmatchFields> {
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
    this.send('pick', { type: 'pick', round: current.round, term }, (state) => {
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
      this.revealTimer = setTimeout(() => this.set({ reveal: null }), NEXT_ROUND_MS);
    });
  }

  /** Leaves the run: it ends now and is not ranked. Resolves once the server has it (or failed). */
  exit(): Promise<void> {
    if (this.snap.phase !== 'playing') return Promise.resolve();
    this.set({ busy: 'exit' });
    return this.queue(async () => {
      try {
        this.receive(await this.api.move(this.key, { type: 'exit' }));
      } catch {
        // leaving anyway: the run stays paused on the server and can be finished later
      } finally {
        this.set({ busy: null });
      }
    });
  }

  /** Checks a quiz answer on the server. */
  checkQuiz(question: number, option: string) {
    return this.matchApi.quiz(this.key, question, option);
  }

  override leave(): void {
    clearTimeout(this.revealTimer);
    super.leave();
  }
}
