import type { GameDefinition } from '../play/game-definition.js';
import { RANK_BY_TIME } from '../play/rank-rules.js';

/** The Mini Crossword (docs/decisions/020): daily, ranked by time. */
export const miniDefinition: GameDefinition<'mini'> = {
  game: 'mini',
  name: 'Mini Crossword',
  shareName: 'MedGrid Mini',
  validityDays: 1,
  rank: RANK_BY_TIME,
  distribution: null,
  scoreHelp: null,
  entryDetail: () => null,
  playsOnPhone: true,
  asksDailyQuestion: true,
};

/** The Medical Crossword: weekly (a puzzle is this week's until the next one), ranked by time. */
export const medicalDefinition: GameDefinition<'medical'> = {
  game: 'medical',
  name: 'Medical Crossword',
  shareName: 'MedGrid Medical Crossword',
  validityDays: 7,
  rank: RANK_BY_TIME,
  distribution: null,
  scoreHelp: null,
  entryDetail: () => null,
  playsOnPhone: false,
  asksDailyQuestion: false,
};
