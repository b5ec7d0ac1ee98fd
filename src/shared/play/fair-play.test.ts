import { describe, expect, it } from 'vitest';
import {
  checkPenaltySeconds,
  FRESH_PACE,
  holdFor,
  holdReasonText,
  leastHumanMs,
  paceAfterMove,
  paceAtPause,
  paceAtResume,
  type HumanPace,
} from './fair-play.js';

const PACE: HumanPace = { reactionMs: 500, perInputMs: 100, perReadMs: 1000 };

describe('fair play', () => {
  it('charges 10 seconds per square Check marked incorrect', () => {
    expect(checkPenaltySeconds(0)).toBe(0);
    expect(checkPenaltySeconds(3)).toBe(30);
    expect(checkPenaltySeconds(-2)).toBe(0);
  });

  it('needs a reaction, a key per input and a read per clue or round', () => {
    expect(leastHumanMs(PACE, { inputs: 20, reads: 5 })).toBe(500 + 2000 + 5000);
    expect(leastHumanMs(PACE, { inputs: 0, reads: 0 })).toBe(0);
    expect(leastHumanMs(PACE, { inputs: -3, reads: Number.NaN })).toBe(0);
  });

  it('holds a whole play faster than its work needs, and passes one at that time', () => {
    const effort = { inputs: 20, reads: 5 };
    expect(holdFor(PACE, FRESH_PACE, effort, 7499)).toEqual({
      code: 'too-fast',
      activeMs: 7499,
      leastMs: 7500,
      inputs: 20,
      reads: 5,
    });
    expect(holdFor(PACE, FRESH_PACE, effort, 7500)).toBeNull();
  });

  it('holds a batch of letters that arrives sooner than it can be typed', () => {
    // the first batch after Start needs the reaction too: 500 + 5 × 100, less the network slack
    const first = paceAfterMove(PACE, FRESH_PACE, 5, 749);
    expect(first.hold).toEqual({
      code: 'burst',
      inputs: 5,
      gapMs: 749,
      leastMs: 1000,
      afterStart: true,
    });
    const ok = paceAfterMove(PACE, FRESH_PACE, 5, 750);
    expect(ok).toMatchObject({ hold: null, markMs: 750, fresh: false });
    // the next batch is timed from the previous input: 21 letters in 1.8 s is too fast
    const burst = paceAfterMove(PACE, ok, 21, 2599);
    expect(burst.hold).toEqual({ code: 'burst', inputs: 21, gapMs: 1849, leastMs: 2100 });
    expect(paceAfterMove(PACE, ok, 21, 2600).hold).toBeNull();
    // a move without letters (a check) changes nothing
    expect(paceAfterMove(PACE, ok, 0, 1001)).toBe(ok);
    // the first hold found stays, whatever comes later
    expect(paceAfterMove(PACE, burst, 1, 999_999).hold).toEqual(burst.hold);
    expect(holdFor(PACE, burst, { inputs: 26, reads: 1 }, 999_999)).toEqual(burst.hold);
  });

  it('times the end after Continue against the work open at the pause', () => {
    // a letter, then ten minutes on the clock, then a pause with 20 letters and 5 clues open
    let pace = paceAfterMove(PACE, FRESH_PACE, 1, 700);
    pace = paceAtPause(pace, { inputs: 20, reads: 5 });
    pace = paceAtResume(pace, 600_000);
    expect(pace).toMatchObject({ markMs: 600_000, fresh: true, resume: { atMs: 600_000 } });
    // the whole play is long, but the open work came in 1 s after Continue
    expect(holdFor(PACE, pace, { inputs: 21, reads: 5 }, 601_000)).toEqual({
      code: 'after-pause',
      sinceResumeMs: 1000,
      leastMs: 7500,
      inputs: 20,
      reads: 5,
    });
    expect(holdFor(PACE, pace, { inputs: 21, reads: 5 }, 607_500)).toBeNull();
  });

  it('a resume without a pause record (a play from before) times nothing after it', () => {
    const pace = paceAtResume(FRESH_PACE, 5000);
    expect(pace.resume).toBeNull();
    expect(holdFor(PACE, pace, { inputs: 1, reads: 1 }, 5000)).toBeNull();
  });

  it('says why in words', () => {
    expect(holdReasonText({ code: 'burst', inputs: 21, gapMs: 300, leastMs: 2520 })).toBe(
      '21 entries arrived 0.3 s after the previous one; entering them takes at least 2.5 s.',
    );
    expect(
      holdReasonText({ code: 'burst', inputs: 1, gapMs: 200, leastMs: 620, afterStart: true }),
    ).toBe(
      '1 entry arrived 0.2 s after Start or Continue; a person needs at least 0.6 s to look and enter it.',
    );
    expect(
      holdReasonText({ code: 'too-fast', activeMs: 1000, leastMs: 2340, inputs: 7, reads: 1 }),
    ).toBe(
      'Finished in 1.0 s; the fastest person needs at least 2.3 s for 7 entries and 1 clue or round.',
    );
    expect(
      holdReasonText({
        code: 'after-pause',
        sinceResumeMs: 500,
        leastMs: 6020,
        inputs: 21,
        reads: 5,
      }),
    ).toContain('Finished 0.5 s after Continue, with 21 entries and 5 clues or rounds still open');
  });
});
