import { medicalAdmin, miniAdmin } from '../crossword/admin.js';
import { medleAdmin } from '../medle/admin.js';
import { medmatchAdmin } from '../medmatch/admin.js';
import { medwordAdmin } from '../medword/admin.js';
import type { GameId } from '../play/games.js';
import type { GameAdmin } from './game-admin.js';

/**
 * Every game's admin tools, one line each (docs/decisions/020): the compiler checks that each
 * game has them, under its own id. The upload panel and the test pages read them here. Holds
 * the games' zod schemas: for the admin pages and the server only (docs/decisions/005).
 */
const ADMINS: { readonly [G in GameId]: GameAdmin<G> } = {
  mini: miniAdmin,
  medical: medicalAdmin,
  medword: medwordAdmin,
  medle: medleAdmin,
  medmatch: medmatchAdmin,
};

/** The admin tools of one game. */
export function gameAdmin(game: GameId): GameAdmin {
  return ADMINS[game];
}
