// A real SMTP listener on loopback for tests: keeps every message it receives, parsed enough to
// read subjects, bodies and links. Used by the server integration tests directly and by the e2e
// run (e2e/support/mail-server.ts), which serves the messages to Playwright's workers.
// No TLS, no real authentication: local tests only.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime.js';

export interface ReceivedMail extends ParsedMail {
  id: number;
  receivedAt: string;
  /** The SMTP envelope's recipients (RCPT TO), lower-cased. */
  recipients: string[];
}

export interface SmtpListener {
  port: number;
  /** SMTP_URL for MedGrid's mailer. */
  url: string;
  messages: ReceivedMail[];
  /** The newest mail to `to` (with `subject` in its subject, if given), waiting up to `timeoutMs`. */
  waitFor(to: string, subject?: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** How many mails `to` received. */
  count(to: string): number;
  close(): Promise<void>;
}

export async function startSmtpListener(): Promise<SmtpListener> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();

  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    size: 5 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'test' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        try {
          messages.push({
            id: messages.length + 1,
            receivedAt: new Date().toISOString(),
            recipients: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            ...parseMail(Buffer.concat(chunks).toString('utf8')),
          });
          for (const wake of waiters) wake();
          callback();
        } catch (error) {
          callback(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  });
  smtp.on('error', (error) => console.error('[test smtp]', error.message));
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;

  const matching = (to: string, subject?: string) =>
    messages.filter(
      (m) =>
        m.recipients.includes(to.toLowerCase()) &&
        (subject === undefined || m.subject.includes(subject)),
    );

  return {
    port,
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    messages,
    async waitFor(to, subject, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = matching(to, subject).at(-1);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`No mail to ${to} within ${timeoutMs} ms (${messages.length} received)`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    count: (to) => matching(to).length,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
