import type { HoldReason } from '../../../shared/play/fair-play';
import { apiRequest } from '../../lib/http';
import { playApi, type PlayApi, type PlayKey } from '../../play/api';
import type {
  MedleFeedback,
  MedleMove,
  MedlePublicPuzzle,
  MedleView,
} from '../../../shared/medle/play';
import type { PlayMode } from '../../../shared/play/games';

export type MedleStatus = 'playing' | 'won' | 'lost';

/** The player's recorded daily result (the fields the screen reads). */
export interface MedleResult {
  timeSeconds: number;
  score: number | null;
  guesses: number | null;
  cluesRevealed: number | null;
  eligible: boolean;
  review: 'pending' | 'accepted' | 'rejected' | null;
  /** Why it is held (the pace check it failed), shown to the player. */
  reviewReason: HoldReason | null;
}

/** GET /api/play/medle/:date (docs/api-play.md `PlayState`). */
export interface MedlePlayState {
  game: 'medle';
  mode: PlayMode;
  day: string;
  puzzleDate: string;
  title: string | null;
  puzzle: MedlePublicPuzzle;
  play: {
    status: MedleStatus;
    version: number;
    timer: { activeMs: number; running: boolean };
    /** The clues out and the guesses; null while paused. */
    view: MedleView | null;
  } | null;
  result: MedleResult | null;
  serverNow: string;
}

export interface MedleMoveState extends MedlePlayState {
  feedback: MedleFeedback | null;
}

export type MedleKey = PlayKey<'medle'>;
export type MedleApi = PlayApi<MedlePlayState, MedleMoveState, MedleMove, 'medle'> & {
  /** The names the guess field suggests (many diagnoses, not only the answers). */
  diagnoses?: () => Promise<string[]>;
};

export const medleApi: MedleApi = {
  ...playApi<MedlePlayState, MedleMoveState, MedleMove, 'medle'>(),
  diagnoses: () =>
    apiRequest<{ diagnoses: string[] }>('GET', '/api/medle/diagnoses').then((r) => r.diagnoses),
};
