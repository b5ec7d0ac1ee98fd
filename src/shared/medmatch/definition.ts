import { count, formatRankedTime } from '../play/leaderboard.js';
import type { GameDefinition } from '../play/game-definition.js';
import { medmatchFacts } from './facts.js';
import { RANK_BY_SCORE_THEN_TIME } from '../play/rank-rules.js';
import { LIVES } from './schema-constants.js';

/**
 * MedMatch (docs/decisions/020): daily, ranked by score, ties by faster time (the score:
 * rules.ts); the stats show the solves by lives left, up to the most a day gives.
 */
export const medmatchDefinition: GameDefinition<'medmatch'> = {
  ...medmatchFacts,
  rank: RANK_BY_SCORE_THEN_TIME,
  distribution: { limit: Math.max(...Object.values(LIVES)), measure: 'lives' },
  scoreHelp: {
    summary: 'How is the score worked out?',
    text: 'Score = (1000 − 2 per second − 25 per wrong pick) × 1.0 on an Introductory day, 1.2 on a Moderate one and 1.5 on a Complex one, plus 50 for each life left, rounded up. The highest score ranks first; equal scores go to the faster time. Only finished games with a life left, not left midway, are ranked.',
  },
  entryDetail: (entry) =>
    entry.livesRemaining === null
      ? null
      : `${formatRankedTime(entry.timeSeconds, 0)} · ${count(entry.livesRemaining, 'life', 'lives')} left`,
};
