import type { ApiErrorBody } from '../../shared/accounts/schemas';

/** JSON calls to our own API (same origin, session cookie), shared by every client feature. */

/**
 * An answer of the API that was not a success. `message` is the server's readable text when it
 * sent one (`fromServer`), else empty; `status` is 0 when the request never got an answer.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fromServer: boolean;

  constructor(status: number, message: string, code?: string, fromServer = true) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fromServer = fromServer;
  }
}

/** The text to show for a failure: the server's own message, or the screen's fallback text. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fromServer && error.message.trim() !== '') {
    return error.message;
  }
  return fallback;
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

const PREFETCH_TTL_MS = 10_000;
const prefetched = new Map<string, Promise<unknown>>();

/**
 * Starts a GET before the code that needs it has loaded (a route loader of a lazy route); the
 * first `apiRequest('GET', path)` within 10 s takes its answer instead of asking again.
 */
export function prefetch(path: string): void {
  if (prefetched.has(path)) return;
  const request = send('GET', path);
  request.catch(() => undefined); // the taker sees the error; an untaken one is dropped
  prefetched.set(path, request);
  setTimeout(() => {
    if (prefetched.get(path) === request) prefetched.delete(path);
  }, PREFETCH_TTL_MS);
}

export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const early = method === 'GET' ? prefetched.get(path) : undefined;
  if (early) {
    prefetched.delete(path);
    // a prefetch that failed (e.g. before sign-in) is asked again
    return (early as Promise<T>).catch(() => send<T>(method, path, body));
  }
  return send<T>(method, path, body);
}

async function send<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, '', undefined, false);
  }
  let payload: unknown = null;
  const text = await response.text();
  if (text !== '') {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = null;
    }
  }
  if (!response.ok) {
    if (isApiErrorBody(payload)) throw new ApiError(response.status, payload.message, payload.code);
    throw new ApiError(response.status, '', undefined, false);
  }
  return payload as T;
}
