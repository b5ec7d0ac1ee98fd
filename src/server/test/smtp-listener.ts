import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** Every http(s) link found in the message, decoded from quoted-printable. */
  links: string[];
}

/** Decodes a quoted-printable body enough to read links (soft breaks and =XX escapes). */
function decodeQuotedPrintable(s: string): string {
  return s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function parseMail(raw: string, from: string, to: string[]): CapturedMail {
  const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
  const body = decodeQuotedPrintable(raw);
  const links = [...new Set(body.match(/https?:\/\/[^\s"'<>]+/g) ?? [])].map((l) =>
    l.replace(/&amp;/g, '&'),
  );
  return { from, to, raw, subject, links };
}

/**
 * A real SMTP listener on loopback that keeps what it receives, for tests of the mail path.
 * No TLS, no auth: local tests only.
 */
export async function startSmtpListener() {
  const mails: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), from, to));
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    mails,
    /** Resolves with the first mail to `to` (matching `subject` if given) received so far or within the timeout. */
    async waitFor(to: string, subject?: string | RegExp, timeoutMs = 5000): Promise<CapturedMail> {
      const match = (m: CapturedMail) =>
        m.to.includes(to.toLowerCase()) &&
        (subject === undefined ||
          (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject)));
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = [...mails].reverse().find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`no mail to ${to} within ${timeoutMs} ms (got ${mails.length})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    count: (to: string) => mails.filter((m) => m.to.includes(to.toLowerCase())).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpListener = Awaited<ReturnType<typeof startSmtpListener>>;
