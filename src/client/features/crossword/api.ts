import type { HoldReason } from '../../../shared/play/fair-play';
import { playApi, type PlayApi, type PlayKey as GenericPlayKey } from '../../play/api';
import type { CrosswordFeedback, CrosswordMove } from '../../../shared/crossword/moves';

export type { CrosswordMove };
import type { CrosswordPublicPuzzle, CrosswordView } from '../../../shared/crossword/play';
import type { EngineMode } from '../../../shared/play/games';

/** The two crossword games (docs/api-play.md `:game`). */
export type CrosswordGame = 'mini' | 'medical';

export type PlayStatus = 'playing' | 'won' | 'lost';

/** The player's recorded daily result (the fields the screen reads). */
export interface CrosswordResult {
  /** The ranked time, penalty included, and its penalty part (seconds). */
  timeSeconds: number;
  penaltySeconds: number;
  assisted: boolean;
  eligible: boolean;
  /** 'pending': held off the leaderboard for an admin's review (faster than a person types). */
  review: 'pending' | 'accepted' | 'rejected' | null;
  /** Why it is held (the pace check it failed), shown to the player. */
  reviewReason: HoldReason | null;
}

export interface CrosswordPlay {
  status: PlayStatus;
  version: number;
  /** The server's measure of active time when it answered. */
  timer: { activeMs: number; running: boolean };
  /** Letters, marks and the clues; null while paused (the server sends no clue then). */
  view: CrosswordView | null;
}

/** GET /api/play/:game/:date (docs/api-play.md `PlayState`) for a crossword. */
export interface CrosswordPlayState {
  game: CrosswordGame;
  mode: EngineMode;
  /** The day asked for: the player's today (as the server computes it) for `today`. */
  day: string;
  /** The puzzle's own date (a weekly Medical Crossword may be dated before today). */
  puzzleDate: string;
  title: string | null;
  puzzle: CrosswordPublicPuzzle;
  play: CrosswordPlay | null;
  result: CrosswordResult | null;
  serverNow: string;
}

export interface CrosswordMoveState extends CrosswordPlayState {
  feedback: CrosswordFeedback | null;
}

/** Where a crossword play lives (src/client/play/api.ts). */
export type PlayKey = GenericPlayKey<CrosswordGame>;

export { TODAY } from '../../play/api';

/** The play API for the crosswords; injectable so the save queue can be tested. */
export type CrosswordApi = PlayApi<
  CrosswordPlayState,
  CrosswordMoveState,
  CrosswordMove,
  CrosswordGame
>;

export const crosswordApi: CrosswordApi = playApi<
  CrosswordPlayState,
  CrosswordMoveState,
  CrosswordMove,
  CrosswordGame
>();
