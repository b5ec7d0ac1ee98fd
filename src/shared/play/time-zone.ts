import { addDays, dayNumber, type PuzzleDate } from './dates.js';

/**
 * One 'today' per player (docs/product.md#dates-and-days): the server keeps the player's IANA time
 * zone and computes the player's date from its own clock in that zone. A newly reported zone
 * takes effect from the player's next day, and a change takes effect at most once a week, so no
 * one can hop zones to play tomorrow's puzzle today or to answer three days' questions at once.
 *
 * Pure (the zone arithmetic is the runtime's Intl data); the server calls it, the browser never
 * decides which day it is.
 */

/** The zone of a player who has not reported one. */
export const DEFAULT_TIME_ZONE = 'UTC';
/** Days between two changes of zone taking effect. */
export const ZONE_CHANGE_INTERVAL_DAYS = 7;
/** IANA names are short: 'America/Argentina/ComodRivadavia' is among the longest. */
export const TIME_ZONE_MAX = 64;

const HOUR_S = 3600;

export interface ZoneSetting {
  /** The zone in effect (null: none reported yet, DEFAULT_TIME_ZONE applies). */
  zone: string | null;
  /** A reported zone waiting to take effect. */
  next: string | null;
  /** The player's date (in the zone in effect) from which `next` applies. */
  nextFrom: PuzzleDate | null;
  /** The player's date on which the last change took effect. */
  changedOn: PuzzleDate | null;
}

export const NO_ZONE: ZoneSetting = { zone: null, next: null, nextFrom: null, changedOn: null };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(zone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      return null;
    }
    if (formatters.size > 500) formatters.clear();
    formatters.set(zone, f);
  }
  return f;
}

/** Whether `name` is a time zone this runtime knows (an IANA name such as 'Europe/Paris'). */
export function isTimeZone(name: string): boolean {
  return name.length > 0 && name.length <= TIME_ZONE_MAX && formatter(name) !== null;
}

/** The calendar date of an instant in a zone, 'yyyy-MM-dd' (an unknown zone counts as UTC). */
export function dateInZone(now: Date, zone: string | null): PuzzleDate {
  const f =
    formatter(zone ?? DEFAULT_TIME_ZONE) ?? (formatter(DEFAULT_TIME_ZONE) as Intl.DateTimeFormat);
  const parts = f.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * The setting as of `now`: a waiting zone whose day has come takes effect. `changed` says
 * whether the stored setting must be written.
 */
export function settle(
  setting: ZoneSetting,
  now: Date,
): { setting: ZoneSetting; changed: boolean } {
  if (!setting.next || !setting.nextFrom) return { setting, changed: false };
  const today = todayOf(setting, now);
  if (today < setting.nextFrom) return { setting, changed: false };
  return {
    setting: { zone: setting.next, next: null, nextFrom: null, changedOn: setting.nextFrom },
    changed: true,
  };
}

/**
 * The player's today: their date in the zone in effect now, never before the day that zone took
 * effect. A change of zone takes effect when the old zone's date reaches `nextFrom`; a zone to
 * the west may still be on the day before there, and the player's day must never move backwards
 * (a day already seen would come round again as a ranked daily): until the new zone's date
 * catches up, the player stays on the day the change took effect (docs/decisions/018).
 */
export function playerToday(setting: ZoneSetting, now: Date): PuzzleDate {
  return todayOf(settle(setting, now).setting, now);
}

/** The player's today under a setting already settled (see playerToday). */
export function todayOf(settled: ZoneSetting, now: Date): PuzzleDate {
  const date = dateInZone(now, settled.zone);
  return settled.changedOn && settled.changedOn > date ? settled.changedOn : date;
}

/**
 * The instant a calendar day has ended everywhere on Earth: the next day's start in the last
 * zone to reach it (UTC−12), 12:00 UTC the next day. Before it, someone somewhere still plays
 * the day as their daily, so it is not opened in anyone's archive (docs/decisions/018).
 */
export function dayEndsEverywhereAt(date: PuzzleDate): Date {
  const day = dayNumber(date);
  if (day === null) throw new RangeError(`Invalid date "${date}"`);
  return new Date(((day + 1) * 24 + 12) * HOUR_S * 1000);
}

export type ZoneReport =
  | { kind: 'unchanged'; setting: ZoneSetting }
  | { kind: 'changed'; setting: ZoneSetting }
  | { kind: 'too-soon'; setting: ZoneSetting; allowedFrom: PuzzleDate };

/**
 * A zone reported by the player's browser. The same zone as in effect changes nothing (and
 * cancels a change waiting to happen); another zone waits for the player's next day, unless a
 * change took effect less than a week ago. A valid zone is assumed (see isTimeZone).
 */
export function reportZone(current: ZoneSetting, reported: string, now: Date): ZoneReport {
  const { setting } = settle(current, now);
  const inEffect = setting.zone ?? DEFAULT_TIME_ZONE;
  if (reported === inEffect) {
    if (setting.next === null && setting.zone !== null) return { kind: 'unchanged', setting };
    // a change back before the first one happened, or the default confirmed: nothing waits
    const same = { ...setting, zone: setting.zone ?? reported, next: null, nextFrom: null };
    return { kind: 'changed', setting: same };
  }
  if (setting.next === reported) return { kind: 'unchanged', setting };
  const today = todayOf(setting, now);
  if (setting.changedOn) {
    const allowedFrom = addDays(setting.changedOn, ZONE_CHANGE_INTERVAL_DAYS);
    const tomorrow = addDays(today, 1);
    if (tomorrow < allowedFrom) return { kind: 'too-soon', setting, allowedFrom };
  }
  return {
    kind: 'changed',
    setting: { ...setting, next: reported, nextFrom: addDays(today, 1) },
  };
}

/** A stored setting read back, dropping what does not parse (a zone this runtime no longer knows). */
export function zoneSettingOf(raw: {
  zone: string | null;
  next: string | null;
  nextFrom: string | null;
  changedOn: string | null;
}): ZoneSetting {
  const zone = raw.zone && isTimeZone(raw.zone) ? raw.zone : null;
  const next =
    raw.next && isTimeZone(raw.next) && raw.nextFrom && dayNumber(raw.nextFrom) !== null
      ? raw.next
      : null;
  return {
    zone,
    next,
    nextFrom: next ? raw.nextFrom : null,
    changedOn: raw.changedOn && dayNumber(raw.changedOn) !== null ? raw.changedOn : null,
  };
}

/**
 * The instant a calendar day begins in a zone: the first second whose date there is `date` (its
 * midnight, or the first instant after a clock change that skips midnight). Found by bisection
 * between two instants that bracket every offset (UTC−12 to UTC+14), so no offset is assumed.
 */
export function dayStartsAt(date: PuzzleDate, zone: string | null): Date {
  const day = dayNumber(date);
  if (day === null) throw new RangeError(`Invalid date "${date}"`);
  const utcMidnight = day * 24 * HOUR_S;
  let before = utcMidnight - 15 * HOUR_S; // still the day before, even at UTC+14
  let after = utcMidnight + 13 * HOUR_S; // already the day, even at UTC−12
  while (after - before > 1) {
    const mid = Math.floor((before + after) / 2);
    if (dateInZone(new Date(mid * 1000), zone) >= date) after = mid;
    else before = mid;
  }
  return new Date(after * 1000);
}

/** When the player's next day begins: the start of the day after `today` in the zone. */
export function nextDayStartsAt(today: PuzzleDate, zone: string | null): Date {
  return dayStartsAt(addDays(today, 1), zone);
}
