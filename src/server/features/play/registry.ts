import type { GameId } from '../../../shared/play/games.js';
import type { PlayableGame } from '../../../shared/play/game-module.js';
import { medicalCrossword, miniCrossword } from '../../../shared/crossword/play.js';
import { playableMedword } from '../../../shared/medword/play.js';
import { medwordDictionary } from '../medword/dictionary.js';

/** The games the server can run, each from its shared rules module. A game not listed has no API. */
export function defaultGames(): ReadonlyMap<GameId, PlayableGame> {
  return new Map<GameId, PlayableGame>([
    ['mini', miniCrossword],
    ['medical', medicalCrossword],
    ['medword', playableMedword((word) => medwordDictionary().has(word))],
  ]);
}
