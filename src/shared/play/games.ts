/**
 * The five games. Their ids are used in URLs, tables and the API; what the site knows of each
 * game is its definition (game-registry.ts, docs/decisions/020).
 */
export const GAME_IDS = ['mini', 'medical', 'medword', 'medle', 'medmatch'] as const;
export type GameId = (typeof GAME_IDS)[number];

export function isGameId(value: string): value is GameId {
  return (GAME_IDS as readonly string[]).includes(value);
}

/**
 * The games that are playable today, in one place: the server registers exactly these
 * (src/server/features/play/registry.ts: a rules module for each, checked by the compiler), and the
 * client reads the same list for the landing cards, the menu and the help page. A game not listed
 * shows 'Coming soon' (docs/product.md#the-product); its own issue adds it here when it lands.
 */
export const PLAYABLE_GAME_IDS = [
  'mini',
  'medical',
  'medword',
  'medle',
  'medmatch',
] as const satisfies readonly GameId[];
export type PlayableGameId = (typeof PLAYABLE_GAME_IDS)[number];

export function isPlayable(game: GameId): game is PlayableGameId {
  return (PLAYABLE_GAME_IDS as readonly GameId[]).includes(game);
}

/**
 * daily: today's puzzle, ranked; archive: an earlier puzzle, nothing recorded;
 * test: an admin playing any date, nothing recorded.
 */
export const PLAY_MODES = ['daily', 'archive', 'test'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];

/**
 * The modes the play engine runs: the dated ones above, and practice, a crossword a player made
 * from a study deck (issue 32): timed, its progress kept, never ranked and never dated.
 */
export type EngineMode = PlayMode | 'practice';
