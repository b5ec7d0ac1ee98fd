/**
 * The one way client tests fake the server: a fake HTTP server behind `fetch` (and
 * `navigator.sendBeacon`). A test file calls `installFakeServer()` once; before each test it stubs
 * `fetch` with a fresh server that has no routes, and after each test it puts the real `fetch`
 * back. The test declares routes by method and path (`/api/friends/:id`), answers JSON (or an
 * error in the API's shape, `{ statusCode, error, code, message }`, which lib/http reads into an
 * ApiError), makes the next requests fail or hold their answers, and reads what was requested.
 * The app's real request code (lib/http, play/api) runs unchanged over it.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request as the fake server received it. */
export interface FakeRequest {
  method: Method;
  /** The path without the query: `/api/play/mini/today`. */
  path: string;
  query: URLSearchParams;
  /** The named parts of the route's path (`:date`), once a route matched. */
  params: Record<string, string>;
  /** The JSON body (the raw text when it is not JSON), or undefined. */
  body: unknown;
  /** Sent by navigator.sendBeacon (no answer reaches the page). */
  beacon: boolean;
}

/**
 * A route's answer: a JSON body (200), `reply(status, body)` or `replyText(status, text)`, or a
 * promise of one (one that never settles hangs the request); throw a ServerError to refuse.
 */
export type Handler = (request: FakeRequest) => unknown;

/** What a failed request gets: no answer at all (the network), or an error answer. */
export type Failure = 'offline' | { status: number; code?: string; message?: string };

class Reply {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {}
}

/** An answer with its own status and JSON body. */
export const reply = (status: number, body: unknown) => new Reply(status, JSON.stringify(body));

/** An answer with a body that is not JSON (a proxy's error page), or an empty one. */
export const replyText = (status: number, text: string) => new Reply(status, text);

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An error answer in the API's shape (src/shared/accounts/schemas.ts ApiErrorBody). */
export function errorReply(status: number, message: string, code?: string): Reply {
  const error = REASONS[status] ?? 'Error';
  return reply(status, { statusCode: status, error, ...(code ? { code } : {}), message });
}

/** Thrown by a handler: the request is answered with this error (`errorReply`). */
export class ServerError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

interface Route {
  method: Method;
  pattern: RegExp;
  names: string[];
  handler: Handler;
}

function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

export interface FakeServer {
  /** Answers `method path` with `handler`; a later route for the same path replaces it. */
  on(method: Method, path: string, handler: Handler): FakeServer;
  get(path: string, handler: Handler): FakeServer;
  post(path: string, handler: Handler): FakeServer;
  put(path: string, handler: Handler): FakeServer;
  delete(path: string, handler: Handler): FakeServer;
  /** What a request no route matches gets (default: 404 in the API's shape). */
  otherwise(failure: Failure): void;
  /** The next `n` requests (not beacons) fail so, whatever their route. */
  failNext(failure: Failure, n?: number): void;
  /** Holds the answers of the requests sent from now until the returned release is called. */
  hold(): () => void;
  /** Every request so far, in the order sent (a beacon once its body is read). */
  readonly requests: readonly FakeRequest[];
  /** The requests to one route (`GET /api/friends/search`), or matching a path pattern. */
  requested(method: Method, path: string): FakeRequest[];
}

