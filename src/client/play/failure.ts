import { ApiError, errorText } from '../lib/http';

/** What every game's play says when a request fails (docs/api-play.md errors). */
export const PLAY_NOTICES = {
  offline:
    'Connection lost. Your play is kept on this device and will be saved when you are back online.',
  busy: 'Saving is taking a short break. Your play is kept and will be saved in a moment.',
  server: "We couldn't save just now. Your play is kept and we'll try again shortly.",
  signedOut: 'You have been signed out. Sign in again to keep playing.',
  pausedElsewhere:
    'This game was paused in another window. Press Continue to keep playing; your play is kept.',
  startFailed: "We couldn't start the game. Please try again.",
  unreachable: "We couldn't reach the server. Please try again.",
} as const;

/** The failure texts of one game's play (a crossword names its letters). */
export type PlayNotices = Record<keyof typeof PLAY_NOTICES, string>;

/** What a failed play request means. */
export type Failure =
  /** Offline, rate-limited, a server hiccup or a busy write: it may work on a retry. */
  | { kind: 'retry'; text: string }
  /** 409 PAUSED: the play was paused elsewhere; the player presses Continue. */
  | { kind: 'paused' }
  /** 401: the session has ended. */
  | { kind: 'signedOut' }
  /** Any other refusal (400, 403, 404, 409, 422): it will not work on a retry. */
  | { kind: 'refused'; code: string | undefined; text: string };

/** Classes a failed request; `texts` name what is kept (a crossword's letters, a play). */
export function failureOf(
  error: unknown,
  texts: Pick<PlayNotices, 'offline' | 'busy' | 'server'> = PLAY_NOTICES,
): Failure {
  const status = error instanceof ApiError ? error.status : 0;
  const code = error instanceof ApiError ? error.code : undefined;
  if (status === 0) return { kind: 'retry', text: texts.offline };
  if (status === 429) return { kind: 'retry', text: texts.busy };
  if (status >= 500 || code === 'BUSY') return { kind: 'retry', text: texts.server };
  if (code === 'PAUSED') return { kind: 'paused' };
  if (status === 401) return { kind: 'signedOut' };
  return { kind: 'refused', code, text: errorText(error, texts.server) };
}
