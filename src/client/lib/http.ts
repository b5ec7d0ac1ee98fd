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

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const PREFETCH_TTL_MS = 10_000;

interface Prefetched {
  request: Promise<unknown>;
  /** Set once the request has succeeded. */
  done?: { value: unknown };
}
const prefetched = new Map<string, Prefetched>();

/** A request the page's boot script started (src/server/page-boot.ts). */
interface BootRequest {
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __mgBoot?: Record<string, BootRequest | undefined>;
  }
}

/** The boot script's response for `path`, once, if it is recent. */
function takeBootRequest<T>(path: string): Promise<T> | undefined {
  const boot = typeof window === 'undefined' ? undefined : window.__mgBoot;
  const request = boot?.[path];
  if (!boot || !request) return undefined;
  delete boot[path];
  if (Date.now() - request.at > PREFETCH_TTL_MS) return undefined;
  return read<T>(request.response);
}

/**
 * Starts a GET before the code that needs it has loaded (the first view of a lazy page); the
 * first `apiRequest('GET', path)` (or `takePrefetched(path)`) within 10 s takes its answer instead
 * of asking again. A request the page's boot script already started is taken over rather than sent
 * twice. The returned promise settles with the request and never rejects (the taker sees errors).
 */
export function prefetch(path: string): Promise<void> {
  const known = prefetched.get(path);
  if (known) return known.request.then(ignore, ignore);
  const entry: Prefetched = { request: takeBootRequest(path) ?? send('GET', path) };
  entry.request.then((value) => (entry.done = { value }), ignore);
  prefetched.set(path, entry);
  setTimeout(() => {
    if (prefetched.get(path) === entry) prefetched.delete(path);
  }, PREFETCH_TTL_MS);
  return entry.request.then(ignore, ignore);
}

const ignore = () => undefined;

/**
 * The answer of a prefetch of `path` that has already succeeded, taken (once), or undefined: a
 * screen whose first view waited for its data renders it at once, with no loading state between.
 */
export function takePrefetched<T>(path: string): T | undefined {
  const entry = prefetched.get(path);
  if (!entry?.done) return undefined;
  prefetched.delete(path);
  return entry.done.value as T;
}

/**
 * Answers the page already holds (the server-rendered page's data, docs/decisions/023): the first
 * `apiRequest('GET', path)` or `takePrefetched(path)` (within `ttlMs`, when given) takes each one
 * instead of asking the API.
 */
export function seedPrefetched(answers: Readonly<Record<string, unknown>>, ttlMs?: number): void {
  for (const [path, value] of Object.entries(answers)) {
    const entry: Prefetched = { request: Promise.resolve(value), done: { value } };
    prefetched.set(path, entry);
    // one not taken in time is stale: the next request asks the API
    if (ttlMs !== undefined)
      setTimeout(() => {
        if (prefetched.get(path) === entry) prefetched.delete(path);
      }, ttlMs);
  }
}

/** Forgets every prefetched answer (the server, after rendering one player's page). */
export function clearPrefetched(): void {
  prefetched.clear();
}

export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  let early: Promise<unknown> | undefined;
  if (method === 'GET') {
    early = prefetched.get(path)?.request ?? takeBootRequest(path);
    prefetched.delete(path);
  }
  // a prefetch that failed (e.g. before sign-in) is asked again
  if (early) return (early as Promise<T>).catch(() => send<T>(method, path, body));
  return send<T>(method, path, body);
}

function send<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  return read<T>(
    fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

/** Sends a file's bytes as they are (application/octet-stream); the JSON answer as apiRequest's. */
export function apiUpload<T>(path: string, file: Blob): Promise<T> {
  return read<T>(
    fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/octet-stream' },
      body: file,
    }),
  );
}

/** The JSON of a success; an ApiError (with the server's message when it sent one) otherwise. */
async function read<T>(request: Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await request;
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
