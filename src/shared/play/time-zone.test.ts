import { describe, expect, it } from 'vitest';
import {
  dateInZone,
  dayStartsAt,
  isTimeZone,
  nextDayStartsAt,
  NO_ZONE,
  dayEndsEverywhereAt,
  playerToday,
  reportZone,
  settle,
  zoneSettingOf,
  type ZoneSetting,
} from './time-zone.js';

const at = (iso: string) => new Date(iso);

describe('dateInZone', () => {
  it('gives the calendar date of an instant in a zone', () => {
    const instant = at('2026-11-24T23:30:00Z');
    expect(dateInZone(instant, 'UTC')).toBe('2026-11-24');
    expect(dateInZone(instant, 'Pacific/Kiritimati')).toBe('2026-11-25'); // UTC+14
    expect(dateInZone(at('2026-11-24T08:00:00Z'), 'Pacific/Pago_Pago')).toBe('2026-11-23'); // UTC-11
    expect(dateInZone(instant, null)).toBe('2026-11-24');
  });

  it('knows IANA names and refuses anything else', () => {
    for (const zone of ['UTC', 'Europe/Paris', 'America/Argentina/Buenos_Aires'])
      expect(isTimeZone(zone), zone).toBe(true);
    for (const bad of ['', 'Mars/Olympus', 'x'.repeat(65), '../../etc/passwd'])
      expect(isTimeZone(bad), bad).toBe(false);
  });
});

describe('one today per player', () => {
  const paris: ZoneSetting = { ...NO_ZONE, zone: 'Europe/Paris' };

  it('uses UTC until a zone is known', () => {
    expect(playerToday(NO_ZONE, at('2026-11-24T23:30:00Z'))).toBe('2026-11-24');
  });

  it("keeps the reported zone waiting until the player's next day", () => {
    const now = at('2026-11-24T10:00:00Z');
    const report = reportZone(paris, 'Pacific/Kiritimati', now);
    expect(report.kind).toBe('changed');
    expect(report.setting).toMatchObject({ zone: 'Europe/Paris', next: 'Pacific/Kiritimati' });
    expect(report.setting.nextFrom).toBe('2026-11-25');
    // in Kiritimati it is already the 25th, but the player's today stays Paris's 24th
    expect(playerToday(report.setting, at('2026-11-24T12:00:00Z'))).toBe('2026-11-24');
    // once Paris reaches the 25th, the new zone applies
    const later = at('2026-11-24T23:30:00Z');
    expect(playerToday(report.setting, later)).toBe('2026-11-25');
    expect(settle(report.setting, later)).toEqual({
      setting: { zone: 'Pacific/Kiritimati', next: null, nextFrom: null, changedOn: '2026-11-25' },
      changed: true,
    });
  });

  it('lets a change take effect at most once a week', () => {
    const moved: ZoneSetting = {
      zone: 'Asia/Tokyo',
      next: null,
      nextFrom: null,
      changedOn: '2026-11-20',
    };
    const soon = reportZone(moved, 'Europe/Paris', at('2026-11-24T10:00:00Z'));
    expect(soon).toMatchObject({ kind: 'too-soon', allowedFrom: '2026-11-27' });
    expect(soon.setting).toBe(moved);
    const weekLater = reportZone(moved, 'Europe/Paris', at('2026-11-26T10:00:00Z'));
    expect(weekLater).toMatchObject({ kind: 'changed' });
    expect(weekLater.setting.nextFrom).toBe('2026-11-27');
  });

  it('changes nothing for the zone in effect, and cancels a waiting change', () => {
    const now = at('2026-11-24T10:00:00Z');
    expect(reportZone(paris, 'Europe/Paris', now)).toEqual({ kind: 'unchanged', setting: paris });
    const waiting = reportZone(paris, 'Asia/Tokyo', now).setting;
    expect(reportZone(waiting, 'Asia/Tokyo', now).kind).toBe('unchanged');
    expect(reportZone(waiting, 'Europe/Paris', now)).toEqual({ kind: 'changed', setting: paris });
  });

  it('records the default zone when the browser reports it', () => {
    const report = reportZone(NO_ZONE, 'UTC', at('2026-11-24T10:00:00Z'));
    expect(report).toEqual({ kind: 'changed', setting: { ...NO_ZONE, zone: 'UTC' } });
  });

  it('reads back a stored setting, dropping what does not parse', () => {
    expect(
      zoneSettingOf({
        zone: 'Nowhere/Else',
        next: 'Asia/Tokyo',
        nextFrom: 'soon',
        changedOn: '2026-11-20',
      }),
    ).toEqual({ zone: null, next: null, nextFrom: null, changedOn: '2026-11-20' });
  });
});

