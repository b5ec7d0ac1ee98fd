import type { GameDefinition } from '../play/game-definition.js';
import { miniFacts, medicalFacts } from './facts.js';
import { RANK_BY_TIME } from '../play/rank-rules.js';

/** The Mini Crossword (docs/decisions/020): daily, ranked by time. */
export const miniDefinition: GameDefinition<'mini'> = {
  ...miniFacts,
  rank: RANK_BY_TIME,
  distribution: null,
  scoreHelp: null,
  entryDetail: () => null,
};

/** The Medical Crossword: weekly (a puzzle is this week's until the next one), ranked by time. */
export const medicalDefinition: GameDefinition<'medical'> = {
  ...medicalFacts,
  rank: RANK_BY_TIME,
  distribution: null,
  scoreHelp: null,
  entryDetail: () => null,
};
