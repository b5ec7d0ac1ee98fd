/**
 * Fair play across the games (docs/decisions/009 and 017), one rule for server and client:
 * - Check is allowed and ranked, at a cost: every square Check marks incorrect adds
 *   CHECK_PENALTY_SECONDS to the ranked time, shown as '1:05 (+0:30)'.
 * - A result faster than the fastest person plays (each game's `HumanPace`) is stored but held
 *   off the leaderboards, 'under review' with its reason, until an admin accepts it. Three
 *   checks, all on the server's clock: the whole play, each batch of letters against the time
 *   since the previous one, and the time after a resume against the work still open at the pause.
 */
export const CHECK_PENALTY_SECONDS = 10;

/** Where a flagged result stands: held (pending), or decided by an admin. */
export const REVIEW_STATES = ['pending', 'accepted', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export function checkPenaltySeconds(wrongChecks: number): number {
  return Math.max(0, Math.floor(wrongChecks)) * CHECK_PENALTY_SECONDS;
}

/**
 * The fastest a person plays one game (docs/decisions/017 gives the figures and their grounds).
 * A play needs at least `reactionMs` after Start or Continue before its first input, `perInputMs`
 * per letter or action entered, and `perReadMs` per thing read and thought through (a crossword
 * word from its clue, a MedWord guess, a Medle clue or guess, a MedMatch round).
 */
export interface HumanPace {
  reactionMs: number;
  perInputMs: number;
  perReadMs: number;
}

/** Work a play holds, or still needs: letters or actions entered, things read and thought through. */
export interface Effort {
  inputs: number;
  reads: number;
}

export const NO_EFFORT: Effort = { inputs: 0, reads: 0 };

/**
 * How much sooner than the letters were typed a batch may reach the server: a request delayed on
 * the way makes the next one seem to follow it sooner (docs/decisions/017).
 */
export const NETWORK_SLACK_MS = 250;

const whole = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

/** The least time in which a person does `effort`, starting from a fresh look at the board. */
export function leastHumanMs(pace: HumanPace, effort: Effort): number {
  const inputs = whole(effort.inputs);
  const reads = whole(effort.reads);
  if (inputs === 0 && reads === 0) return 0;
  return pace.reactionMs + inputs * pace.perInputMs + reads * pace.perReadMs;
}

/** Why a result waits for review: the check it failed and its figures (milliseconds). */
export type HoldReason =
  /** The whole play took less time than its work needs. */
  | { code: 'too-fast'; activeMs: number; leastMs: number; inputs: number; reads: number }
  /**
   * A batch of letters arrived sooner after the previous input than they can be typed (or, when
   * `afterStart`, sooner after Start or Continue than they can be read and typed).
   */
  | { code: 'burst'; inputs: number; gapMs: number; leastMs: number; afterStart?: boolean }
  /** Finished sooner after Continue than the work still open at the pause needs. */
  | { code: 'after-pause'; sinceResumeMs: number; leastMs: number; inputs: number; reads: number };

const seconds = (ms: number) => `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The reason in words, for the player's result and the admin's review list. */
export function holdReasonText(reason: HoldReason): string {
  switch (reason.code) {
    case 'too-fast':
      return `Finished in ${seconds(reason.activeMs)}; the fastest person needs at least ${seconds(reason.leastMs)} for ${plural(reason.inputs, 'entry', 'entries')} and ${plural(reason.reads, 'clue or round', 'clues or rounds')}.`;
    case 'burst':
      return reason.afterStart
        ? `${plural(reason.inputs, 'entry', 'entries')} arrived ${seconds(reason.gapMs)} after Start or Continue; a person needs at least ${seconds(reason.leastMs)} to look and enter ${reason.inputs === 1 ? 'it' : 'them'}.`
        : `${plural(reason.inputs, 'entry', 'entries')} arrived ${seconds(reason.gapMs)} after the previous one; entering ${reason.inputs === 1 ? 'it' : 'them'} takes at least ${seconds(reason.leastMs)}.`;
    case 'after-pause':
      return `Finished ${seconds(reason.sinceResumeMs)} after Continue, with ${plural(reason.inputs, 'entry', 'entries')} and ${plural(reason.reads, 'clue or round', 'clues or rounds')} still open at the pause; that needs at least ${seconds(reason.leastMs)}.`;
  }
}

/**
 * What the server keeps of a play's pace between requests (on the play, beside its timeline).
 * Times are the play's active time in milliseconds, so pauses never count.
 */
export interface PaceRecord {
  /** Active time of the last input, or of the start or resume when none came after it. */
  markMs: number;
  /** The mark is a start or a resume: the next input needs a reaction first. */
  fresh: boolean;
  /** The work open when the play was last paused (null while it has not been). */
  openAtPause: Effort | null;
  /** The last resume: when, and the work open at the pause before it. */
  resume: { atMs: number; open: Effort } | null;
  /** The first check this play failed; the result is held with it. */
  hold: HoldReason | null;
}

export const FRESH_PACE: PaceRecord = {
  markMs: 0,
  fresh: true,
  openAtPause: null,
  resume: null,
  hold: null,
};

/**
 * After a move that entered `inputs` letters or actions, at `activeMs` of active time: held when
 * it came sooner after the previous input (or the start or resume) than a person types them,
 * allowing NETWORK_SLACK_MS for a request delayed on the way.
 */
export function paceAfterMove(
  pace: HumanPace,
  record: PaceRecord,
  inputs: number,
  activeMs: number,
): PaceRecord {
  const n = whole(inputs);
  if (n === 0) return record;
  const gapMs = Math.max(0, activeMs - record.markMs);
  const leastMs = (record.fresh ? pace.reactionMs : 0) + n * pace.perInputMs;
  const tooSoon = gapMs + NETWORK_SLACK_MS < leastMs;
  const burst: HoldReason = record.fresh
    ? { code: 'burst', inputs: n, gapMs, leastMs, afterStart: true }
    : { code: 'burst', inputs: n, gapMs, leastMs };
  const hold = record.hold ?? (tooSoon ? burst : null);
  return { ...record, markMs: activeMs, fresh: false, hold };
}

/** At a pause: the work still open, which a person cannot think about while it is hidden. */
export function paceAtPause(record: PaceRecord, open: Effort): PaceRecord {
  return { ...record, openAtPause: { inputs: whole(open.inputs), reads: whole(open.reads) } };
}

/** At Continue, at `activeMs`: the next input needs a fresh look, and the open work is timed. */
export function paceAtResume(record: PaceRecord, activeMs: number): PaceRecord {
  return {
    ...record,
    markMs: activeMs,
    fresh: true,
    resume: record.openAtPause ? { atMs: activeMs, open: record.openAtPause } : record.resume,
    openAtPause: null,
  };
}

/**
 * Whether a finished play of `activeMs` must wait for review, and why: the first batch too
 * fast, else the whole play under the least time of its `effort`, else the end after the last
 * Continue under the least time of the work open at the pause.
 */
export function holdFor(
  pace: HumanPace,
  record: PaceRecord,
  effort: Effort,
  activeMs: number,
): HoldReason | null {
  if (record.hold) return record.hold;
  const leastMs = leastHumanMs(pace, effort);
  if (activeMs < leastMs)
    return { code: 'too-fast', activeMs, leastMs, inputs: effort.inputs, reads: effort.reads };
  if (record.resume) {
    const sinceResumeMs = Math.max(0, activeMs - record.resume.atMs);
    const least = leastHumanMs(pace, record.resume.open);
    if (sinceResumeMs < least)
      return {
        code: 'after-pause',
        sinceResumeMs,
        leastMs: least,
        inputs: record.resume.open.inputs,
        reads: record.resume.open.reads,
      };
  }
  return null;
}
