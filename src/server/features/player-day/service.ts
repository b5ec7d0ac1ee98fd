import { badRequest } from '../../http-error.js';
import {
  DEFAULT_TIME_ZONE,
  isTimeZone,
  reportZone,
  settle,
  todayOf,
  type ZoneSetting,
} from '../../../shared/play/time-zone.js';
import type { PuzzleDate } from '../../../shared/play/dates.js';
import type { TimeZoneState } from '../../../shared/play/schemas.js';
import type { PlayerDayRepository } from './repository.js';

/** A signed-in player as the play services see them: who, whether admin, and their today. */
export interface Player {
  id: string;
  isAdmin: boolean;
  /** The player's date now, computed by the server in the player's time zone. */
  today: PuzzleDate;
  /** The IANA time zone in effect, whose midnights begin the player's days. */
  timeZone: string;
}

export const TIME_ZONE_MESSAGES = {
  unknown: 'Unknown time zone: send an IANA name such as "Europe/Paris".',
} as const;

/**
 * One 'today' per player (docs/product.md#dates-and-days; rules in src/shared/play/time-zone.ts):
 * the server's own clock in the zone kept on the player's profile. A zone waiting for its day is
 * put in effect (and stored) on the first request that finds its day has come.
 */
export function createPlayerDayService(repo: PlayerDayRepository, clock: () => Date) {
  async function current(userId: string): Promise<{ isAdmin: boolean; zone: ZoneSetting }> {
    const record = await repo.get(userId);
    const settled = settle(record.zone, clock());
    if (settled.changed) await repo.saveZone(userId, settled.setting);
    return { isAdmin: record.isAdmin, zone: settled.setting };
  }

  function stateOf(zone: ZoneSetting, now: Date): TimeZoneState {
    return {
      timeZone: zone.zone ?? DEFAULT_TIME_ZONE,
      next: zone.next && zone.nextFrom ? { timeZone: zone.next, from: zone.nextFrom } : null,
      today: todayOf(zone, now),
    };
  }

  return {
    async player(userId: string): Promise<Player> {
      const { isAdmin, zone } = await current(userId);
      return {
        id: userId,
        isAdmin,
        today: todayOf(zone, clock()),
        timeZone: zone.zone ?? DEFAULT_TIME_ZONE,
      };
    },

    async state(userId: string): Promise<TimeZoneState> {
      return stateOf((await current(userId)).zone, clock());
    },

    /** The zone the player's browser reports (PUT /api/account/time-zone). */
    async report(userId: string, reported: string): Promise<TimeZoneState> {
      if (!isTimeZone(reported)) throw badRequest('INVALID_TIME_ZONE', TIME_ZONE_MESSAGES.unknown);
      const now = clock();
      const { zone } = await current(userId);
      const outcome = reportZone(zone, reported, now);
      if (outcome.kind === 'changed') await repo.saveZone(userId, outcome.setting);
      return {
        ...stateOf(outcome.setting, now),
        ...(outcome.kind === 'too-soon' ? { changeAllowedFrom: outcome.allowedFrom } : {}),
      };
    },

    /** A new account's zone, in effect at once (sign-up). An unknown zone is ignored. */
    async initial(userId: string, reported: string | undefined): Promise<void> {
      if (!reported || !isTimeZone(reported)) return;
      await repo.saveZone(userId, { zone: reported, next: null, nextFrom: null, changedOn: null });
    },
  };
}

export type PlayerDayService = ReturnType<typeof createPlayerDayService>;
