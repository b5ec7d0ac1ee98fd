import type { GameFacts } from '../play/game-definition.js';

/** Medle: daily. What a page may know before it loads the game (docs/decisions/020). */
export const medleFacts: GameFacts<'medle'> = {
  game: 'medle',
  name: 'Medle',
  shareName: 'MedGrid Medle',
  validityDays: 1,
  playsOnPhone: true,
  asksDailyQuestion: true,
};
