import { GAME_IDS } from '../play/games.js';
import { MAX_POINTS } from './points.js';
import { CUP_BEST_N, CUP_MIN_PLAYERS } from './standings.js';

/**
 * The School Cup's rule in plain words for its page (issue 33), built from the same constants
 * the points are computed with so the page can never tell a different rule. The settle moment is
 * described as the archives describe it (docs/product.md#dates-and-days).
 */

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];
const words = (n: number) => NUMBER_WORDS[n] ?? String(n);

export const CUP_RULE_TITLE = 'How the School Cup works';

export const CUP_RULE_TEXT: readonly string[] = [
  'The School Cup runs each week from Monday to Sunday, on your own days, as everywhere else on MedGrid.',
  `Each ranked daily result earns points for its place among that day's results of the same game: 100 × (1 − (place − 1) ÷ players). First place earns ${MAX_POINTS} points and last place ${MAX_POINTS} ÷ the number of players, so a high place in a big field is worth the most. Tied results share the better place and the same points.`,
  `Your day is the sum of your points across the ${words(GAME_IDS.length)} games. Your school's day is the average of its best ${CUP_BEST_N} players' days (of everyone who played, when fewer did), so a big school cannot win by size alone. The week's total is the sum of its seven days.`,
  `Schools with fewer than ${CUP_MIN_PLAYERS} players in the week are listed but not ranked.`,
  "Only eligible daily results count: never a revealed, archive, test or exited play, and one result per player, game and day. A new result can change everyone's places, so a day's points are provisional until that day has ended everywhere in the world (12:00 UTC the next day).",
];