function parseBody(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readBeaconBody(data: unknown): Promise<string | undefined> {
  if (data === undefined || data === null) return undefined;
  if (typeof data === 'string') return data;
  if (data instanceof Blob) return data.text();
  return String(data);
}

function toResponse(answer: Reply): Response {
  return new Response(answer.text === '' ? null : answer.text, {
    status: answer.status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

function failureReply(failure: Failure): Reply | 'offline' {
  if (failure === 'offline') return failure;
  return errorReply(failure.status, failure.message ?? '', failure.code);
}

/** The fake server's state for one test. */
class Server implements FakeServer {
  private routes: Route[] = [];
  private failures: Failure[] = [];
  private gate: Promise<void> | null = null;
  private unmatched: Failure = { status: 404, code: 'NOT_FOUND', message: 'No such route' };
  readonly requests: FakeRequest[] = [];

  on(method: Method, path: string, handler: Handler): FakeServer {
    const { pattern, names } = compile(path);
    this.routes = this.routes.filter(
      (r) => r.method !== method || r.pattern.source !== pattern.source,
    );
    this.routes.push({ method, pattern, names, handler });
    return this;
  }
  get = (path: string, handler: Handler) => this.on('GET', path, handler);
  post = (path: string, handler: Handler) => this.on('POST', path, handler);
  put = (path: string, handler: Handler) => this.on('PUT', path, handler);
  delete = (path: string, handler: Handler) => this.on('DELETE', path, handler);

  otherwise(failure: Failure): void {
    this.unmatched = failure;
  }

  failNext(failure: Failure, n = 1): void {
    for (let i = 0; i < n; i++) this.failures.push(failure);
  }

  hold(): () => void {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = () => {
        if (this.gate === gate) this.gate = null;
        resolve();
      };
    });
    this.gate = gate;
    return release;
  }

  requested(method: Method, path: string): FakeRequest[] {
    const { pattern } = compile(path);
    return this.requests.filter((r) => r.method === method && pattern.test(r.path));
  }

  private record(method: string, url: string, body: string | undefined, beacon: boolean) {
    const parsed = new URL(url, 'http://localhost');
    const request: FakeRequest = {
      method: method.toUpperCase() as Method,
      path: parsed.pathname,
      query: parsed.searchParams,
      params: {},
      body: parseBody(body),
      beacon,
    };
    this.requests.push(request);
    return request;
  }

  /** The route's answer to a request, or the answer for no route. */
  private async answer(request: FakeRequest): Promise<Reply | 'offline'> {
    for (const route of this.routes) {
      if (route.method !== request.method) continue;
      const match = route.pattern.exec(request.path);
      if (!match) continue;
      route.names.forEach((name, i) => {
        request.params[name] = decodeURIComponent(match[i + 1] ?? '');
      });
      try {
        const answer: unknown = await route.handler(request);
        return answer instanceof Reply ? answer : reply(200, answer ?? null);
      } catch (error) {
        if (error instanceof ServerError)
          return errorReply(error.status, error.message, error.code);
        // a handler's own bug: a 500 that names it, not a network failure that would hide it
        return errorReply(500, `Fake handler failed: ${String(error)}`, 'FAKE_HANDLER_FAILED');
      }
    }
    return failureReply(this.unmatched);
  }

  fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof URL ? input.href : typeof input === 'string' ? input : input.url;
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request = this.record(init?.method ?? 'GET', url, text, false);
    const gate = this.gate;
    if (gate) await gate;
    const failure = this.failures.shift();
    const answer = failure ? failureReply(failure) : await this.answer(request);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return toResponse(answer);
  };

  /** navigator.sendBeacon: queued (true); the server gets it a moment later, answering no one. */
  sendBeacon = (url: string | URL, data?: BodyInit | null): boolean => {
    void readBeaconBody(data).then((text) =>
      this.answer(this.record('POST', String(url), text, true)),
    );
    return true;
  };
}

/**
 * Installs a fresh fake server behind `fetch` and `navigator.sendBeacon` before each test of the
 * file (or describe block) and removes it after. Declare routes inside the tests or in a
 * `beforeEach`: each test starts with none.
 */
export function installFakeServer(): FakeServer {
  let current: Server | null = null;
  const server = (): Server => {
    if (!current) throw new Error('The fake server runs only inside a test');
    return current;
  };
  let beacon: PropertyDescriptor | undefined;
  beforeEach(() => {
    current = new Server();
    vi.stubGlobal('fetch', current.fetch);
    beacon = Object.getOwnPropertyDescriptor(navigator, 'sendBeacon');
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: current.sendBeacon,
    });
  });
  afterEach(() => {
    // unmount first, so what the page sends as it goes (a game's pause) reaches this server
    cleanup();
    vi.unstubAllGlobals();
    if (beacon) Object.defineProperty(navigator, 'sendBeacon', beacon);
    else delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    current = null;
  });
  const facade: FakeServer = {
    on: (method, path, handler) => server().on(method, path, handler),
    get: (path, handler) => server().get(path, handler),
    post: (path, handler) => server().post(path, handler),
    put: (path, handler) => server().put(path, handler),
    delete: (path, handler) => server().delete(path, handler),
    otherwise: (failure) => server().otherwise(failure),
    failNext: (failure, n) => server().failNext(failure, n),
    hold: () => server().hold(),
    get requests() {
      return server().requests;
    },
    requested: (method, path) => server().requested(method, path),
  };
  return facade;
}
