import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, TEST_DB } from '../test/test-app.js';
import { useTestApp } from '../test/use-test-app.js';
import { client, signUpAndConfirm } from '../test/accounts-helpers.js';
import { migrateToLatest } from '../db/migrate.js';
import { createDailyQuestionRepository } from '../features/daily-question/repository.js';
import type { Db } from '../db/database.js';
import { medicalCrossword, miniCrossword } from '../../shared/crossword/play.js';
import { playableMedle } from '../../shared/medle/play.js';
import { playableMedword } from '../../shared/medword/play.js';
import { builtInGuessLists } from '../features/play/guess-lists.js';
import { addDays, utcDate } from '../../shared/play/dates.js';
import type { GameId } from '../../shared/play/games.js';
import type { PlayableGame } from '../../shared/play/game-module.js';
import {
  freshInstallRunway,
  readQuestionWeeks,
  readSeries,
  SAMPLE_SERIES,
  seedSampleContent,
} from './sample-content.js';

/** Sample content is scheduled from the install day, once, without overwriting uploads. */
const GAMES = new Map<GameId, PlayableGame>([
  ['mini', miniCrossword],
  ['medical', medicalCrossword],
]);
const grid = ['ABCDE', 'FGHIJ', 'KLMNO', 'PQRST', 'UVWXY'];
const puzzle = (title: string) => ({
  title,
  subtitle: 'A Quick Medical Challenge',
  answerGrid: grid.map((row) => row.split('')),
  acrossClues: [1, 6, 7, 8, 9].map((number) => ({ number, clue: `Across ${number}` })),
  downClues: [1, 2, 3, 4, 5].map((number) => ({ number, clue: `Down ${number}` })),
});

let dir: string;
let db: Db;
let drop: () => Promise<void>;

function writeContent(folder: string, name: string, data: unknown) {
  mkdirSync(path.join(dir, folder), { recursive: true });
  writeFileSync(path.join(dir, folder, name), JSON.stringify(data));
}

const stored = async (game: string) =>
  db.kysely
    .selectFrom('puzzles')
    .select(['puzzle_date', 'title'])
    .where('game', '=', game)
    .orderBy('puzzle_date')
    .execute();

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'medgrid-content-'));
  for (let i = 1; i <= 3; i++)
    writeContent('crosswords/mini', `0${i}-mini.json`, puzzle(`Mini ${i}`));
  writeContent('crosswords/mini', 'README.md', 'not content');
  for (let i = 1; i <= 2; i++)
    writeContent('crosswords/medical', `0${i}-medical.json`, puzzle(`Medical ${i}`));
  ({ db, drop } = await freshDatabase());
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

describe(`sample content on ${TEST_DB}`, () => {
  const installDay = '2026-11-21';

  it('schedules the files from the install day: Minis daily from day −8, Medicals weekly', async () => {
    const report = await seedSampleContent(db, {
      games: GAMES,
      now: new Date(`${installDay}T10:00:00`),
      dir,
    });
    expect(report).toEqual({ installedOn: installDay, added: 5, files: 5, questions: 0 });
    expect(await stored('mini')).toEqual([
      { puzzle_date: addDays(installDay, -8), title: 'Mini 1' },
      { puzzle_date: addDays(installDay, -7), title: 'Mini 2' },
      { puzzle_date: addDays(installDay, -6), title: 'Mini 3' },
    ]);
    expect(await stored('medical')).toEqual([
      { puzzle_date: addDays(installDay, -8), title: 'Medical 1' },
      { puzzle_date: addDays(installDay, -1), title: 'Medical 2' },
    ]);
  });

  it('keeps the install day on later starts, adds new files by the same rule, never overwrites', async () => {
    await db.kysely
      .updateTable('puzzles')
      .set({ title: 'Uploaded by an admin' })
      .where('game', '=', 'mini')
      .where('puzzle_date', '=', addDays(installDay, -8))
      .execute();
    writeContent('crosswords/mini', '04-mini.json', puzzle('Mini 4'));
    const report = await seedSampleContent(db, {
      games: GAMES,
      now: new Date('2027-02-01T10:00:00'),
      dir,
    });
    expect(report).toEqual({ installedOn: installDay, added: 1, files: 6, questions: 0 });
    const minis = await stored('mini');
    expect(minis[0]).toEqual({
      puzzle_date: addDays(installDay, -8),
      title: 'Uploaded by an admin',
    });
    expect(minis[3]).toEqual({ puzzle_date: addDays(installDay, -5), title: 'Mini 4' });
  });

  it('stops with the file and the reason when a file is not a valid puzzle', async () => {
    writeContent('crosswords/mini', '05-broken.json', { ...puzzle('Broken'), acrossClues: 'x' });
    await expect(seedSampleContent(db, { games: GAMES, now: new Date(), dir })).rejects.toThrow(
      /05-broken\.json: .*acrossClues/,
    );
    writeFileSync(path.join(dir, 'crosswords/mini/05-broken.json'), '{ not json');
    await expect(seedSampleContent(db, { games: GAMES, now: new Date(), dir })).rejects.toThrow(
      /05-broken\.json/,
    );
  });

  it('stops with the file and the word when a MedWord answer is outside the dictionary or a Medle case names what the list lacks (issue 27)', async () => {
    const lists = builtInGuessLists();
    const games = new Map<GameId, PlayableGame>([
      ['medword', playableMedword(lists.isMedwordWord)],
      ['medle', playableMedle(lists.isMedleName)],
    ]);
    const medword = readSeries(SAMPLE_SERIES.find((s) => s.game === 'medword')!)[0]!.data;
    writeContent('medword', '001-pyuric.json', { ...medword, target_word: 'PYURIC' });
    await expect(seedSampleContent(db, { games, now: new Date(), dir })).rejects.toThrow(
      /001-pyuric\.json: target_word: PYURIC is not in MedWord's dictionary/,
    );
    expect(await stored('medword')).toEqual([]);
    writeContent('medword', '001-pyuric.json', medword);
    const medle = readSeries(SAMPLE_SERIES.find((s) => s.game === 'medle')!)[0]!.data;
    writeContent('medle', '001-zebra.json', { ...medle, accepted_answers: ['Zebra fever'] });
    await expect(seedSampleContent(db, { games, now: new Date(), dir })).rejects.toThrow(
      /001-zebra\.json: Not on Medle's list of diagnoses, so no player could guess it: accepted_answers 'Zebra fever'/,
    );
    expect(await stored('medle')).toEqual([]);
  });
});

