import { count, formatRankedTime } from '../play/leaderboard.js';
import type { GameDefinition } from '../play/game-definition.js';
import { medleFacts } from './facts.js';
import { RANK_BY_SCORE_THEN_TIME } from '../play/rank-rules.js';
import { MAX_CLUES } from './schema-constants.js';

/**
 * Medle (docs/decisions/020): daily, ranked by score, ties by faster time (the score: rules.ts);
 * the stats show the solves by clues used.
 */
export const medleDefinition: GameDefinition<'medle'> = {
  ...medleFacts,
  rank: RANK_BY_SCORE_THEN_TIME,
  distribution: { limit: MAX_CLUES, measure: 'clues' },
  scoreHelp: {
    summary: 'How is the score worked out?',
    text: 'Score = (1000 − 2 per second − 50 per guess − 100 per clue after the first) × 1.0 on an Introductory case, 1.2 on a Moderate one and 1.5 on a Complex one, never below 0. The highest score ranks first; equal scores go to the faster time. Each row shows the time, the guesses and the clues used. Revealed cases are not ranked.',
  },
  entryDetail: (entry) =>
    entry.guesses === null
      ? null
      : `${formatRankedTime(entry.timeSeconds, 0)} · ${count(entry.guesses, 'guess', 'guesses')} · ${count(entry.cluesRevealed ?? 1, 'clue', 'clues')}`,
};
