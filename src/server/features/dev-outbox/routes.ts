import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http-error.js';

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'via'];

/**
 * Whether a request comes from this machine itself: the socket's peer is a loopback address
 * (never a header, which a client can write), and no proxy forwarded it (a proxy on this machine
 * would make every visitor look local).
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(peer);
  return loopback && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/** A loopback host name: localhost, an IPv4 address in 127.0.0.0/8, or [::1] (as URL writes it). */
function isLoopbackHostname(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127\.(25[0-5]|2[0-4]\d|1?\d?\d)\.(25[0-5]|2[0-4]\d|1?\d?\d)\.(25[0-5]|2[0-4]\d|1?\d?\d)$/.test(
      hostname,
    )
  );
}

/** The host names the outbox answers to: the loopback ones, and BASE_URL's if it is loopback. */
export function outboxHostnames(baseUrl: string): ReadonlySet<string> {
  const names = new Set(['localhost', '127.0.0.1', '[::1]']);
  const base = new URL(baseUrl).hostname.toLowerCase();
  if (isLoopbackHostname(base)) names.add(base);
  return names;
}

/** The host name of a Host header (`name`, `1.2.3.4` or `[v6]`, each with an optional port). */
function hostnameOf(host: string | undefined): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[^:@/[\]\s]+)(?::\d{1,5})?$/i.exec(host ?? '');
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * Whether a request was addressed to this machine by a loopback name (the Host header). A page on
 * another site can point its own name at 127.0.0.1 (DNS rebinding): the browser then sends its
 * requests from this machine, but under that name.
 */
export function isAddressedToLoopback(
  request: FastifyRequest,
  hostnames: ReadonlySet<string>,
): boolean {
  const hostname = hostnameOf(request.headers.host);
  return hostname !== null && hostnames.has(hostname);
}

/**
 * Development-only mail outbox: registered only when no SMTP server is configured (never in
 * production: config.ts refuses to start without SMTP there), so that a local install can
 * confirm accounts and reset passwords with no setup. The mails hold reset links, so only the
 * machine itself may read them, at a loopback address (http://localhost:3000, not a name that an
 * attacker's DNS points at 127.0.0.1): anyone else gets the same 404 as an unknown path.
 */
export function devOutboxRoutes(db: Db, baseUrl: string): FastifyPluginAsyncZod {
  const hostnames = outboxHostnames(baseUrl);
  return async (app) => {
    app.get('/dev/outbox', async (request, reply) => {
      if (!isFromThisMachine(request) || !isAddressedToLoopback(request, hostnames))
        throw notFound('NOT_FOUND', `No route for GET ${request.url.split('?')[0] ?? ''}`);
      const mails = await db.kysely
        .selectFrom('mail_outbox')
        .select(['id', 'to_address', 'subject', 'text_body', 'link', 'created_at'])
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
      const items = mails
        .map(
          (m) => `<li><article>
<h2>${esc(m.subject)}</h2>
<p class="meta">To ${esc(m.to_address)} · ${esc(new Date(m.created_at).toLocaleString('en-US', { timeZone: 'UTC' }))} UTC</p>
${m.link ? `<p><a href="${esc(m.link)}">${esc(m.link)}</a></p>` : ''}
<details><summary>Full text</summary><pre>${esc(m.text_body)}</pre></details>
</article></li>`,
        )
        .join('\n');
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev outbox · MedGrid</title>
<style>
:root{color-scheme:light dark;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif}
body{max-width:760px;margin:2rem auto;padding:0 1rem;line-height:1.5}
ul{list-style:none;padding:0}li{border:1px solid color-mix(in srgb,currentColor 20%,transparent);border-radius:10px;padding:1rem 1.25rem;margin:0 0 1rem}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin:0}.meta{opacity:.7;margin:.25rem 0}a{word-break:break-all}pre{white-space:pre-wrap}
</style></head><body>
<h1>Development mail outbox</h1>
<p>No SMTP server is configured (<code>SMTP_URL</code>), so MedGrid keeps its mail here. The newest is first.</p>
${mails.length ? `<ul>${items}</ul>` : '<p><em>No mail yet.</em></p>'}
</body></html>`);
    });
  };
}
