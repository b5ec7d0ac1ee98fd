import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { client, signUpAndConfirm, type SignedUpUser } from '../../test/accounts-helpers.js';
import { parsePuz, type ImportedCrossword } from '../../../shared/builder/puz.js';
import { parseIpuz, writeIpuz } from '../../../shared/builder/ipuz.js';

/**
 * Circled and shaded squares (issue 19) from file to player: an .ipuz file's circles and shades
 * come back in the import's builder JSON, an upload of that JSON stores them, the play API sends
 * them with the public puzzle (no answers), and the export writes them again. A mark on a black
 * square is refused, naming the square.
 */
const TODAY = '2026-11-25';
const now = Date.parse(`${TODAY}T12:00:00Z`);
const ANSWERS = ['#MAST', 'AORTA', 'CLEAN', 'HANGS', 'ERAS#'];
const FILE: ImportedCrossword = {
  title: 'Marked',
  subtitle: 'MedGrid',
  answerGrid: ANSWERS.map((row) => row.split('').map((l) => (l === '#' ? '' : l))),
  acrossClues: [1, 5, 6, 7, 8].map((number) => ({ number, clue: `Across ${number}` })),
  downClues: [1, 2, 3, 4, 5].map((number) => ({ number, clue: `Down ${number}` })),
  circled: [
    [1, 1],
    [2, 2],
  ],
  shaded: [[3, 3]],
};

const t = useTestApp({ deps: { clock: () => new Date(now) } });
let admin: SignedUpUser;
let player: SignedUpUser;

beforeAll(async () => {
  admin = await signUpAndConfirm(t.app, t.smtp);
  await t.accounts.grantAdmin(admin.id);
  player = await signUpAndConfirm(t.app, t.smtp);
});

describe(`circled and shaded squares on ${TEST_DB}`, () => {
  it('come from a file, are stored by an upload, sent to the player and exported again', async () => {
    const c = client(t.app);
    const imported = await c({
      method: 'POST',
      url: '/api/admin/crosswords/import?format=ipuz',
      cookie: admin.cookie,
      payload: writeIpuz(FILE),
      headers: { 'content-type': 'application/json' },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ circled: FILE.circled, shaded: FILE.shaded });

    // the builder's JSON, with its date and type, as the upload panel sends it
    const upload = await c({
      method: 'PUT',
      url: `/api/admin/puzzles/mini/${TODAY}`,
      cookie: admin.cookie,
      payload: JSON.stringify({ ...imported.json(), date: TODAY, type: 'mini' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect((await t.puzzles.get('mini', TODAY))?.payload).toMatchObject({
      circled: FILE.circled,
      shaded: FILE.shaded,
    });

    const state = await c({
      method: 'GET',
      url: `/api/play/mini/${TODAY}?mode=daily`,
      cookie: player.cookie,
    });
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json().puzzle).toMatchObject({ circled: FILE.circled, shaded: FILE.shaded });
    for (const row of ANSWERS.slice(1, 4)) expect(state.body).not.toContain(row);
    expect(state.body).not.toContain('Across 1');

    const ipuz = await c({
      method: 'GET',
      url: `/api/admin/puzzles/mini/${TODAY}/export?format=ipuz`,
      cookie: admin.cookie,
    });
    expect(ipuz.statusCode).toBe(200);
    const back = parseIpuz(ipuz.body);
    expect(back.ok && back.crossword).toMatchObject({
      circled: FILE.circled,
      shaded: FILE.shaded,
    });
    const puz = await c({
      method: 'GET',
      url: `/api/admin/puzzles/mini/${TODAY}/export?format=puz`,
      cookie: admin.cookie,
    });
    const read = parsePuz(new Uint8Array(puz.rawPayload));
    expect(read.ok && read.crossword.circled).toEqual(FILE.circled);
  });

  it('refuses a mark on a black square, naming it, and writes nothing', async () => {
    const day = '2026-11-27';
    const { circled: _c, shaded: _s, ...plain } = FILE;
    const res = await client(t.app)({
      method: 'PUT',
      url: `/api/admin/puzzles/mini/${day}`,
      cookie: admin.cookie,
      payload: JSON.stringify({ ...plain, circled: [[0, 0]] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_PUZZLE',
      message: 'circled: row 1, column 1 is a black square; only white squares can be circled',
    });
    expect(await t.puzzles.get('mini', day)).toBeNull();
  });
});
