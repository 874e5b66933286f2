import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createOutboxTransport } from './outbox';
import { createSmtpTransport } from './smtp';
import type { MailTransport } from './transport';

export type { MailAttachment, MailMessage, MailTransport } from './transport';

export function createMailTransport(config: Config, db: Database): MailTransport {
  return config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxTransport(db);
}