describe(`a fresh install with the shipped content on ${TEST_DB}`, () => {
  const t = useTestApp({ config: { sampleContent: true } });
  const minis = readSeries(SAMPLE_SERIES[0]!);

  it("has today's Mini, this week's Medical, a past week in the archives and the coming days", async () => {
    const user = await signUpAndConfirm(t.app, t.smtp);
    const get = (url: string) => client(t.app)({ method: 'GET', url, cookie: user.cookie });
    const today = utcDate(new Date()); // the install day, and the player's today (no zone yet)
    const mini = await get('/api/play/mini/today');
    expect(mini.statusCode, mini.body).toBe(200);
    expect(mini.json().day).toBe(today);
    expect(mini.json().title).toBe(minis[8]!.data.title);
    expect((await get(`/api/play/medical/${today}`)).statusCode).toBe(200);

    const archive = (await get('/api/archives/mini')).json();
    expect(archive.entries.length).toBeGreaterThanOrEqual(7);
    expect(archive.entries).toContainEqual({
      date: addDays(today, -8),
      title: minis[0]!.data.title,
      status: 'not-started',
    });
    const coming = await t.puzzles.get('mini', addDays(today, 5));
    expect(coming?.title).toBe(minis[13]!.data.title);

    // the daily questions start the day before the install day
    const weeks = readQuestionWeeks();
    const question = (await get('/api/daily-question/today')).json();
    expect(question.question.title).toBe(`${weeks[0]!.topic} Week: Day 2`);
    expect(question.answer).toBeNull();
    const yesterday = await createDailyQuestionRepository(t.db).question(addDays(today, -1));
    expect(yesterday?.day).toBe(1);
  });
});

describe('the content files on their own', () => {
  let own: string;
  beforeAll(() => {
    own = mkdtempSync(path.join(os.tmpdir(), 'medgrid-runway-'));
    const write = (folder: string, name: string, data: unknown) => {
      mkdirSync(path.join(own, folder), { recursive: true });
      writeFileSync(path.join(own, folder, name), JSON.stringify(data));
    };
    for (let i = 1; i <= 10; i++)
      write('crosswords/mini', `${String(i).padStart(2, '0')}-mini.json`, puzzle(`Mini ${i}`));
    write('crosswords/medical', '01-medical.json', {
      ...puzzle('Medical 1'),
      theme: { entries: ['ABCDE'] },
    });
    write('crosswords/medical', '02-medical.json', puzzle('Medical 2'));
  });
  afterAll(() => rmSync(own, { recursive: true, force: true }));

  it("lifts a crossword's theme off the puzzle data (docs/decisions/012)", () => {
    const [first, second] = readSeries(SAMPLE_SERIES[1]!, own);
    expect(first!.editorial).toEqual({ theme: { entries: ['ABCDE'] } });
    expect(first!.data).not.toHaveProperty('theme');
    expect(second!.editorial).toEqual({});
  });

  it('gives the runway of a fresh install per kind: the admin calendar over the sample schedule', () => {
    // Minis from day -8: 10 files cover days -8..1; Medicals on days -8 and -1 cover -8..5
    expect(freshInstallRunway('2026-11-21', own)).toEqual({
      mini: 2,
      medical: 6,
      medword: 0,
      medle: 0,
      medmatch: 0,
      question: 0,
    });
  });
});
