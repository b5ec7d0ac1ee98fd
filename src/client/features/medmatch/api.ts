import type { HoldReason } from '../../../shared/play/fair-play';
import { apiRequest } from '../../lib/http';
import { playApi, type PlayApi, type PlayKey } from '../../play/api';
import type {
  MedmatchFeedback,
  MedmatchMove,
  MedmatchPublicPuzzle,
  MedmatchView,
  QuizVerdict,
} from '../../../shared/medmatch/play';
import type { PlayMode } from '../../../shared/play/games';

export type MedmatchStatus = 'playing' | 'won' | 'lost';

/** The player's recorded daily result (the fields the screen reads). */
export interface MedmatchResult {
  timeSeconds: number;
  score: number | null;
  livesRemaining: number | null;
  eligible: boolean;
  review: 'pending' | 'accepted' | 'rejected' | null;
  /** Why it is held (the pace check it failed), shown to the player. */
  reviewReason: HoldReason | null;
}

/** GET /api/play/medmatch/:date (docs/api-play.md `PlayState`). */
export interface MedmatchPlayState {
  game: 'medmatch';
  mode: PlayMode;
  day: string;
  puzzleDate: string;
  title: string | null;
  puzzle: MedmatchPublicPuzzle;
  play: {
    status: MedmatchStatus;
    version: number;
    timer: { activeMs: number; running: boolean };
    /** The round in play and the decided ones; null while paused. */
    view: MedmatchView | null;
  } | null;
  result: MedmatchResult | null;
  serverNow: string;
}

export interface MedmatchMoveState extends MedmatchPlayState {
  feedback: MedmatchFeedback | null;
}

export type MedmatchKey = PlayKey<'medmatch'>;
export type MedmatchApi = PlayApi<
  MedmatchPlayState,
  MedmatchMoveState,
  MedmatchMove,
  'medmatch'
> & {
  /** Checks one mini-quiz answer (after the run). */
  quiz: (key: MedmatchKey, question: number, option: string) => Promise<QuizVerdict>;
};

export const medmatchApi: MedmatchApi = {
  ...playApi<MedmatchPlayState, MedmatchMoveState, MedmatchMove, 'medmatch'>(),
  quiz: (key, question, option) =>
    apiRequest<QuizVerdict>('POST', `/api/medmatch/${encodeURIComponent(key.date)}/quiz`, {
      mode: key.mode,
      question,
      option,
    }),
};
