import { describe, expect, it } from 'vitest';
import { gameAdmin } from '../admin/admin-registry.js';
import { GAME_DEFINITIONS, gameDefinition } from './game-registry.js';
import { GAME_IDS } from './games.js';

describe('the game registry (issue 28)', () => {
  it('defines every game, under its own id, in GAME_IDS order, with its admin tools', () => {
    expect(GAME_DEFINITIONS.map((d) => d.game)).toEqual([...GAME_IDS]);
    for (const game of GAME_IDS) {
      expect(gameDefinition(game).game).toBe(game);
      expect(gameAdmin(game).game).toBe(game);
    }
  });

  // the facts as they were in the tables they replace (games.ts, share.ts)
  it.each([
    ['mini', 'Mini Crossword', 'MedGrid Mini', 1, null],
    ['medical', 'Medical Crossword', 'MedGrid Medical Crossword', 7, null],
    ['medword', 'MedWord', 'MedGrid MedWord', 1, { limit: 6, measure: 'guesses' }],
    ['medle', 'Medle', 'MedGrid Medle', 1, { limit: 6, measure: 'clues' }],
    ['medmatch', 'MedMatch', 'MedGrid MedMatch', 1, { limit: 5, measure: 'lives' }],
  ] as const)('keeps the facts of %s', (game, name, shareName, validityDays, distribution) => {
    expect(gameDefinition(game)).toMatchObject({ name, shareName, validityDays, distribution });
  });

  it('explains the score of exactly the games that rank by one', () => {
    for (const d of GAME_DEFINITIONS) expect(d.scoreHelp !== null).toBe(d.rank.byScore);
  });
});
