import { count } from '../play/leaderboard.js';
import type { GameDefinition } from '../play/game-definition.js';
import { medwordFacts } from './facts.js';
import { RANK_BY_TIME_THEN_GUESSES } from '../play/rank-rules.js';
import { MAX_GUESSES } from './schema-constants.js';

/**
 * MedWord (docs/decisions/020): daily, ranked by time, ties by fewer guesses; the stats show the
 * solves by guesses.
 */
export const medwordDefinition: GameDefinition<'medword'> = {
  ...medwordFacts,
  rank: RANK_BY_TIME_THEN_GUESSES,
  distribution: { limit: MAX_GUESSES, measure: 'guesses' },
  scoreHelp: null,
  entryDetail: (entry) => {
    if (entry.guesses === null) return null;
    const guesses = count(entry.guesses, 'guess', 'guesses');
    const hints = entry.cluesRevealed ?? 0;
    return hints ? `${guesses} · ${count(hints, 'hint', 'hints')}` : guesses;
  },
};
