import type { GameDefinition } from '../play/game-definition.js';
import { RANK_BY_TIME_THEN_GUESSES } from '../play/rank-rules.js';
import { MAX_GUESSES } from './schema-constants.js';

/**
 * MedWord (docs/decisions/020): daily, ranked by time, ties by fewer guesses; the stats show the
 * solves by guesses.
 */
export const medwordDefinition: GameDefinition<'medword'> = {
  game: 'medword',
  name: 'MedWord',
  shareName: 'MedGrid MedWord',
  validityDays: 1,
  rank: RANK_BY_TIME_THEN_GUESSES,
  distribution: { limit: MAX_GUESSES, measure: 'guesses' },
  scoreHelp: null,
};
