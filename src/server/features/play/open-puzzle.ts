import { badRequest, HttpError, notFound } from '../../http-error.js';
import type { Player } from '../player-day/service.js';
import type { PlaysStore } from './plays-repository.js';
import type { PuzzlesRepository, StoredPuzzle } from './puzzles-repository.js';
import type { EngineMode, GameId } from '../../../shared/play/games.js';
import { gameDefinition } from '../../../shared/play/game-registry.js';
import { addDays, checkPlayDate, DATE_MESSAGES } from '../../../shared/play/dates.js';
import { dayEndsEverywhereAt } from '../../../shared/play/time-zone.js';
import { TODAY } from '../../../shared/play/schemas.js';

/** The puzzle a play request opens, and the day it is for; throws an HttpError when it may not. */
export type PuzzleOpener = (
  player: Player,
  game: GameId,
  requested: string,
  mode: EngineMode,
) => Promise<{ puzzle: StoredPuzzle; day: string }>;

export interface PuzzleOpenerDeps {
  puzzles: PuzzlesRepository;
  plays: PlaysStore;
  clock: () => Date;
}

/**
 * Which stored puzzle a play request opens (the play service's first step): the date rules of
 * each mode (a player's today and yesterday in grace for daily play, an archive day once it has
 * ended everywhere, any day for an admin's test), and a weekly puzzle through its days in play.
 */
export function createPuzzleOpener({ puzzles, plays, clock }: PuzzleOpenerDeps): PuzzleOpener {
  /** The last day a puzzle is in play: a weekly puzzle until the next one, at most its week. */
  async function lastDayOf(game: GameId, date: string): Promise<string> {
    const validity = gameDefinition(game).validityDays;
    if (validity === 1) return date;
    const next = await puzzles.nextDate(game, date);
    const end = addDays(date, validity - 1);
    return next && next <= end ? addDays(next, -1) : end;
  }

  /**
   * A daily play of the player's yesterday may go on after midnight (a play running past it
   * stays on its day), if it was started on its day and the day was not opened in the archive,
   * where reveals would show its answers.
   */
  async function inGrace(player: Player, game: GameId, puzzleDate: string): Promise<boolean> {
    const [daily, archived] = await Promise.all([
      plays.find(player.id, game, puzzleDate, 'daily'),
      plays.find(player.id, game, puzzleDate, 'archive'),
    ]);
    return daily !== null && archived === null;
  }

  /** The puzzle a request opens, after the date rule for its mode, and the day it is for. */
  return async function openPuzzle(
    player: Player,
    game: GameId,
    requested: string,
    mode: EngineMode,
  ): Promise<{ puzzle: StoredPuzzle; day: string }> {
    // a practice play opens a deck crossword, never a dated puzzle
    if (mode === 'practice') throw badRequest('BAD_MODE', 'mode must be daily, archive or test');
    const validity = gameDefinition(game).validityDays;
    if (requested === TODAY && mode !== 'daily')
      throw badRequest('DATE_NOT_PLAYABLE', 'Only daily play is for today: give a date.');
    const day = requested === TODAY ? player.today : requested;
    if (mode === 'daily') {
      // yesterday is refused below unless a play of it is still in grace
      const yesterday = day === addDays(player.today, -1);
      const check = checkPlayDate(day, mode, player.today, false);
      if (!check.ok && !yesterday)
        throw new HttpError(check.status, 'DATE_NOT_PLAYABLE', check.message);
      const puzzle = await puzzles.current(game, day, validity);
      if (!puzzle) {
        if (yesterday) throw badRequest('DATE_NOT_PLAYABLE', DATE_MESSAGES.noLongerToday);
        throw notFound('NO_PUZZLE', 'No puzzle available today');
      }
      if (yesterday && !(await inGrace(player, game, puzzle.puzzleDate)))
        throw badRequest('DATE_NOT_PLAYABLE', DATE_MESSAGES.noLongerToday);
      return { puzzle, day };
    }
    const puzzle = await puzzles.get(game, day);
    // an archived puzzle opens once its last day in play is before the player's today and has
    // ended everywhere: until then someone still plays it as their daily (docs/decisions/018)
    const checked = mode === 'archive' && puzzle ? await lastDayOf(game, day) : day;
    const check = checkPlayDate(checked, mode, player.today, player.isAdmin);
    if (!check.ok) throw new HttpError(check.status, 'DATE_NOT_PLAYABLE', check.message);
    if (mode === 'archive' && clock() < dayEndsEverywhereAt(checked))
      throw new HttpError(403, 'DATE_NOT_PLAYABLE', DATE_MESSAGES.stillSomewhere);
    if (!puzzle) throw notFound('NO_PUZZLE', 'This puzzle is not available in our archives.');
    return { puzzle, day };
  };
}
