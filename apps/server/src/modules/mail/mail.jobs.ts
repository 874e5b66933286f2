import type pg from 'pg';
import type { Jobs } from '../../plugins/jobs';
import type { MailMessage, MailTransport } from '../../providers/mail';

/** Queues a message; with a transaction's client it is sent only if that transaction commits. */
export function sendMail(jobs: Jobs, message: MailMessage, client?: pg.PoolClient) {
  return jobs.send('mail', message, { client });
}

/**
 * The worker: delivers each queued message; a failure is retried with backoff by pg-boss, and
 * each failed attempt is reported to `onFailure` (the metrics' counter).
 */
export function deliverQueuedMail(jobs: Jobs, transport: MailTransport, onFailure = () => {}) {
  return jobs.work<MailMessage>('mail', async (message) => {
    try {
      await transport.deliver(message);
    } catch (error) {
      onFailure();
      throw error;
    }
  });
}
