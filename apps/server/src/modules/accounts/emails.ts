import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../providers/mail';

/** The password-reset mail: the link, how long it works, and what to do if it wasn't you. */
export function passwordResetEmail({ to, link }: { to: string; link: string }): MailMessage {
  const text = [
    'Someone asked to reset the password of your Porchlight account.',
    '',
    `Choose a new password here (the link works once, for 60 minutes):`,
    link,
    '',
    'If it was not you, ignore this email: your password stays as it is.',
  ].join('\n');
  const html = `<p>Someone asked to reset the password of your Porchlight account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, for 60 minutes).</p>
<p>If it was not you, ignore this email: your password stays as it is.</p>`;
  return { to, subject: 'Reset your Porchlight password', text, html };
}

/** The signup's confirmation mail: the link, how long it works; the account works either way. */
export function emailConfirmationEmail({
  to,
  link,
  days,
}: {
  to: string;
  link: string;
  days: number;
}): MailMessage {
  const text = [
    'Welcome to Porchlight. Please confirm that this is your email address:',
    link,
    '',
    `The link works once, for ${days} days. Your account works in the meantime.`,
    '',
    'If you did not sign up for Porchlight, ignore this email.',
  ].join('\n');
  const html = `<p>Welcome to Porchlight. Please <a href="${escapeHtml(link)}">confirm that this is your email address</a>.</p>
<p>The link works once, for ${days} days. Your account works in the meantime.</p>
<p>If you did not sign up for Porchlight, ignore this email.</p>`;
  return { to, subject: 'Confirm your Porchlight email address', text, html };
}

/**
 * To an address an unconfirmed account holds, after someone signed up with it again: following
 * the link proves the mailbox and replaces that account (docs/accounts.md "Unconfirmed accounts").
 */
export function accountClaimEmail({
  to,
  link,
  hours,
}: {
  to: string;
  link: string;
  hours: number;
}): MailMessage {
  const text = [
    'Someone signed up for Porchlight with this email address, which already has an account that was never confirmed.',
    'If it was you, open this link to replace that account with your new signup:',
    link,
    '',
    `The link works once, for ${hours} hours. The unconfirmed account and everything in it will be deleted.`,
    '',
    'If you did not sign up for Porchlight, ignore this email: nothing changes.',
  ].join('\n');
  const html = `<p>Someone signed up for Porchlight with this email address, which already has an account that was never confirmed.</p>
<p>If it was you, <a href="${escapeHtml(link)}">replace that account with your new signup</a>.</p>
<p>The link works once, for ${hours} hours. The unconfirmed account and everything in it will be deleted.</p>
<p>If you did not sign up for Porchlight, ignore this email: nothing changes.</p>`;
  return { to, subject: 'Confirm your Porchlight signup', text, html };
}
