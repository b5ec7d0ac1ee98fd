import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/database.js';
import { addDays, utcDate } from '../../shared/play/dates.js';
import { CONTENT_KINDS, contentCalendar, type ContentKind } from '../../shared/admin/calendar.js';
import type { GameId } from '../../shared/play/games.js';
import { gameDefinition } from '../../shared/play/game-registry.js';
import type { PlayableGame } from '../../shared/play/game-module.js';
import {
  parseDailyQuestionWeek,
  type DailyQuestionWeek,
} from '../../shared/daily-question/schema.js';
import type { DailyQuestionRepository } from '../features/daily-question/repository.js';

/**
 * The sample content shipped in `content/` (docs/architecture.md#content): puzzles are files in the
 * project, checked by their game's schema, and scheduled relative to the day the install first
 * started, so a fresh install has today's puzzles, a past week in the archives and the coming days.
 *
 *   Mini Crossword:    file k (0-based, in file-name order) on install day − 8 + k
 *   Medical Crossword: file k on install day − 8 + 7k (weekly; the second one is this week's)
 *   MedWord:           file k on install day − 8 + k
 *
 *   Daily questions:   question k (weeks in order, days in order) on install day − 1 + k
 *
 * Seeding never overwrites a puzzle already stored for a day (an admin's upload wins) and runs at
 * every start, so files added later are scheduled by the same rule.
 */

/** src/server/content and dist/server/content both sit three levels below the project root. */
export const CONTENT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../content',
);

export const FIRST_DAY_OFFSET = -8;

export interface Series {
  game: GameId;
  folder: string;
  /** Days between consecutive files: the game's days in play (its definition's validityDays). */
  every: number;
  /**
   * Keys of a file that only the content checks read (a crossword's `theme`, docs/decisions/012):
   * lifted off before the game's schema sees the file, so they are never stored or sent.
   */
  editorial?: readonly string[];
}

const series = (game: GameId, folder: string, editorial?: readonly string[]): Series => ({
  game,
  folder,
  every: gameDefinition(game).validityDays,
  ...(editorial ? { editorial } : {}),
});

export const SAMPLE_SERIES: readonly Series[] = [
  series('mini', 'crosswords/mini', ['theme']),
  series('medical', 'crosswords/medical', ['theme']),
  series('medword', 'medword'),
  series('medle', 'medle'),
  series('medmatch', 'medmatch'),
];

/** The sample series of one game. */
export function sampleSeries(game: GameId): Series {
  const found = SAMPLE_SERIES.find((s) => s.game === game);
  if (!found) throw new Error(`${game} has no sample series`);
  return found;
}

export interface ContentFile {
  game: GameId;
  file: string;
  data: { title?: unknown } & Record<string, unknown>;
  /** The series' editorial keys present in the file, lifted off `data`. */
  editorial: Record<string, unknown>;
}

const FILE_NAME = /^\d{2,3}-[a-z0-9-]+\.json$/;

/** The files of one series in publishing order, parsed as JSON (not yet schema-checked). */
export function readSeries(series: Series, dir = CONTENT_DIR): ContentFile[] {
  const folder = path.join(dir, series.folder);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names
    .filter((n) => FILE_NAME.test(n))
    .sort()
    .map((name) => {
      const file = path.join(folder, name);
      let data: ContentFile['data'];
      try {
        data = JSON.parse(readFileSync(file, 'utf8')) as never;
      } catch (error) {
        throw new Error(`Sample content ${file}: ${(error as Error).message}`);
      }
      const editorial: Record<string, unknown> = {};
      if (data !== null && typeof data === 'object')
        for (const key of series.editorial ?? [])
          if (key in data) {
            editorial[key] = data[key];
            delete data[key];
          }
      return { game: series.game, file, data, editorial };
    });
}

/** The day file `index` of a series is published on, for an install that started on `installedOn`. */
export function scheduledDate(installedOn: string, series: Pick<Series, 'every'>, index: number) {
  return addDays(installedOn, FIRST_DAY_OFFSET + series.every * index);
}

const INSTALLED_ON = 'sample_content_installed_on';

