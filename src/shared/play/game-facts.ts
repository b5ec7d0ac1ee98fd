import { medicalFacts, miniFacts } from '../crossword/facts.js';
import { medleFacts } from '../medle/facts.js';
import { medmatchFacts } from '../medmatch/facts.js';
import { medwordFacts } from '../medword/facts.js';
import type { GameFacts } from './game-definition.js';
import type { GameId } from './games.js';

/**
 * Every game's light facts (docs/decisions/020): the part of its definition a page reads before it
 * loads the game, such as whether the phone plays it or today's question comes first. The full
 * definitions (game-registry.ts) add rank rules and leaderboard text, which the entry chunk does
 * not need.
 */
const FACTS: { readonly [G in GameId]: GameFacts<G> } = {
  mini: miniFacts,
  medical: medicalFacts,
  medword: medwordFacts,
  medle: medleFacts,
  medmatch: medmatchFacts,
};

/** The light facts of one game. */
export function gameFacts(game: GameId): GameFacts {
  return FACTS[game];
}
