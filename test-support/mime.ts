// Just enough MIME to read the mails our server sends: headers (with RFC 2047 encoded words),
// multipart bodies, quoted-printable and base64 parts, and the links in them.

export interface ParsedMail {
  subject: string;
  from: string;
  to: string;
  text: string;
  html: string;
  links: string[];
}

type Headers = Map<string, string>;

function splitHeadersAndBody(raw: string): { headers: Headers; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers: Headers = new Map();
  let last = '';
  for (const line of head.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && last) {
      headers.set(last, `${headers.get(last) ?? ''} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    last = line.slice(0, colon).trim().toLowerCase();
    headers.set(last, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBytes(bytes: Uint8Array, charset: string): string {
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function decodeQuotedPrintable(input: string, charset: string, headerMode = false): string {
  const source = headerMode ? input.replace(/_/g, ' ') : input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i] ?? '', 'utf8'));
    }
  }
  return decodeBytes(Uint8Array.from(bytes), charset);
}

/** Decodes RFC 2047 encoded words (=?utf-8?Q?...?= / =?utf-8?B?...?=) in a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_all, charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? decodeBytes(Buffer.from(text, 'base64'), charset)
          : decodeQuotedPrintable(text, charset, true),
    );
}

function param(headerValue: string, name: string): string {
  const match = new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(headerValue);
  return match?.[1] ?? match?.[2] ?? '';
}

function decodeBody(body: string, headers: Headers): string {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const charset = param(contentType, 'charset') || 'utf-8';
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return decodeBytes(Buffer.from(body.replace(/\s+/g, ''), 'base64'), charset);
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body, charset);
  return body;
}

function collectParts(raw: string, out: { text: string; html: string }): Headers {
  const { headers, body } = splitHeadersAndBody(raw);
  const contentType = (headers.get('content-type') ?? 'text/plain').toLowerCase();
  if (contentType.startsWith('multipart/')) {
    const boundary = param(headers.get('content-type') ?? '', 'boundary');
    const sections = body.split(
      new RegExp(`^--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?$`, 'm'),
    );
    // sections[0] is the preamble, the last one the epilogue after the closing boundary.
    for (const section of sections.slice(1, -1)) collectParts(section.replace(/^\r?\n/, ''), out);
  } else if (contentType.startsWith('text/html')) {
    out.html ||= decodeBody(body, headers);
  } else if (contentType.startsWith('text/')) {
    out.text ||= decodeBody(body, headers);
  }
  return headers;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] !== '#') return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
    const hex = body[1] === 'x' || body[1] === 'X';
    return String.fromCodePoint(parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10));
  });
}

/** Every http(s) link in the mail, html hrefs first, then bare URLs in the text, without repeats. */
export function extractLinks(text: string, html: string): string[] {
  const links = [
    ...[...html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)].map((m) => decodeEntities(m[1] ?? '')),
    ...[...text.matchAll(/https?:\/\/[^\s<>"'()[\]]+/g)].map((m) => m[0].replace(/[.,;:!?]+$/, '')),
  ].filter((link) => /^https?:\/\//i.test(link));
  return [...new Set(links)];
}

export function parseMail(raw: string): ParsedMail {
  const out = { text: '', html: '' };
  const headers = collectParts(raw, out);
  return {
    subject: decodeHeader(headers.get('subject') ?? ''),
    from: decodeHeader(headers.get('from') ?? ''),
    to: decodeHeader(headers.get('to') ?? ''),
    text: out.text,
    html: out.html,
    links: extractLinks(out.text, out.html),
  };
}
