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

/** The subject of the mail whose link replaces an unconfirmed account (docs/accounts.md). */
export const CLAIM_SUBJECT = 'Confirm your Porchlight signup';

/** The tokens of the claim links mailed to `to` so far, oldest first. */
export async function claimTokensMailedTo(app: FastifyInstance, to: string): Promise<string[]> {
  const mails = (await app.inject('/dev/mailbox.json')).json() as OutboxMail[];
  return mails
    .filter((m) => m.to === to && m.subject === CLAIM_SUBJECT)
    .flatMap((m) => m.text.match(/confirm-email\?token=([\w-]+)/)?.[1] ?? []);
}

/** Waits for the `count`th claim link mailed to `to`: the tokens then mailed. */
export async function waitForClaimLinks(app: FastifyInstance, to: string, count = 1) {
  for (let tries = 0; tries < 400; tries++) {
    const tokens = await claimTokensMailedTo(app, to);
    if (tokens.length >= count) return tokens;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} claim links mailed to ${to}`);
}
