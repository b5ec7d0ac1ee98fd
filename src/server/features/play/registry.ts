import type { GameId, PlayableGameId } from '../../../shared/play/games.js';
import type { PlayableGame } from '../../../shared/play/game-module.js';
import { medicalCrossword, miniCrossword } from '../../../shared/crossword/play.js';
import { playableMedle } from '../../../shared/medle/play.js';
import { playableMedmatch } from '../../../shared/medmatch/play.js';
import { playableMedword } from '../../../shared/medword/play.js';
import { medmatchOrderSeed } from '../medmatch/order-seed.js';
import type { GuessLists } from './guess-lists.js';

/**
 * The games the server can run, each from its shared rules module; MedWord and Medle check
 * guesses against the lists given (they stay on the server: docs/decisions/010, 011), and
 * `authSecret` keys MedMatch's shown orders (../medmatch/order-seed.ts). The keys are exactly
 * PLAYABLE_GAME_IDS (src/shared/play/games.ts), the list the client reads too: a game cannot run
 * here without being listed there, nor be listed without a module here. A game not listed has no
 * API.
 */
export function defaultGames(
  lists: GuessLists,
  authSecret: string,
): ReadonlyMap<GameId, PlayableGame> {
  const modules: Record<PlayableGameId, PlayableGame> = {
    mini: miniCrossword,
    medical: medicalCrossword,
    medword: playableMedword(lists.isMedwordWord),
    medle: playableMedle(lists.isMedleName),
    medmatch: playableMedmatch(medmatchOrderSeed(authSecret)),
  };
  return new Map<GameId, PlayableGame>(Object.entries(modules) as [PlayableGameId, PlayableGame][]);
}