async function installDay(db: Db, today: string): Promise<string> {
  const k = db.kysely;
  await k
    .insertInto('app_meta')
    .values({ key: INSTALLED_ON, value: today, updated_at: nowIso() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await k
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', INSTALLED_ON)
    .executeTakeFirstOrThrow();
  return row.value;
}

export interface SeedReport {
  installedOn: string;
  added: number;
  files: number;
  questions: number;
}

export interface SeedOptions {
  games: ReadonlyMap<GameId, PlayableGame>;
  now: Date;
  /** Where daily questions go (none are seeded without it). */
  questions?: Pick<DailyQuestionRepository, 'addQuestion'>;
  dir?: string;
}

const WEEK_FILE = /^week-\d+-[a-z0-9-]+\.json$/;

/** The question week files in order, parsed as JSON (not yet schema-checked). */
export function readQuestionFiles(dir = CONTENT_DIR): { file: string; data: unknown }[] {
  const folder = path.join(dir, 'daily-questions');
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  const weekNumber = (n: string) => Number(/^week-(\d+)-/.exec(n)?.[1]);
  return names
    .filter((n) => WEEK_FILE.test(n))
    .sort((a, b) => weekNumber(a) - weekNumber(b))
    .map((name) => {
      const file = path.join(folder, name);
      try {
        return { file, data: JSON.parse(readFileSync(file, 'utf8')) as unknown };
      } catch (error) {
        throw new Error(`Sample content ${file}: ${(error as Error).message}`);
      }
    });
}

/** The question weeks in order, each checked by the shared schema. */
export function readQuestionWeeks(dir = CONTENT_DIR): DailyQuestionWeek[] {
  return readQuestionFiles(dir).map(({ file, data }) => {
    const parsed = parseDailyQuestionWeek(data);
    if (!parsed.ok) throw new Error(`Sample content ${file}: ${parsed.errors.join('; ')}`);
    return parsed.week;
  });
}

/**
 * Daily questions start the day before the install day: the question is only offered for the
 * player's today, which is the server's yesterday for players west of it.
 */
export function questionDate(installedOn: string, index: number): string {
  return addDays(installedOn, index - 1);
}

/**
 * Schedules every sample file from the install day. A file that fails its game's schema stops
 * the start with the file and the reason: shipped content must be valid (a test checks it too).
 */
export async function seedSampleContent(
  db: Db,
  { games, now, questions, dir = CONTENT_DIR }: SeedOptions,
): Promise<SeedReport> {
  const installedOn = await installDay(db, utcDate(now)); // a player's default zone is UTC
  let added = 0;
  let files = 0;
  for (const series of SAMPLE_SERIES) {
    const game = games.get(series.game);
    if (!game) continue;
    const stamp = nowIso();
    for (const [index, item] of readSeries(series, dir).entries()) {
      const checked = game.validatePuzzle(item.data);
      if (!checked.ok) throw new Error(`Sample content ${item.file}: ${checked.message}`);
      files++;
      const title = checked.title;
      const inserted = await db.kysely
        .insertInto('puzzles')
        .values({
          game: series.game,
          puzzle_date: scheduledDate(installedOn, series, index),
          title,
          payload: JSON.stringify(item.data),
          created_at: stamp,
          updated_at: stamp,
        })
        .onConflict((oc) => oc.columns(['game', 'puzzle_date']).doNothing())
        .executeTakeFirst();
      added += Number(inserted.numInsertedOrUpdatedRows ?? 0);
    }
  }
  let questionCount = 0;
  if (questions) {
    const all = readQuestionWeeks(dir).flatMap((week) =>
      week.questions.map((q) => ({ topic: week.topic, q })),
    );
    for (const [index, { topic, q }] of all.entries()) {
      questionCount++;
      if (await questions.addQuestion(questionDate(installedOn, index), topic, q.day, q)) added++;
    }
  }
  return { installedOn, added, files, questions: questionCount };
}

/**
 * Days of runway per kind of content on a fresh install whose first day is `installedOn`: the
 * shipped files on their sample schedule, measured by the admin calendar's rule (covered days in
 * a row from that day; a weekly puzzle covers seven). Counts up to `horizon` days.
 */
export function freshInstallRunway(
  installedOn: string,
  dir = CONTENT_DIR,
  horizon = 3650,
): Record<ContentKind, number> {
  const dated = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, [] as string[]])) as Record<
    ContentKind,
    string[]
  >;
  for (const series of SAMPLE_SERIES)
    dated[series.game] = readSeries(series, dir).map((_, i) =>
      scheduledDate(installedOn, series, i),
    );
  dated.question = readQuestionWeeks(dir)
    .flatMap((week) => week.questions)
    .map((_, i) => questionDate(installedOn, i));
  const calendar = contentCalendar(installedOn, horizon, dated);
  return Object.fromEntries(calendar.rows.map((row) => [row.kind, row.runway])) as Record<
    ContentKind,
    number
  >;
}
