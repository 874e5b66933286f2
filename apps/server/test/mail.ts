import type { FastifyInstance } from 'fastify';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: { filename: string; contentType: string; content: string }[];
}

/** Waits for the mail job to put a message for `to` in the local outbox (as /dev/mailbox shows). */
export async function waitForMail(app: FastifyInstance, to: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await app.inject('/dev/mailbox.json');
    const mail = (res.json() as OutboxMail[]).find((m) => m.to === to);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

/** The session cookie a response set, as the browser would send it back. */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const pair = header?.split(';')[0];
  if (!pair) throw new Error('no cookie was set');
  return pair;
}
