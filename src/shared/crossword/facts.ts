import type { GameFacts } from '../play/game-definition.js';

/** The Mini Crossword: daily. What a page may know before it loads the game (docs/decisions/020). */
export const miniFacts: GameFacts<'mini'> = {
  game: 'mini',
  name: 'Mini Crossword',
  shareName: 'MedGrid Mini',
  validityDays: 1,
  playsOnPhone: true,
  asksDailyQuestion: true,
};

/**
 * The Medical Crossword: weekly, and not played on phones (docs/product.md). What a page may know
 * before it loads the game (docs/decisions/020).
 */
export const medicalFacts: GameFacts<'medical'> = {
  game: 'medical',
  name: 'Medical Crossword',
  shareName: 'MedGrid Medical Crossword',
  validityDays: 7,
  playsOnPhone: false,
  asksDailyQuestion: false,
};
