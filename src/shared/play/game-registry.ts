import { medicalDefinition, miniDefinition } from '../crossword/definition.js';
import { medleDefinition } from '../medle/definition.js';
import { medmatchDefinition } from '../medmatch/definition.js';
import { medwordDefinition } from '../medword/definition.js';
import type { GameDefinition } from './game-definition.js';
import { GAME_IDS, type GameId } from './games.js';

/**
 * Every game's definition, one line each (docs/decisions/020): the compiler checks that each
 * game of GAME_IDS has one, under its own id. The server and the client read a game's name,
 * share name, days in play, rank rule, distribution and score help here, never from a
 * comparison with its id. Light by design: any page may import it.
 */
const DEFINITIONS: { readonly [G in GameId]: GameDefinition<G> } = {
  mini: miniDefinition,
  medical: medicalDefinition,
  medword: medwordDefinition,
  medle: medleDefinition,
  medmatch: medmatchDefinition,
};

/** The facts of one game. */
export function gameDefinition(game: GameId): GameDefinition {
  return DEFINITIONS[game];
}

/** Every game's definition, in GAME_IDS order. */
export const GAME_DEFINITIONS: readonly GameDefinition[] = GAME_IDS.map(gameDefinition);
