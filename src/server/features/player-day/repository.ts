import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import { zoneSettingOf, type ZoneSetting } from '../../../shared/play/time-zone.js';

/** What the play and daily-question services need to know of a player, in one read. */
export interface PlayerRecord {
  isAdmin: boolean;
  zone: ZoneSetting;
}

export function createPlayerDayRepository(db: Db) {
  const k = db.kysely;
  return {
    async get(userId: string): Promise<PlayerRecord> {
      const row = await k
        .selectFrom('user as u')
        .leftJoin('profiles as p', 'p.user_id', 'u.id')
        .leftJoin('admin_users as a', 'a.user_id', 'u.id')
        .select([
          'p.time_zone',
          'p.time_zone_next',
          'p.time_zone_next_from',
          'p.time_zone_changed_on',
          'a.user_id as admin_id',
        ])
        .where('u.id', '=', userId)
        .executeTakeFirst();
      return {
        isAdmin: (row?.admin_id ?? null) !== null,
        zone: zoneSettingOf({
          zone: row?.time_zone ?? null,
          next: row?.time_zone_next ?? null,
          nextFrom: row?.time_zone_next_from ?? null,
          changedOn: row?.time_zone_changed_on ?? null,
        }),
      };
    },

    /** Stores the player's zone setting (a profile is created if the account has none). */
    async saveZone(userId: string, zone: ZoneSetting): Promise<void> {
      const values = {
        time_zone: zone.zone,
        time_zone_next: zone.next,
        time_zone_next_from: zone.nextFrom,
        time_zone_changed_on: zone.changedOn,
      };
      await k
        .insertInto('profiles')
        .values({
          user_id: userId,
          med_school_id: null,
          custom_med_school: null,
          med_school_changed_at: null,
          created_at: nowIso(),
          ...values,
        })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },
  };
}

export type PlayerDayRepository = ReturnType<typeof createPlayerDayRepository>;
