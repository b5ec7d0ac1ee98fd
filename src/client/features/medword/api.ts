import type { HoldReason } from '../../../shared/play/fair-play';
import { playApi, type PlayApi, type PlayKey } from '../../play/api';
import type {
  MedwordFeedback,
  MedwordMove,
  MedwordPublicPuzzle,
  MedwordView,
} from '../../../shared/medword/play';
import type { PlayMode } from '../../../shared/play/games';

export type MedwordStatus = 'playing' | 'won' | 'lost';

/** The player's recorded daily result (the fields the screen reads). */
export interface MedwordResult {
  timeSeconds: number;
  score: number | null;
  guesses: number | null;
  cluesRevealed: number | null;
  eligible: boolean;
  review: 'pending' | 'accepted' | 'rejected' | null;
  /** Why it is held (the pace check it failed), shown to the player. */
  reviewReason: HoldReason | null;
}

/** GET /api/play/medword/:date (docs/api-play.md `PlayState`). */
export interface MedwordPlayState {
  game: 'medword';
  mode: PlayMode;
  day: string;
  puzzleDate: string;
  title: string | null;
  puzzle: MedwordPublicPuzzle;
  play: {
    status: MedwordStatus;
    version: number;
    timer: { activeMs: number; running: boolean };
    /** The guesses and opened hints; null while paused. */
    view: MedwordView | null;
  } | null;
  result: MedwordResult | null;
  serverNow: string;
}

export interface MedwordMoveState extends MedwordPlayState {
  feedback: MedwordFeedback | null;
}

export type MedwordKey = PlayKey<'medword'>;
export type MedwordApi = PlayApi<MedwordPlayState, MedwordMoveState, MedwordMove, 'medword'>;

export const medwordApi: MedwordApi = playApi<
  MedwordPlayState,
  MedwordMoveState,
  MedwordMove,
  'medword'
>();
