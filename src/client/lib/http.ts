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

export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
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
