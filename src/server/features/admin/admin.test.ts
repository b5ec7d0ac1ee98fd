import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { client, signUpAndConfirm, type SignedUpUser } from '../../test/accounts-helpers.js';
import { readQuestionWeeks, readSeries, SAMPLE_SERIES } from '../../content/sample-content.js';
import { GAME_IDS, type GameId } from '../../../shared/play/games.js';
import { addDays } from '../../../shared/play/dates.js';
import { warnOnShortRunway } from '../../jobs/content-runway.js';
import { createAdminService } from './service.js';
import { createAdminRepository } from './repository.js';
import { parsePuz, writePuz } from '../../../shared/builder/puz.js';
import { writeIpuz } from '../../../shared/builder/ipuz.js';

/**
 * The admin's content API (issue 18) on the real server: each game's puzzle and a day's question
 * uploaded and replaced; a started day asks first and then ends its unfinished plays; a bulk file
 * is written whole or not at all; a bad file is refused naming the problem; non-admins are refused
 * on every route; no body gets a 5xx; the calendar counts each kind's runway.
 */
const TODAY = '2026-11-25';
const now = Date.parse(`${TODAY}T12:00:00Z`);

/** The first shipped file of each game: valid content in the game's own format. */
const SAMPLE = Object.fromEntries(
  GAME_IDS.map((game) => {
    const series = SAMPLE_SERIES.find((s) => s.game === game)!;
    return [game, readSeries(series)[0]!.data];
  }),
) as Record<GameId, Record<string, unknown>>;
const SECOND = Object.fromEntries(
  GAME_IDS.map((game) => {
    const series = SAMPLE_SERIES.find((s) => s.game === game)!;
    return [game, readSeries(series)[1]!.data];
  }),
) as Record<GameId, Record<string, unknown>>;
const QUESTION = (() => {
  const week = readQuestionWeeks()[0]!;
  return { ...week.questions[0]!, topic: week.topic };
})();

const t = useTestApp({ deps: { clock: () => new Date(now) } });
let admin: SignedUpUser;
let player: SignedUpUser;

beforeAll(async () => {
  admin = await signUpAndConfirm(t.app, t.smtp);
  await t.accounts.grantAdmin(admin.id);
  player = await signUpAndConfirm(t.app, t.smtp);
});

