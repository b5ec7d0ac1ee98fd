import { dayNumber } from './dates.js';
import { gameFacts } from './game-facts.js';
import type { GameId } from './games.js';
import { formatRankedTime } from './leaderboard.js';

/**
 * The spoiler-free text a player shares after a game (issue 14): the game, the day, the result —
 * 'MedGrid Mini 24 Nov 2026 — 0:47 ✓', or the game's own number of the day ('MedGrid MedWord #328
 * — 4/6 · 1:15') — and, for the games that have one, a small emoji picture
 * on the lines after it. Never an answer, a letter or a clue. The game's words are its
 * facts' `shareName` (game-facts.ts: light, so a game's first view carries no rank rules).
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '24 Nov 2026' (the calendar date, no time-zone shift); anything else comes back unchanged. */
export function shareDate(date: string): string {
  const day = dayNumber(date);
  if (day === null) return date;
  const at = new Date(day * 86_400_000);
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()] ?? ''} ${at.getUTCFullYear()}`;
}

export interface ShareResult {
  /** Active seconds plus penalties, and the penalty part. */
  timeSeconds: number;
  penaltySeconds: number;
  /** Solved without any reveal (✓), or with help. */
  solved: boolean;
  /** A small emoji picture, one line per row (MedWord's guesses, for instance). */
  picture?: readonly string[];
  /** Tries used of those allowed, 'X' for none left: MedWord's '4/6', 'X/6'. */
  tally?: string;
}

export function shareText(game: GameId, date: string, r: ShareResult, url?: string): string {
  const time = formatRankedTime(r.timeSeconds, r.penaltySeconds);
  const mark = r.solved ? '✓' : '(with reveals)';
  const headline = r.tally ? `${r.tally} · ${time}` : `${time} ${mark}`;
  const facts = gameFacts(game);
  const day = facts.shareDay?.(date) ?? shareDate(date);
  const lines = [`${facts.shareName} ${day} — ${headline}`];
  if (r.picture?.length) lines.push(...r.picture);
  if (url) lines.push(url);
  return lines.join('\n');
}
