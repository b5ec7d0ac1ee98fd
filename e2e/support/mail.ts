// Reads the mails that the e2e SMTP listener (global-setup.ts) received.
import type { ReceivedMail } from './mail-server.js';
import { MAIL_API_VAR, e2eEnv } from './env.js';

export type { ReceivedMail };

export interface MailQuery {
  /** Recipient address (matched case-insensitively against the envelope and the To header). */
  to: string;
  subjectIncludes?: string;
  /** Only mails with a link containing this text, e.g. '/auth/callback?token='. */
  linkIncludes?: string;
  /** Only mails received at or after this moment (e.g. `Date.now()` before the click). */
  since?: number;
  timeoutMs?: number;
}

export async function allMail(): Promise<ReceivedMail[]> {
  const res = await fetch(`${e2eEnv(MAIL_API_VAR)}/messages`);
  if (!res.ok) throw new Error(`mail API answered ${res.status}`);
  return (await res.json()) as ReceivedMail[];
}

function matches(mail: ReceivedMail, query: MailQuery): boolean {
  const to = query.to.toLowerCase();
  return (
    (mail.recipients.includes(to) || mail.to.toLowerCase().includes(to)) &&
    (!query.subjectIncludes || mail.subject.includes(query.subjectIncludes)) &&
    (!query.linkIncludes || mail.links.some((link) => link.includes(query.linkIncludes ?? ''))) &&
    (query.since === undefined || Date.parse(mail.receivedAt) >= query.since)
  );
}

/** The newest mail matching the query, waiting for it up to timeoutMs (default 15 s). */
export async function waitForMail(query: MailQuery): Promise<ReceivedMail> {
  const timeoutMs = query.timeoutMs ?? 15_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await allMail()).filter((mail) => matches(mail, query)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = (await allMail())
        .map((m) => `  to ${m.recipients.join(',')}: ${m.subject}`)
        .join('\n');
      throw new Error(
        `No mail for ${JSON.stringify(query)} within ${timeoutMs} ms. Received so far:\n${seen || '  (none)'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The mail's first link whose path is `pathname` (e.g. '/auth/callback'), as an absolute URL. */
export function linkTo(mail: ReceivedMail, pathname: string): string {
  const link = mail.links.find((href) => new URL(href).pathname === pathname);
  if (!link)
    throw new Error(`Mail "${mail.subject}" has no link to ${pathname}: ${mail.links.join(', ')}`);
  return link;
}
