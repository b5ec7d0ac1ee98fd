import type { GameFacts } from '../play/game-definition.js';
import { medwordNumber } from './number.js';

/** MedWord: daily. What a page may know before it loads the game (docs/decisions/020). */
export const medwordFacts: GameFacts<'medword'> = {
  game: 'medword',
  name: 'MedWord',
  shareName: 'MedGrid MedWord',
  validityDays: 1,
  shareDay: (date) => {
    const n = medwordNumber(date);
    return n === null ? null : `#${n}`;
  },
  playsOnPhone: true,
  asksDailyQuestion: true,
};
