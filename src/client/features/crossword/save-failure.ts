import { ApiError, errorText } from '../../lib/http';
import { SAVE_NOTICES } from './texts';

/** What a failed play request means for the save queue. */
export type SaveFailure =
  /** Offline, rate-limited, a server hiccup or a busy write: keep everything and try again. */
  | { kind: 'retry'; text: string }
  /** 409 PAUSED: the play was paused elsewhere; the player presses Continue. */
  | { kind: 'paused' }
  /** 401: the session has ended. */
  | { kind: 'signedOut' }
  /** Any other refusal (400, 403, 404): it will not work on a retry. */
  | { kind: 'refused'; text: string };

export function failureOf(error: unknown): SaveFailure {
  const status = error instanceof ApiError ? error.status : 0;
  const code = error instanceof ApiError ? error.code : undefined;
  if (status === 0) return { kind: 'retry', text: SAVE_NOTICES.offline };
  if (status === 429) return { kind: 'retry', text: SAVE_NOTICES.busy };
  if (status >= 500 || code === 'BUSY') return { kind: 'retry', text: SAVE_NOTICES.server };
  if (code === 'PAUSED') return { kind: 'paused' };
  if (status === 401) return { kind: 'signedOut' };
  return { kind: 'refused', text: errorText(error, SAVE_NOTICES.server) };
}
