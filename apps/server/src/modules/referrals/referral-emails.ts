import { REFERRAL_CREDITS } from '@porchlight/contracts';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../providers/mail';

/** The invitation an agent sends a colleague: who asks, what they both get, and the link. */
export function referralInviteEmail(invite: {
  to: string;
  referrerName: string;
  link: string;
}): MailMessage {
  const { to, referrerName, link } = invite;
  const text = [
    `${referrerName} invites you to Porchlight: off-market seller leads five days a week, on the days you choose, worked through a six-day follow-up from your own phone and mail.`,
    '',
    `Sign up with this link and you both get ${REFERRAL_CREDITS} lead credits:`,
    link,
    '',
    'The first 7 days are a free trial.',
  ].join('\n');
  const html = `<p>${escapeHtml(referrerName)} invites you to Porchlight: off-market seller leads five days a week, on the days you choose, worked through a six-day follow-up from your own phone and mail.</p>
<p><a href="${escapeHtml(link)}">Sign up with this link</a> and you both get ${REFERRAL_CREDITS} lead credits.</p>
<p>The first 7 days are a free trial.</p>`;
  return { to, subject: `${referrerName} invites you to Porchlight`, text, html };
}
