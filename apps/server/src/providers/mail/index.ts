import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createOutboxTransport } from './outbox';
import { createSmtpTransport } from './smtp';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** Where mail goes: a real SMTP server, or the local outbox read at /dev/mailbox. */
export interface MailTransport {
  kind: 'smtp' | 'outbox';
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailTransport(config: Config, db: Database): MailTransport {
  return config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxTransport(db);
}