const call = (user: SignedUpUser | null) => {
  const c = client(t.app);
  return (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
    c({
      method,
      url,
      ...(user ? { cookie: user.cookie } : {}),
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      headers: { 'content-type': 'application/json' },
    });
};

const ROUTES: ['GET' | 'PUT', string, unknown][] = [
  ['PUT', `/api/admin/puzzles/mini/${TODAY}`, SAMPLE.mini],
  ['PUT', '/api/admin/puzzles/mini', [{ date: TODAY, puzzle: SAMPLE.mini }]],
  ['PUT', `/api/admin/daily-questions/${TODAY}`, QUESTION],
  ['GET', '/api/admin/calendar?days=30', undefined],
  ['GET', `/api/admin/week/medle?start=${TODAY}`, undefined],
];

describe(`admin content API on ${TEST_DB}`, () => {
  it('refuses every route without a session (401) and to a non-admin (403), writing nothing', async () => {
    for (const [method, url, body] of ROUTES) {
      expect((await call(null)(method, url, body)).statusCode, url).toBe(401);
      const refused = await call(player)(method, url, body);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe('Not authorized');
    }
    expect(await t.puzzles.get('mini', TODAY)).toBeNull();
  });

  it('uploads a puzzle of each game for a coming day, and replaces it', async () => {
    const day = addDays(TODAY, 3);
    for (const game of GAME_IDS) {
      const first = await call(admin)('PUT', `/api/admin/puzzles/${game}/${day}`, SAMPLE[game]);
      expect(first.statusCode, `${game}: ${first.body}`).toBe(200);
      expect(first.json()).toEqual({ game, date: day, replaced: false, endedPlays: 0 });
      expect((await t.puzzles.get(game, day))?.payload).toEqual(SAMPLE[game]);
      const again = await call(admin)('PUT', `/api/admin/puzzles/${game}/${day}`, SECOND[game]);
      expect(again.json()).toMatchObject({ replaced: true });
      expect((await t.puzzles.get(game, day))?.payload).toEqual(SECOND[game]);
    }
  });

  it("lets the form's date and type override the builder's, which are not stored", async () => {
    const day = addDays(TODAY, 4);
    const res = await call(admin)('PUT', `/api/admin/puzzles/mini/${day}`, {
      ...SAMPLE.mini,
      date: '2020-01-01',
      type: 'medical',
    });
    expect(res.statusCode).toBe(200);
    expect((await t.puzzles.get('mini', day))?.payload).toEqual(SAMPLE.mini);
    expect(await t.puzzles.get('mini', '2020-01-01')).toBeNull();
  });

  it('refuses a bad puzzle naming the field and the problem, and keeps the day as it was', async () => {
    const day = addDays(TODAY, 5);
    await call(admin)('PUT', `/api/admin/puzzles/mini/${day}`, SAMPLE.mini);
    const { answerGrid: _grid, ...noGrid } = SAMPLE.mini;
    const cases: [GameId, unknown, RegExp][] = [
      ['mini', noGrid, /answerGrid/],
      ['mini', { ...SAMPLE.mini, acrossClues: [] }, /acrossClues|Across/],
      ['medword', { ...SAMPLE.medword, target_word: 'ABC' }, /target_word/],
      ['medmatch', { ...SAMPLE.medmatch, rounds: 'many' }, /rounds/],
      ['medle', { ...SAMPLE.medle, clues: [] }, /clues/],
    ];
    for (const [game, body, message] of cases) {
      const res = await call(admin)('PUT', `/api/admin/puzzles/${game}/${day}`, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('INVALID_PUZZLE');
      expect(res.json().message).toMatch(message);
    }
    expect((await t.puzzles.get('mini', day))?.payload).toEqual(SAMPLE.mini);
    const badDate = await call(admin)('PUT', '/api/admin/puzzles/mini/2026-02-30', SAMPLE.mini);
    expect(badDate.statusCode).toBe(400);
    const badGame = await call(admin)('PUT', `/api/admin/puzzles/chess/${day}`, SAMPLE.mini);
    expect(badGame.statusCode).toBe(400);
  });

  it('asks before replacing a day players have started, then ends their unfinished plays', async () => {
    await call(admin)('PUT', `/api/admin/puzzles/medword/${TODAY}`, SAMPLE.medword);
    const play = client(t.app);
    const started = await play({
      method: 'POST',
      url: `/api/play/medword/${TODAY}/start`,
      cookie: player.cookie,
      payload: { mode: 'daily' },
    });
    expect(started.statusCode, started.body).toBe(200);

    const asked = await call(admin)('PUT', `/api/admin/puzzles/medword/${TODAY}`, SECOND.medword);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'HAS_PLAYS', started: 1 });
    expect(asked.json().message).toContain('1 player has started this puzzle');
    expect((await t.puzzles.get('medword', TODAY))?.payload).toEqual(SAMPLE.medword);

    const confirmed = await call(admin)(
      'PUT',
      `/api/admin/puzzles/medword/${TODAY}?confirm=true`,
      SECOND.medword,
    );
    expect(confirmed.json()).toEqual({
      game: 'medword',
      date: TODAY,
      replaced: true,
      endedPlays: 1,
    });
    // the player starts afresh on the new puzzle
    const state = await play({
      method: 'GET',
      url: `/api/play/medword/${TODAY}?mode=daily`,
      cookie: player.cookie,
    });
    expect(state.json().play).toBeNull();
    expect(state.json().puzzle.category).toBe(SECOND.medword.word_category);
    // a move from the page still open on the old puzzle is told why its play ended
    const move = await play({
      method: 'POST',
      url: `/api/play/medword/${TODAY}/moves`,
      cookie: player.cookie,
      payload: { mode: 'daily', move: { type: 'guess', word: 'SEPSIS' } },
    });
    expect(move.statusCode).toBe(409);
    expect(move.json()).toMatchObject({ code: 'PUZZLE_REPLACED' });
    expect(move.json().message).toMatch(/replaced by the editors/);
  });

  it('writes a bulk file whole, or nothing when any day is wrong', async () => {
    const days = [10, 11, 12].map((n) => addDays(TODAY, n));
    const bad = await call(admin)('PUT', '/api/admin/puzzles/medle', [
      { date: days[0], puzzle: SAMPLE.medle },
      { date: days[1], puzzle: { ...SAMPLE.medle, diagnosis: '' } },
      { date: days[2], puzzle: SECOND.medle },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(new RegExp(`^${days[1]}: diagnosis`));
    for (const d of days) expect(await t.puzzles.get('medle', d!)).toBeNull();

    const twice = await call(admin)('PUT', '/api/admin/puzzles/medle', [
      { date: days[0], puzzle: SAMPLE.medle },
      { date: days[0], puzzle: SECOND.medle },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(`${days[0]} appears twice in the file`);

    const good = await call(admin)(
      'PUT',
      '/api/admin/puzzles/medle',
      days.map((date, i) => ({ date, puzzle: i % 2 ? SECOND.medle : SAMPLE.medle })),
    );
    expect(good.json()).toEqual({ game: 'medle', days: 3, replaced: 0 });
    expect((await t.puzzles.get('medle', days[1]!))?.payload).toEqual(SECOND.medle);
  });

  it("uploads and replaces a day's question", async () => {
    const day = addDays(TODAY, 2);
    const first = await call(admin)('PUT', `/api/admin/daily-questions/${day}`, QUESTION);
    expect(first.json()).toEqual({ date: day, replaced: false });
    const again = await call(admin)('PUT', `/api/admin/daily-questions/${day}`, {
      ...QUESTION,
      correct: QUESTION.correct === 'A' ? 'B' : 'A',
    });
    expect(again.json()).toEqual({ date: day, replaced: true });
    const noSource = await call(admin)('PUT', `/api/admin/daily-questions/${day}`, {
      ...QUESTION,
      source: 'A textbook',
    });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().message).toMatch(/year/);
  });

  it('refuses a body over 1 MB with 413, and never answers a strange body with a 5xx', async () => {
    const huge = { ...SAMPLE.mini, title: 'x'.repeat(1024 * 1024 + 10) };
    const big = await call(admin)('PUT', `/api/admin/puzzles/mini/${TODAY}`, huge);
    expect(big.statusCode).toBe(413);
    const deep = JSON.parse('['.repeat(200) + ']'.repeat(200)) as unknown;
    const bodies: unknown[] = [
      null,
      [],
      {},
      'text',
      42,
      true,
      deep,
      { answerGrid: 'x' },
      { answerGrid: [[1, 2], null] },
      { rounds: [{ terms: [null] }] },
      [{ date: 'x', puzzle: 1 }],
      [{ date: TODAY }],
      { ...QUESTION, options: ['A'] },
      { '\u0000': '\ud800' },
    ];
    const c = client(t.app);
    for (const [method, url] of ROUTES) {
      if (method === 'GET') continue;
      for (const body of bodies) {
        const res = await call(admin)(method, url.replace(TODAY, addDays(TODAY, 40)), body);
        expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 40)}`).toBeLessThan(500);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
      }
      const raw = await c({
        method: 'PUT',
        url,
        cookie: admin.cookie,
        payload: '{"answerGrid": [',
        headers: { 'content-type': 'application/json' },
      });
      expect(raw.statusCode).toBe(400);
    }
    for (const q of ['days=0', 'days=abc', 'days=1000'])
      expect((await call(admin)('GET', `/api/admin/calendar?${q}`)).statusCode).toBe(400);
  });

  it("counts each kind's runway on the calendar and warns in the log under 7 days", async () => {
    const res = await call(admin)('GET', '/api/admin/calendar?days=30');
    expect(res.statusCode).toBe(200);
    const cal = res.json() as {
      from: string;
      rows: { kind: string; days: boolean[]; runway: number; low: boolean }[];
    };
    expect(cal.from).toBe(TODAY);
    expect(cal.rows.map((r) => r.kind)).toEqual([...GAME_IDS, 'question']);
    const medle = cal.rows.find((r) => r.kind === 'medle')!;
    expect(medle.days.slice(10, 13)).toEqual([true, true, true]);
    expect(medle.runway).toBe(0);
    expect(medle.low).toBe(true);
    const medword = cal.rows.find((r) => r.kind === 'medword')!;
    expect(medword.runway).toBe(1); // today only (replaced above)

    const warnings: string[] = [];
    const log = { warn: (_: unknown, msg: string) => void warnings.push(msg) } as never;
    const service = createAdminService({
      repo: createAdminRepository(t.db),
      games: new Map(),
      clock: () => new Date(now),
    });
    const short = await warnOnShortRunway(service, log);
    expect(short).toEqual([...GAME_IDS, 'question']);
    expect(warnings[0]).toMatch(/^content runs out soon: Mini Crossword 0 days, .*MedWord 1 day,/);
  });

  it("summarizes a game's week from Monday for the test pages, naming a stored puzzle's problem", async () => {
    // medle was uploaded in bulk for 10-12 days ahead: the 12th, Monday 7 December, starts a week
    const week = await call(admin)('GET', `/api/admin/week/medle?start=${addDays(TODAY, 12)}`);
    expect(week.statusCode).toBe(200);
    const body = week.json() as {
      start: string;
      days: { date: string; available: boolean; facts: [string, string][] }[];
    };
    expect(body.start).toBe('2026-12-07');
    expect(body.days.filter((d) => d.available).map((d) => d.date)).toEqual(['2026-12-07']);
    const facts = Object.fromEntries(body.days[0]!.facts);
    expect(facts.Diagnosis).toBe(SAMPLE.medle.diagnosis);
    expect(facts.Clues).toBe(String((SAMPLE.medle.clues as unknown[]).length));
    const thisWeek = await call(admin)('GET', '/api/admin/week/medword');
    expect(thisWeek.json().start).toBe('2026-11-23');
    const bad = await call(admin)('GET', '/api/admin/week/medword?start=someday');
    expect(bad.statusCode).toBe(400);
  });

  it('imports a .puz or .ipuz file as the builder JSON, refuses what it cannot show, and exports a stored crossword', async () => {
    const c = client(t.app);
    const mini = SAMPLE.mini as {
      title: string;
      answerGrid: string[][];
      acrossClues: { number: number; clue: string }[];
      downClues: { number: number; clue: string }[];
    };
    const crossword = { ...mini, subtitle: 'MedGrid' };
    const puz = Buffer.from(writePuz(crossword));
    const imported = await c({
      method: 'POST',
      url: '/api/admin/crosswords/import?format=puz',
      cookie: admin.cookie,
      payload: puz,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({
      title: mini.title,
      answerGrid: mini.answerGrid,
      acrossClues: mini.acrossClues,
    });
    const ipuz = await c({
      method: 'POST',
      url: '/api/admin/crosswords/import?format=ipuz',
      cookie: admin.cookie,
      payload: writeIpuz(crossword),
      headers: { 'content-type': 'application/json' },
    });
    expect(ipuz.json()).toMatchObject({ downClues: mini.downClues });
    const scrambled = Buffer.from(puz);
    scrambled[0x32] = 4;
    const refused = await c({
      method: 'POST',
      url: '/api/admin/crosswords/import?format=puz',
      cookie: admin.cookie,
      payload: scrambled,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/scrambled/);
    const junk = await c({
      method: 'POST',
      url: '/api/admin/crosswords/import?format=puz',
      cookie: admin.cookie,
      payload: Buffer.from([1, 2, 3]),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(junk.statusCode).toBe(422);
    const notAdmin = await c({
      method: 'POST',
      url: '/api/admin/crosswords/import?format=puz',
      cookie: player.cookie,
      payload: puz,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(notAdmin.statusCode).toBe(403);

    // the Mini uploaded for TODAY + 5 above, as a file
    const day = addDays(TODAY, 5);
    const file = await c({
      method: 'GET',
      url: `/api/admin/puzzles/mini/${day}/export?format=puz`,
      cookie: admin.cookie,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="medgrid-mini-${day}.puz"`,
    );
    const back = parsePuz(new Uint8Array(file.rawPayload));
    expect(back.ok && back.crossword.answerGrid).toEqual(mini.answerGrid);
    const json = await c({
      method: 'GET',
      url: `/api/admin/puzzles/mini/${day}/export?format=ipuz`,
      cookie: admin.cookie,
    });
    expect(JSON.parse(json.body).kind).toEqual(['http://ipuz.org/crossword#1']);
    const none = await c({
      method: 'GET',
      url: `/api/admin/puzzles/mini/2030-01-01/export?format=puz`,
      cookie: admin.cookie,
    });
    expect(none.statusCode).toBe(404);
    const medle = await c({
      method: 'GET',
      url: `/api/admin/puzzles/medle/${day}/export?format=puz`,
      cookie: admin.cookie,
    });
    expect(medle.statusCode).toBe(400);
  });
});
