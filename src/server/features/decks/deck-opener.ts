import { badRequest, notFound } from '../../http-error.js';
import type { PuzzleOpener } from '../play/open-puzzle.js';
import type { StoredPuzzle } from '../play/puzzles-repository.js';
import type { GameId } from '../../../shared/play/games.js';
import type { DecksRepository } from './repository.js';
import { DECK_MESSAGES as M } from '../../../shared/decks/messages.js';

/** The crossword rules a deck crossword is played by: any size up to 25×25 (src/shared/crossword). */
export const DECK_GAME: GameId = 'medical';

/**
 * Opens a deck crossword for the play engine (docs/decisions/024-deck-crosswords.md): only in
 * practice mode, only for its owner or an accepted friend it is shared with. Anyone else gets the
 * same 404 as for a crossword that does not exist.
 */
export function createDeckOpener(repo: DecksRepository): PuzzleOpener {
  return async (player, game, crosswordId, mode) => {
    if (mode !== 'practice' || game !== DECK_GAME)
      throw badRequest('BAD_MODE', 'A deck crossword is played in practice mode.');
    const c = await repo.openable(player.id, crosswordId);
    if (!c) throw notFound('CROSSWORD_NOT_FOUND', M.crosswordNotFound);
    let parsed: { value: unknown } | null = null;
    const puzzle: StoredPuzzle = {
      game: DECK_GAME,
      puzzleDate: c.id,
      title: c.name,
      get payload() {
        parsed ??= { value: JSON.parse(c.payloadText) as unknown };
        return parsed.value;
      },
      payloadText: c.payloadText,
    };
    return { puzzle, day: player.today };
  };
}
