import type { GameId } from '../../../shared/play/games.js';
import type { PlayableGame, PreparedPuzzle } from '../../../shared/play/game-module.js';

/** Enough for every game's today, yesterday, next week's test page and a few archive days. */
const DEFAULT_CAPACITY = 64;

/**
 * Stored puzzles kept parsed, by game and stored JSON text, so that a move does not parse and
 * validate the whole puzzle again (issue 21: that was a fifth of a move's CPU). Keyed by the text
 * itself, a puzzle an admin replaced is a new entry at once, in every process; the least recently
 * used entry is dropped past `capacity`. A stored puzzle that no longer parses is an error of
 * ours (content is validated when it is written), reported as such.
 */
export function createPreparedPuzzles(
  games: ReadonlyMap<GameId, PlayableGame>,
  capacity = DEFAULT_CAPACITY,
) {
  const cache = new Map<string, PreparedPuzzle>();
  return {
    get(game: GameId, payloadText: string, payload: () => unknown, where: string): PreparedPuzzle {
      const key = `${game}\n${payloadText}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key); // most recently used last
        cache.set(key, hit);
        return hit;
      }
      const module = games.get(game);
      if (!module) throw new Error(`${game} has no rules module`);
      const prepared = module.prepare(payload());
      if (!prepared.ok) throw new Error(`${game} ${where}: ${prepared.message}`);
      cache.set(key, prepared.puzzle);
      if (cache.size > capacity) cache.delete(cache.keys().next().value!);
      return prepared.puzzle;
    },
    get size() {
      return cache.size;
    },
  };
}

export type PreparedPuzzles = ReturnType<typeof createPreparedPuzzles>;
