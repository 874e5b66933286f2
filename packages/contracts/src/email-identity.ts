// No zod in this module: both the server's referral checks and any form may read it.

/** Gmail delivers to the same mailbox under either domain, and ignores dots in the local part. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);
/** Yahoo's disposable addresses are `basename-keyword@yahoo.com`, delivered to `basename`. */
const YAHOO_DOMAIN = 'yahoo.com';

/**
 * The mailbox an address reaches, as one string: lower case, without a `+tag`, for Gmail
 * without dots and under gmail.com, and for Yahoo without a `-alias`. Two addresses with the same identity are one person's, so a
 * referral between them is a self-referral.
 */
export function emailIdentity(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  const local = address.slice(0, at).split('+')[0] ?? '';
  if (domain === YAHOO_DOMAIN) return `${local.split('-')[0]}@${domain}`;
  if (!GMAIL_DOMAINS.has(domain)) return `${local}@${domain}`;
  return `${local.replaceAll('.', '')}@gmail.com`;
}

/** Whether two addresses reach the same mailbox (see `emailIdentity`). */
export function sameEmailIdentity(a: string, b: string): boolean {
  return emailIdentity(a) === emailIdentity(b);
}
