import type { GameFacts } from '../play/game-definition.js';

/** MedMatch: daily. What a page may know before it loads the game (docs/decisions/020). */
export const medmatchFacts: GameFacts<'medmatch'> = {
  game: 'medmatch',
  name: 'MedMatch',
  shareName: 'MedGrid MedMatch',
  validityDays: 1,
  playsOnPhone: true,
  asksDailyQuestion: true,
};
