import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/database.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one action link of the mail (confirmation, reset), kept for the dev outbox and log. */
  link?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Raised when a mail could not be handed to SMTP; routes answer 503 with a readable message. */
export class MailDeliveryError extends Error {
  constructor(cause: unknown) {
    super('Mail delivery failed', { cause });
    this.name = 'MailDeliveryError';
  }
}

/** SMTP when SMTP_URL is set (smtp://, smtps://; add ?ignoreTLS=true for a plain local relay). */
export function createSmtpMailer(url: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        log.info({ subject: message.subject }, 'mail sent');
      } catch (err) {
        log.error({ err, subject: message.subject }, 'mail delivery failed');
        throw new MailDeliveryError(err);
      }
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP, mail goes to a local outbox table shown at /dev/outbox, and the link is logged,
 * so a local install can confirm accounts with no setup.
 */
export function createOutboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db.kysely
        .insertInto('mail_outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          link: message.link ?? null,
          created_at: nowIso(),
        })
        .execute();
      log.info(
        { subject: message.subject, link: message.link },
        'mail stored in the dev outbox (/dev/outbox)',
      );
    },
    close: () => undefined,
  };
}