describe('dayStartsAt and nextDayStartsAt', () => {
  it('is midnight in the zone', () => {
    expect(dayStartsAt('2026-11-22', 'UTC').toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(dayStartsAt('2026-11-22', null).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(dayStartsAt('2026-11-22', 'Europe/Paris').toISOString()).toBe(
      '2026-11-21T23:00:00.000Z',
    );
    expect(dayStartsAt('2026-07-01', 'Europe/Paris').toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    );
    expect(dayStartsAt('2026-11-22', 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-21T18:30:00.000Z',
    );
    expect(dayStartsAt('2026-11-22', 'Pacific/Kiritimati').toISOString()).toBe(
      '2026-11-21T10:00:00.000Z',
    );
    expect(dayStartsAt('2026-11-22', 'Pacific/Pago_Pago').toISOString()).toBe(
      '2026-11-22T11:00:00.000Z',
    );
  });

  it('is the first instant of the day when a clock change skips midnight', () => {
    // São Paulo's summer time began at 00:00 on 2018-11-04, which went straight to 01:00 (−02:00)
    expect(dayStartsAt('2018-11-04', 'America/Sao_Paulo').toISOString()).toBe(
      '2018-11-04T03:00:00.000Z',
    );
  });

  it("the next puzzle arrives at the player's next midnight, across a change of clocks", () => {
    expect(
      nextDayStartsAt(
        dateInZone(at('2026-11-21T12:00:00Z'), 'America/New_York'),
        'America/New_York',
      ).toISOString(),
    ).toBe('2026-11-22T05:00:00.000Z');
    // the evening of 2026-11-21 in New York is already the 22nd in UTC
    expect(
      nextDayStartsAt(
        dateInZone(at('2026-11-22T03:00:00Z'), 'America/New_York'),
        'America/New_York',
      ).toISOString(),
    ).toBe('2026-11-22T05:00:00.000Z');
    // the night Europe/Paris leaves summer time (2026-10-25 at 03:00 → 02:00)
    expect(
      nextDayStartsAt(
        dateInZone(at('2026-10-25T01:30:00Z'), 'Europe/Paris'),
        'Europe/Paris',
      ).toISOString(),
    ).toBe('2026-10-25T23:00:00.000Z');
    // exactly at midnight: the day has begun, the next one is a day later
    expect(
      nextDayStartsAt(dateInZone(at('2026-11-22T00:00:00Z'), 'UTC'), 'UTC').toISOString(),
    ).toBe('2026-11-23T00:00:00.000Z');
  });
});

describe("a player's day never moves backwards (docs/decisions/018)", () => {
  const kiritimati: ZoneSetting = { ...NO_ZONE, zone: 'Pacific/Kiritimati' };

  it('stays on the day a westward change took effect until the new zone catches up', () => {
    // 2026-11-20 in Kiritimati (UTC+14) from 10:00 UTC on the 19th: the player moves to Pago Pago (UTC−11)
    const reported = reportZone(kiritimati, 'Pacific/Pago_Pago', at('2026-11-20T00:00:00Z'));
    expect(reported.kind).toBe('changed');
    const waiting = reported.setting;
    expect(waiting.nextFrom).toBe('2026-11-21');
    // the change takes effect at Kiritimati's midnight of the 21st (10:00 UTC on the 20th), when
    // Pago Pago's clock still reads the 19th: the day stays the 21st, not the 19th
    const switched = at('2026-11-20T10:00:00Z');
    expect(dateInZone(switched, 'Pacific/Pago_Pago')).toBe('2026-11-19');
    expect(playerToday(waiting, switched)).toBe('2026-11-21');
    // it stays the 21st through Pago Pago's 20th, for about 49 hours in all
    expect(playerToday(waiting, at('2026-11-21T10:59:00Z'))).toBe('2026-11-21');
    expect(playerToday(waiting, at('2026-11-22T10:59:00Z'))).toBe('2026-11-21');
    // then the new zone's days go on from there
    expect(playerToday(waiting, at('2026-11-22T11:00:00Z'))).toBe('2026-11-22');
  });

  it('never gives a date before one it gave, hour by hour over three weeks, between any two zones', () => {
    const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Etc/GMT+12', 'Asia/Kolkata', 'UTC'];
    for (const from of zones)
      for (const to of zones) {
        let setting: ZoneSetting = { ...NO_ZONE, zone: from };
        let last = '';
        let t = Date.parse('2026-03-01T00:00:00Z');
        for (let hour = 0; hour < 24 * 20; hour++, t += 3_600_000) {
          const now = new Date(t);
          if (hour === 30) setting = reportZone(setting, to, now).setting;
          setting = settle(setting, now).setting;
          const today = playerToday(setting, now);
          expect(today >= last, `${from} → ${to} at ${now.toISOString()}`).toBe(true);
          last = today;
        }
        expect(setting.zone).toBe(to);
      }
  });
});

describe('dayEndsEverywhereAt', () => {
  it('is 12:00 UTC the next day, when UTC−12 reaches the next midnight', () => {
    expect(dayEndsEverywhereAt('2026-11-20').toISOString()).toBe('2026-11-21T12:00:00.000Z');
    expect(dateInZone(at('2026-11-21T11:59:59Z'), 'Etc/GMT+12')).toBe('2026-11-20');
    expect(dateInZone(at('2026-11-21T12:00:00Z'), 'Etc/GMT+12')).toBe('2026-11-21');
  });
});
