import { describe, expect, it } from 'vitest';
import { PLAYABLE_GAME_IDS } from '../../../shared/play/games.js';
import { builtInGuessLists } from './guess-lists.js';
import { defaultGames } from './registry.js';

describe('the registry of playable games', () => {
  it('runs exactly the games the client lists as playable, each with its own rules', () => {
    const games = defaultGames(
      builtInGuessLists(),
      'test-secret-test-secret-test-secret-0123456789',
    );
    expect([...games.keys()]).toEqual([...PLAYABLE_GAME_IDS]);
    for (const [id, game] of games) expect(game.game).toBe(id);
  });
});
