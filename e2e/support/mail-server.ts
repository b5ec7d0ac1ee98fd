// A real SMTP listener for the e2e run: keeps every received message in memory and serves them
// as JSON at GET <api>/messages, so tests (in Playwright's worker processes) can read them.
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime.js';

export interface ReceivedMail extends ParsedMail {
  id: number;
  receivedAt: string;
  /** The SMTP envelope's recipients (RCPT TO), lower-cased. */
  recipients: string[];
}

export interface MailServer {
  smtpPort: number;
  apiUrl: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

function listen(server: {
  listen: (port: number, host: string, cb: () => void) => unknown;
}): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
}

export async function startMailServer(): Promise<MailServer> {
  const messages: ReceivedMail[] = [];

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
          callback();
        } catch (error) {
          callback(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  });
  smtp.on('error', (error) => console.error('[e2e smtp]', error.message));
  await listen(smtp);
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const api: HttpServer = createHttpServer((req, res) => {
    if (req.method === 'GET' && req.url?.startsWith('/messages')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(messages));
      return;
    }
    res.writeHead(404).end();
  });
  await listen(api);
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

  return {
    smtpPort,
    apiUrl,
    messages,
    async close() {
      api.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => api.close(() => resolve())),
      ]);
    },
  };
}
