/** The five games. Their ids are used in URLs, tables and the API. */
export const GAME_IDS = ['mini', 'medical', 'medword', 'medle', 'medmatch'] as const;
export type GameId = (typeof GAME_IDS)[number];

export const GAME_NAMES: Record<GameId, string> = {
  mini: 'Mini Crossword',
  medical: 'Medical Crossword',
  medword: 'MedWord',
  medle: 'Medle',
  medmatch: 'MedMatch',
};

export function isGameId(value: string): value is GameId {
  return (GAME_IDS as readonly string[]).includes(value);
}

/**
 * The games that are playable today, in one place: the server registers exactly these
 * (src/server/features/play/registry.ts: a rules module for each, checked by the compiler), and
 * the client reads the same list for the landing cards, the menu and the help page. A game not
 * listed shows 'Coming soon' (DECISIONS "Site"); its own issue adds it here when it lands.
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
 * How many days a puzzle stays the current one: a Medical Crossword dated D is "this week's"
 * from D until the next one, at most 7 days (DECISIONS.md); the other games are daily.
 */
export const PUZZLE_VALIDITY_DAYS: Record<GameId, number> = {
  mini: 1,
  medical: 7,
  medword: 1,
  medle: 1,
  medmatch: 1,
};

/**
 * The games whose statistics show a distribution of solves: MedWord by guesses (at most 6),
 * Medle by clues used (at most 6), MedMatch by lives left (at most 5).
 */
export interface DistributionKind {
  limit: number;
  measure: 'guesses' | 'clues' | 'lives';
}
export const DISTRIBUTIONS: Partial<Record<GameId, DistributionKind>> = {
  medword: { limit: 6, measure: 'guesses' },
  medle: { limit: 6, measure: 'clues' },
  medmatch: { limit: 5, measure: 'lives' },
};
