import net, { type Socket } from 'node:net';
import type { Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How long a draining process behind a proxy (TRUST_PROXY) leaves its idle keep-alive connections
 * to their client before it closes them itself. The balancer's pooled connections must time out
 * sooner (nginx: `keepalive_timeout` of the upstream, 2 s in scripts/nginx.mjs), so that the
 * balancer, not the process, closes them: closing an idle connection races a request the
 * balancer may be sending on it, and it cannot resend a POST it has sent to another process.
 */
export const DRAIN_IDLE_MS = 4_000;

export interface ConnectionDrain {
  /** True from the start of the drain: /api/health answers 503 'draining'. */
  readonly draining: boolean;
  /**
   * Stops taking new connections (a balancer then gets 'connection refused', which it may retry
   * on another process for any method), answers every request already on its way, each with
   * `Connection: close`, and resolves once every connection is closed: by its client, after its
   * last response, or here after `idleMs` if it is idle (0: the idle ones at once).
   */
  drain(idleMs?: number): Promise<void>;
}

/**
 * Tracks the server's connections and their requests in flight, for a graceful shutdown (issue
 * 21) that fails no request a load balancer has already sent: Node's own `server.close()` also
 * closes idle keep-alive connections at once, and Fastify's `close()` answers 503 to a request
 * that arrives on an open connection meanwhile; a proxy cannot retry either for a POST.
 * Create it before the server listens.
 */
export function connectionDrain(server: Server): ConnectionDrain {
  /** Open connections → how many requests each has in flight. */
  const open = new Map<Socket, number>();
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let changed: () => void = () => undefined;

  server.on('connection', (socket: Socket) => {
    open.set(socket, 0);
    socket.once('close', () => {
      open.delete(socket);
      changed();
    });
  });
  // before Fastify's own listener, so the header is set before any handler answers
  server.prependListener('request', (request, response) => {
    const socket = request.socket;
    open.set(socket, (open.get(socket) ?? 0) + 1);
    inFlight.add(response);
    if (draining) response.setHeader('connection', 'close');
    response.once('close', () => {
      inFlight.delete(response);
      if (open.has(socket)) open.set(socket, Math.max(0, (open.get(socket) ?? 1) - 1));
      changed();
    });
  });

  return {
    get draining() {
      return draining;
    },
    async drain(idleMs = DRAIN_IDLE_MS) {
      if (draining) return;
      draining = true;
      for (const response of inFlight)
        if (!response.headersSent) response.setHeader('connection', 'close');
      // net's close, not http's: stop listening without touching the open connections
      if (server.listening) net.Server.prototype.close.call(server);
      const idleDeadline = Date.now() + idleMs;
      let idleClosed = false;
      while (open.size > 0) {
        if (!idleClosed && Date.now() >= idleDeadline) {
          idleClosed = true;
          for (const [socket, requests] of open) if (requests === 0) socket.destroy();
          continue;
        }
        await new Promise<void>((resolve) => {
          changed = resolve;
          void sleep(100).then(() => resolve());
        });
        changed = () => undefined;
      }
    },
  };
}
