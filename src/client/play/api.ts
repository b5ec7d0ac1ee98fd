import { apiRequest, takePrefetched } from '../lib/http';
import type { EngineMode, GameId } from '../../shared/play/games';

/**
 * The play API (docs/api-play.md) for any game, one function per route. A daily play asks for
 * `today`: the server names the player's day, and the answer's `day` names it after.
 */
export interface PlayKey<G extends GameId = GameId> {
  game: G;
  /** The day, or for a practice play (a study-deck crossword) the crossword's id. */
  date: string;
  mode: EngineMode;
}

/** The player's today, as the server computes it (src/shared/play/schemas.ts `TODAY`). */
export const TODAY = 'today';

export interface PlayApi<State, MoveState, Move, G extends GameId = GameId> {
  state(key: PlayKey<G>): Promise<State>;
  start(key: PlayKey<G>): Promise<State>;
  /** Pauses; `move` (what is unsent) is applied first, in the same step. */
  pause(key: PlayKey<G>, move?: Move | null): Promise<State>;
  move(key: PlayKey<G>, move: Move): Promise<MoveState>;
  reset(key: PlayKey<G>): Promise<State>;
  /** The play's state if the route already loaded it (lib/http prefetch), taken once. */
  loaded?(key: PlayKey<G>): State | undefined;
  /**
   * On page unload: what is unsent and the pause, by navigator.sendBeacon (the only request a
   * closing page still delivers). Returns false when the browser refused to queue it.
   */
  pauseOnUnload(key: PlayKey<G>, move: Move | null): boolean;
}

function beacon(url: string, body: unknown): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
  return navigator.sendBeacon(url, blob);
}

/** A dated play's routes, or a deck crossword's (docs/api-play.md#study-decks). */
const base = ({ game, date, mode }: PlayKey) =>
  mode === 'practice'
    ? `/api/decks/crosswords/${encodeURIComponent(date)}/play`
    : `/api/play/${encodeURIComponent(game)}/${encodeURIComponent(date)}`;

/** The URL the state is read from (and prefetched at: app/router.tsx). */
export const statePath = (key: PlayKey) =>
  key.mode === 'practice' ? base(key) : `${base(key)}?mode=${encodeURIComponent(key.mode)}`;

export function playApi<State, MoveState, Move, G extends GameId = GameId>(): PlayApi<
  State,
  MoveState,
  Move,
  G
> {
  return {
    state: (key) => apiRequest<State>('GET', statePath(key)),
    loaded: (key) => takePrefetched<State>(statePath(key)),
    start: (key) => apiRequest<State>('POST', `${base(key)}/start`, { mode: key.mode }),
    pause: (key, move) =>
      apiRequest<State>('POST', `${base(key)}/pause`, {
        mode: key.mode,
        ...(move ? { move } : {}),
      }),
    move: (key, move) =>
      apiRequest<MoveState>('POST', `${base(key)}/moves`, { mode: key.mode, move }),
    reset: (key) => apiRequest<State>('POST', `${base(key)}/reset`, { mode: key.mode }),
    pauseOnUnload: (key, move) =>
      beacon(`${base(key)}/pause`, { mode: key.mode, ...(move ? { move } : {}) }),
  };
}
