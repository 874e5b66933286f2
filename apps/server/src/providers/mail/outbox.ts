import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailTransport } from './transport';

/** The built-in default: mail is kept in PostgreSQL and shown at /dev/mailbox. */
export function createOutboxTransport(db: Database): MailTransport {
  return {
    kind: 'outbox',
    deliver: async (message) => {
      await db.insert(mailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        attachments: message.attachments ?? [],
      });
    },
    close: () => {},
  };
}
