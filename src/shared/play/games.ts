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
 * daily: today's puzzle, ranked; archive: an earlier puzzle, nothing recorded;
 * test: an admin playing any date, nothing recorded.
 */
export const PLAY_MODES = ['daily', 'archive', 'test'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];
