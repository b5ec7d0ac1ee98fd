// The e2e run's mail: a real SMTP listener (test-support/smtp-listener.ts) plus a tiny HTTP API
// serving what it received as JSON at GET <api>/messages, so tests in Playwright's worker
// processes can read the mails that global setup's listener captured.
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpListener, type ReceivedMail } from '../../test-support/smtp-listener.js';

export type { ReceivedMail };

export interface MailServer {
  smtpPort: number;
  apiUrl: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

export async function startMailServer(): Promise<MailServer> {
  const smtp = await startSmtpListener();
  const api = createHttpServer((req, res) => {
    if (req.method === 'GET' && req.url?.startsWith('/messages')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(smtp.messages));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

  return {
    smtpPort: smtp.port,
    apiUrl,
    messages: smtp.messages,
    async close() {
      api.closeAllConnections();
      await Promise.all([smtp.close(), new Promise<void>((resolve) => api.close(() => resolve()))]);
    },
  };
}
