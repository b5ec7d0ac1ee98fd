import { notFound } from '../../http-error.js';
import type { Player } from '../player-day/service.js';
import type { FinishedPlay, StatsRepository } from './repository.js';
import type { GameId } from '../../../shared/play/games.js';
import { gameDefinition } from '../../../shared/play/game-registry.js';
import type { PlayableGame } from '../../../shared/play/game-module.js';
import { addDays } from '../../../shared/play/dates.js';
import { dayStartsAt, nextDayStartsAt } from '../../../shared/play/time-zone.js';
import {
  computeStats,
  dailyDays,
  outcomeOf,
  type DayStatus,
  type GameStats,
  type ResultOutcome,
} from '../../../shared/play/stats.js';
import type { GameToday, TodayGlance } from '../../../shared/play/glance.js';
import type { ArchiveDays, ArchiveList } from '../../../shared/play/schemas.js';

export interface StatsServiceDeps {
  repo: StatsRepository;
  games: ReadonlyMap<GameId, PlayableGame>;
  clock: () => Date;
}

/**
 * The player's own view of their play (docs/product.md#statistics-and-today-at-a-glance):
 * statistics per game, today at a glance, and the marks on the archive list. Everything is read for
 * the signed-in player only, and every day is the player's (their today from the player-day
 * service, midnights in their time zone).
 */
export function createStatsService({ repo, games, clock }: StatsServiceDeps) {
  function served(game: GameId): void {
    if (!games.has(game)) throw notFound('UNKNOWN_GAME', 'This game is not available yet.');
  }

  /** How a finished archive play ended, replayed with the game's rules (a reveal shows there). */
  function archiveOutcome(game: GameId, play: FinishedPlay): ResultOutcome {
    const loaded = games.get(game)?.load(play.payload, play.progress);
    if (!loaded?.ok) return play.status === 'won' ? 'solved' : 'unsolved';
    if (loaded.play.result(0).assisted) return 'revealed';
    return play.status === 'won' ? 'solved' : 'unsolved';
  }

  async function gameToday(player: Player, game: GameId, nextDayAt: string): Promise<GameToday> {
    const validity = gameDefinition(game).validityDays;
    const [puzzleDate, next] = await Promise.all([
      repo.currentPuzzleDate(game, player.today, validity),
      validity === 1 ? Promise.resolve(null) : repo.nextPuzzleDate(game, player.today),
    ]);
    const nextPuzzleDate = validity === 1 ? addDays(player.today, 1) : next;
    const nextPuzzleAt =
      validity === 1 ? nextDayAt : next && dayStartsAt(next, player.timeZone).toISOString();
    const base = {
      game,
      puzzleDate,
      timeSeconds: null,
      penaltySeconds: null,
      nextPuzzleAt,
      nextPuzzleDate,
    };
    if (!puzzleDate) return { ...base, status: 'no-puzzle' };
    const [results, plays] = await Promise.all([
      repo.results(player.id, game, puzzleDate, puzzleDate),
      repo.plays(player.id, game, 'daily', puzzleDate, puzzleDate),
    ]);
    const result = results[0];
    if (result) {
      const status = outcomeOf(result);
      return status === 'solved'
        ? {
            ...base,
            status,
            timeSeconds: result.timeSeconds,
            penaltySeconds: result.penaltySeconds,
          }
        : { ...base, status };
    }
    return { ...base, status: plays.length > 0 ? 'in-progress' : 'not-started' };
  }

  return {
    /**
     * GET /api/stats/:game: played, solved %, streaks, best and average time and the chart, from
     * the player's daily results. A daily game's days are calendar days; the weekly Medical
     * Crossword's are its puzzle dates.
     */
    async stats(player: Player, game: GameId): Promise<GameStats> {
      served(game);
      const today = player.today;
      const rows = await repo.results(player.id, game, null, today);
      const results = rows.map((r) => ({
        date: r.date,
        outcome: outcomeOf(r),
        timeSeconds: r.timeSeconds,
        guesses: r.guesses,
        cluesRevealed: r.cluesRevealed,
        livesRemaining: r.livesRemaining,
      }));
      const validity = gameDefinition(game).validityDays;
      if (validity === 1) {
        const days = dailyDays(today, results);
        return computeStats({ game, today, results, days, lastIsOpen: true });
      }
      const days = await repo.puzzleDates(game, today);
      const last = days.at(-1);
      // this week's puzzle is still in play while within its week of today
      const lastIsOpen = last !== undefined && addDays(last, validity - 1) >= today;
      return computeStats({ game, today, results, days, lastIsOpen });
    },

    /** GET /api/today: each playable game's status today and when the next puzzles arrive. */
    async today(player: Player): Promise<TodayGlance> {
      const now = clock();
      const nextDayAt = nextDayStartsAt(player.today, player.timeZone).toISOString();
      return {
        today: player.today,
        nextDayAt,
        serverNow: now.toISOString(),
        games: await Promise.all(
          [...games.keys()].map((game) => gameToday(player, game, nextDayAt)),
        ),
      };
    },

    /**
     * The player's standing on each day of an archive list: the recorded daily result if there is
     * one, else the archive play's (in progress, or how it ended), else not started. An unfinished
     * daily play of a past day is not marked: the archive opens the day afresh.
     */
    async markArchive(player: Player, list: ArchiveDays): Promise<ArchiveList> {
      const { game, entries } = list;
      const newest = entries[0]?.date;
      const oldest = entries.at(-1)?.date;
      if (!newest || !oldest) return { game, entries: [] };
      const [results, plays, finished] = await Promise.all([
        repo.results(player.id, game, oldest, newest),
        repo.plays(player.id, game, 'archive', oldest, newest),
        repo.finishedArchivePlays(player.id, game, oldest, newest),
      ]);
      const status = new Map<string, DayStatus>();
      for (const p of plays) if (p.status === 'playing') status.set(p.date, 'in-progress');
      for (const p of finished) status.set(p.date, archiveOutcome(game, p));
      for (const r of results) status.set(r.date, outcomeOf(r));
      return {
        game,
        entries: entries.map((e) => ({ ...e, status: status.get(e.date) ?? 'not-started' })),
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
