import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetch } from '../../lib/http';
import { statePath } from '../../play/api';
import {
  CrosswordSession,
  RETRY_DELAYS_MS,
  SAVE_DEBOUNCE_MS,
  elapsedMs,
} from './crossword-session';
import { SAVE_NOTICES } from './texts';
import { installFakeServer } from '../../../../test-support/client/fake-server';
import { serveMini, TEST_ANSWERS } from '../../../../test-support/client/games/crossword';

const KEY = { game: 'mini', date: '2026-11-21', mode: 'daily' } as const;
const http = installFakeServer();

/** Lets the queued requests and their answers run. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
};

async function started() {
  const session = new CrosswordSession(KEY, { now: () => Date.now() });
  await session.load();
  session.start();
  await settle();
  return session;
}

/** The white squares in reading order with their answers. */
const ANSWER_CELLS = (() => {
  const grid = ['#CAT#', 'HEART', 'LIVER', 'OVARY', '#END#'];
  const out: { row: number; col: number; letter: string }[] = [];
  grid.forEach((line, row) =>
    [...line].forEach((ch, col) => ch !== '#' && out.push({ row, col, letter: ch })),
  );
  return out;
})();

describe('CrosswordSession', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for start on a first visit, then plays with the timer running', async () => {
    const server = serveMini(http);
    const session = new CrosswordSession(KEY);
    await session.load();
    expect(session.getSnapshot().phase).toBe('waiting');
    expect(server.calls().map((c) => c.kind)).toEqual(['state']);
    session.start();
    expect(session.getSnapshot().phase).toBe('starting');
    await settle();
    expect(session.getSnapshot().phase).toBe('playing');
    expect(session.getSnapshot().clock.running).toBe(true);
  });

  it('starts from the state the route loaded, without asking again', async () => {
    const server = serveMini(http);
    await prefetch(statePath(KEY)); // as the route does (app/router.tsx); taken once
    expect(server.calls().map((c) => c.kind)).toEqual(['state']);
    const session = new CrosswordSession(KEY);
    expect(session.getSnapshot().phase).toBe('waiting');
    expect(session.getSnapshot().layout).not.toBeNull();
    await session.open();
    expect(server.calls().map((c) => c.kind)).toEqual(['state']); // nothing asked again
    // without a loaded state, opening GETs the play
    const other = new CrosswordSession(KEY);
    expect(other.getSnapshot().phase).toBe('loading');
    await other.open();
    expect(other.getSnapshot().phase).toBe('waiting');
    expect(server.calls().map((c) => c.kind)).toEqual(['state', 'state']);
  });

  it('paints a play in progress or finished that the route loaded (a reload)', async () => {
    serveMini(http);
    const session = await started();
    session.setLetter(0, 1, 'C');
    session.flush();
    await settle();
    await prefetch(statePath(KEY)); // the reload's route loads the play with the page
    const reloaded = new CrosswordSession(KEY);
    expect(reloaded.getSnapshot().phase).toBe('playing');
    expect(reloaded.getSnapshot().board?.letters[0]?.[1]).toBe('C');
    for (const { row, col, letter } of ANSWER_CELLS) session.setLetter(row, col, letter);
    await settle();
    await prefetch(statePath(KEY));
    const after = new CrosswordSession(KEY);
    expect(after.getSnapshot().phase).toBe('won');
  });

  it('shows the server’s reason when there is no puzzle', async () => {
    serveMini(http, { noPuzzle: true });
    const session = new CrosswordSession(KEY);
    await session.load();
    expect(session.getSnapshot()).toMatchObject({
      phase: 'unavailable',
      message: 'No puzzle available today',
    });
  });

  it('shows letters at once and sends them as one fill 500 ms after the last change', async () => {
    const server = serveMini(http);
    const session = await started();
    session.setLetter(0, 1, 'C');
    await vi.advanceTimersByTimeAsync(300);
    session.setLetter(0, 2, 'A');
    session.setLetter(0, 3, 'X');
    expect(session.getSnapshot().board?.letters[0]).toEqual(['', 'C', 'A', 'X', '']);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1);
    expect(server.moves()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(server.moves()).toEqual([
      {
        type: 'fill',
        cells: [
          { row: 0, col: 1, letter: 'C' },
          { row: 0, col: 2, letter: 'A' },
          { row: 0, col: 3, letter: 'X' },
        ],
      },
    ]);
    expect(server.progress()?.letters[0]).toEqual(['', 'C', 'A', 'X', '']);
    expect(session.unsentCount).toBe(0);
  });

  it('the 5-second save sends only when something is unsent', async () => {
    const server = serveMini(http);
    const session = await started();
    session.periodicSave();
    await settle();
    expect(server.moves()).toHaveLength(0);
    session.setLetter(1, 0, 'H');
    session.periodicSave();
    await settle();
    expect(server.moves()).toHaveLength(1);
  });

  it('keeps letters typed while a save is on its way when the answer arrives', async () => {
    const server = serveMini(http);
    const session = await started();
    session.setLetter(0, 1, 'C');
    const release = http.hold();
    session.flush();
    await settle();
    session.setLetter(0, 2, 'A'); // typed after the request left
    release();
    await settle();
    expect(session.getSnapshot().board?.letters[0]).toEqual(['', 'C', 'A', '', '']);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    await settle();
    expect(server.progress()?.letters[0]).toEqual(['', 'C', 'A', '', '']);
  });

  it('saves the letters before a tool, then shows the server’s marks', async () => {
    const server = serveMini(http);
    const session = await started();
    session.setLetter(0, 1, 'C');
    session.setLetter(0, 2, 'X');
    session.tool({ type: 'check', scope: 'puzzle' });
    await settle();
    expect(server.moves().map((m) => m.type)).toEqual(['fill', 'check']);
    const board = session.getSnapshot().board;
    expect(board?.marks[0]?.slice(1, 3)).toEqual(['correct', 'incorrect']);
    expect(board?.locked[0]?.[1]).toBe(true);
    expect(session.getSnapshot().announcement).toBe('Checked 2 squares: 1 correct, 1 incorrect.');
    // a checked-correct square takes no more input; typing clears a wrong square's mark
    expect(session.setLetter(0, 1, 'Q')).toBe(false);
    session.setLetter(0, 2, 'A');
    expect(session.getSnapshot().board?.marks[0]?.[2]).toBeNull();
  });

  it('pauses at once on screen, then pauses on the server with the unsent letters', async () => {
    const server = serveMini(http);
    const session = await started();
    server.advance(4000);
    session.setLetter(1, 0, 'H');
    session.pause();
    expect(session.getSnapshot().phase).toBe('paused');
    expect(session.setLetter(1, 1, 'E')).toBe(false);
    await settle();
    expect(server.calls().at(-1)).toEqual({
      kind: 'pause',
      move: { type: 'fill', cells: [{ row: 1, col: 0, letter: 'H' }] },
    });
    expect(server.progress()?.letters[1]?.[0]).toBe('H');
    expect(session.getSnapshot().clock).toMatchObject({ activeMs: 4000, running: false });
    session.resume();
    await settle();
    expect(session.getSnapshot().phase).toBe('playing');
  });

  it('keeps letters through a lost connection and saves them when it returns', async () => {
    const server = serveMini(http);
    const session = await started();
    http.failNext('offline', 2);
    session.setLetter(0, 1, 'C');
    session.flush();
    await settle();
    expect(session.getSnapshot().notice?.text).toBe(SAVE_NOTICES.offline);
    session.setLetter(0, 2, 'A');
    expect(session.unsentCount).toBe(2);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    await settle();
    expect(server.progress()?.letters[0]?.[1]).toBe(''); // second failure
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1]);
    await settle();
    expect(server.progress()?.letters[0]).toEqual(['', 'C', 'A', '', '']);
    expect(session.getSnapshot().notice).toBeNull();
    expect(session.unsentCount).toBe(0);
  });

  it('says when saving is rate-limited and retries', async () => {
    const server = serveMini(http);
    const session = await started();
    http.failNext({ status: 429, code: 'RATE_LIMITED', message: 'Too many requests' });
    session.setLetter(0, 1, 'C');
    session.flush();
    await settle();
    expect(session.getSnapshot().notice).toEqual({ tone: 'info', text: SAVE_NOTICES.busy });
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    await settle();
    expect(server.progress()?.letters[0]?.[1]).toBe('C');
  });

  it('shows Continue when the play was paused elsewhere, and sends the kept letters after it', async () => {
    const server = serveMini(http);
    const session = await started();
    server.pauseElsewhere();
    session.setLetter(0, 1, 'C');
    session.flush();
    await settle();
    expect(session.getSnapshot().phase).toBe('paused');
    expect(session.getSnapshot().notice?.text).toBe(SAVE_NOTICES.pausedElsewhere);
    expect(session.getSnapshot().board?.letters[0]?.[1]).toBe('C');
    session.resume();
    await settle();
    expect(session.getSnapshot().notice).toBeNull();
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    await settle();
    expect(server.progress()?.letters[0]?.[1]).toBe('C');
  });

  it("learns of another device's letters when the tab comes back (sync), after its own saves", async () => {
    const server = serveMini(http);
    const session = await started();
    session.setLetter(0, 1, 'C');
    server.moveElsewhere({ type: 'fill', cells: [{ row: 1, col: 0, letter: 'H' }] });
    session.sync();
    await settle();
    // the other device's letter arrives, and this tab's unsent one stays on top of it
    expect(server.calls().at(-1)?.kind).toBe('state');
    expect(session.getSnapshot().board?.letters[1]?.[0]).toBe('H');
    expect(session.getSnapshot().board?.letters[0]?.[1]).toBe('C');
    session.flush();
    session.sync(); // queued after the save in flight: its answer never lags this tab's own
    await settle();
    expect(
      server
        .calls()
        .map((c) => c.kind)
        .slice(-2),
    ).toEqual(['move', 'state']);
    expect(server.progress()?.letters[0]?.[1]).toBe('C');
    expect(session.getSnapshot().board?.letters[0]?.[1]).toBe('C');
  });

  it('opens a paused play as paused', async () => {
    const server = serveMini(http);
    await started();
    server.pauseElsewhere();
    const again = new CrosswordSession(KEY);
    await again.load();
    expect(again.getSnapshot().phase).toBe('paused');
  });

  it('sends at once when the grid is full, and the server decides the win', async () => {
    const server = serveMini(http);
    const session = await started();
    server.advance(65_000);
    for (const { row, col, letter } of ANSWER_CELLS) session.setLetter(row, col, letter);
    await settle();
    const snap = session.getSnapshot();
    expect(snap.phase).toBe('won');
    expect(snap.finishSeq).toBe(1);
    expect(snap.clock).toMatchObject({ activeMs: 65_000, running: false });
    expect(snap.board?.solution?.map((r) => r.join('')).join('')).toBe(TEST_ANSWERS);
    expect(session.setLetter(0, 1, 'Q')).toBe(false);
  });

  it('says "almost" when the full grid is not right, until the next letter', async () => {
    serveMini(http);
    const session = await started();
    for (const { row, col, letter } of ANSWER_CELLS)
      session.setLetter(row, col, row === 0 && col === 1 ? 'Q' : letter);
    await settle();
    expect(session.getSnapshot().phase).toBe('playing');
    expect(session.getSnapshot().notice?.text).toBe(SAVE_NOTICES.almost);
    session.setLetter(0, 1, 'C');
    expect(session.getSnapshot().notice).toBeNull();
  });

  it('on unload sends the unsent letters with the pause by beacon', async () => {
    const server = serveMini(http);
    const session = await started();
    session.setLetter(0, 1, 'C');
    session.unload();
    expect(session.getSnapshot().phase).toBe('paused');
    await settle(); // the beacon reaches the server a moment later
    const beacon = server.calls().at(-1);
    expect(beacon).toEqual({
      kind: 'beacon',
      move: { type: 'fill', cells: [{ row: 0, col: 1, letter: 'C' }] },
    });
    expect(server.progress()?.letters[0]?.[1]).toBe('C');
  });

  it('keeps the letters when the pause cannot be sent, and sends them with the retry', async () => {
    const server = serveMini(http);
    const session = await started();
    http.failNext('offline');
    session.setLetter(1, 0, 'H');
    session.pause();
    await settle();
    expect(session.unsentCount).toBe(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    await settle();
    expect(server.progress()?.letters[1]?.[0]).toBe('H');
    expect(server.calls().at(-1)?.kind).toBe('pause');
  });

  it('resets a finished board to a fresh play', async () => {
    serveMini(http);
    const session = await started();
    session.tool({ type: 'reveal', scope: 'puzzle' });
    await settle();
    expect(session.getSnapshot().board?.entirePuzzleRevealed).toBe(true);
    session.reset();
    await settle();
    expect(session.getSnapshot()).toMatchObject({ phase: 'playing', busy: null });
    expect(session.getSnapshot().board?.letters.flat().join('')).toBe('');
  });

  it('elapsedMs adds local ticking only while running', () => {
    expect(elapsedMs({ activeMs: 1000, running: true, at: 10 }, 510)).toBe(1500);
    expect(elapsedMs({ activeMs: 1000, running: false, at: 10 }, 510)).toBe(1000);
  });
});
