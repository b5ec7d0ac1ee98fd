import { apiRequest, takePrefetched } from '../../lib/http';
import type { CrosswordFeedback, CrosswordMove } from '../../../shared/crossword/moves';
import type { CrosswordPublicPuzzle, CrosswordView } from '../../../shared/crossword/play';
import type { PlayMode } from '../../../shared/play/games';

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
  mode: PlayMode;
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

/**
 * Where a play lives: the game, the day the player asked for, and the mode. A daily play asks for
 * `today` (TODAY): the server decides the player's day, and the answer's `day` names it after.
 */
export interface PlayKey {
  game: CrosswordGame;
  date: string;
  mode: PlayMode;
}

/** The player's today, as the server computes it (src/shared/play/schemas.ts `TODAY`). */
export const TODAY = 'today';

const base = ({ game, date }: PlayKey) =>
  `/api/play/${encodeURIComponent(game)}/${encodeURIComponent(date)}`;

/** The play API, one function per route; injectable so the save queue can be tested. */
export interface CrosswordApi {
  state(key: PlayKey): Promise<CrosswordPlayState>;
  start(key: PlayKey): Promise<CrosswordPlayState>;
  /** Pauses; `move` (the unsent letters) is applied first, in the same step. */
  pause(key: PlayKey, move?: CrosswordMove | null): Promise<CrosswordPlayState>;
  move(key: PlayKey, move: CrosswordMove): Promise<CrosswordMoveState>;
  reset(key: PlayKey): Promise<CrosswordPlayState>;
  /** The play's state if the route already loaded it (lib/http prefetch), taken once. */
  loaded?(key: PlayKey): CrosswordPlayState | undefined;
  /**
   * On page unload: the unsent letters and the pause, by navigator.sendBeacon (the only request
   * a closing page still delivers). Returns false when the browser refused to queue it.
   */
  pauseOnUnload(key: PlayKey, move: CrosswordMove | null): boolean;
}

function beacon(url: string, body: unknown): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
  return navigator.sendBeacon(url, blob);
}

const statePath = (key: PlayKey) => `${base(key)}?mode=${encodeURIComponent(key.mode)}`;

export const crosswordApi: CrosswordApi = {
  state: (key) => apiRequest<CrosswordPlayState>('GET', statePath(key)),
  loaded: (key) => takePrefetched<CrosswordPlayState>(statePath(key)),
  start: (key) => apiRequest<CrosswordPlayState>('POST', `${base(key)}/start`, { mode: key.mode }),
  pause: (key, move) =>
    apiRequest<CrosswordPlayState>('POST', `${base(key)}/pause`, {
      mode: key.mode,
      ...(move ? { move } : {}),
    }),
  move: (key, move) =>
    apiRequest<CrosswordMoveState>('POST', `${base(key)}/moves`, { mode: key.mode, move }),
  reset: (key) => apiRequest<CrosswordPlayState>('POST', `${base(key)}/reset`, { mode: key.mode }),
  pauseOnUnload: (key, move) =>
    beacon(`${base(key)}/pause`, { mode: key.mode, ...(move ? { move } : {}) }),
};
