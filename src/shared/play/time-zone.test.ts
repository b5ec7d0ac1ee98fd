import { describe, expect, it } from 'vitest';
import {
  dateInZone,
  dayStartsAt,
  isTimeZone,
  nextDayStartsAt,
  NO_ZONE,
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
    expect(nextDayStartsAt(at('2026-11-21T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-22T05:00:00.000Z',
    );
    // the evening of 2026-11-21 in New York is already the 22nd in UTC
    expect(nextDayStartsAt(at('2026-11-22T03:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-22T05:00:00.000Z',
    );
    // the night Europe/Paris leaves summer time (2026-10-25 at 03:00 → 02:00)
    expect(nextDayStartsAt(at('2026-10-25T01:30:00Z'), 'Europe/Paris').toISOString()).toBe(
      '2026-10-25T23:00:00.000Z',
    );
    // exactly at midnight: the day has begun, the next one is a day later
    expect(nextDayStartsAt(at('2026-11-22T00:00:00Z'), 'UTC').toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });
});
