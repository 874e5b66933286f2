import {
  firstNameOf,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_HOURS,
  SUPPORT_PRIORITY_LABELS,
  SUPPORT_RESPONSE_TIME,
  type SupportContactRequest,
} from '@porchlight/contracts';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../providers/mail';

/** Every line of the sender's text made safe for HTML, its line breaks kept. */
function htmlLines(text: string): string {
  return escapeHtml(text).replaceAll(/\r?\n/g, '<br>');
}

/**
 * The message as the support team reads it: who sent it (and whether signed in), its category and
 * priority, then the text. The mail carries no Reply-To (MailMessage has none), so the sender's
 * address leads the body and the subject, to answer by hand.
 */
export function supportTeamEmail({
  to,
  id,
  request,
  agentId,
}: {
  to: string;
  id: string;
  request: SupportContactRequest;
  agentId: string | null;
}): MailMessage {
  const { name, email, subject, category, priority, message } = request;
  const details: [string, string][] = [
    ['From', `${name} <${email}>`],
    ['Category', SUPPORT_CATEGORY_LABELS[category]],
    ['Priority', SUPPORT_PRIORITY_LABELS[priority]],
    ['Account', agentId ? `signed in as agent ${agentId}` : 'not signed in'],
    ['Reference', id],
  ];
  const text = [
    ...details.map(([label, value]) => `${label}: ${value}`),
    `Subject: ${subject}`,
    '',
    message,
    '',
    `Reply to ${email}.`,
  ].join('\n');
  const html = `<p>${details
    .map(([label, value]) => `<strong>${label}:</strong> ${escapeHtml(value)}`)
    .join('<br>')}<br><strong>Subject:</strong> ${escapeHtml(subject)}</p>
<p>${htmlLines(message)}</p>
<p>Reply to <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>.</p>`;
  return {
    to,
    subject: `[Support · ${SUPPORT_PRIORITY_LABELS[priority]}] ${subject} (from ${email})`,
    text,
    html,
  };
}

/** A first name is letters (and ' or -), and short: a word with a dot or a slash is no name. */
const PLAIN_NAME = /^[\p{L}'-]{2,30}$/u;

/** The first name to greet the sender by, or null (then "Hi there"). */
function receiptName(typed: string): string | null {
  const first = firstNameOf(typed);
  return first && PLAIN_NAME.test(first) ? first : null;
}

/**
 * The receipt to the sender: what we promise and when (the support hours and response time). It
 * greets the sender by the first name they typed, read as a person's first name is everywhere
 * (`firstNameOf`), and only a plain word of letters, so no link or sentence rides on it; it quotes nothing
 * else that was typed, not the subject nor the message: the form mails any address typed into it,
 * so a receipt must carry no stranger's words (and goes to an address at most once a day).
 */
export function supportReceiptEmail({
  to,
  id,
  name,
  supportEmail,
}: {
  to: string;
  id: string;
  /** The name typed into the form. */
  name: string;
  supportEmail: string;
}): MailMessage {
  const greeting = `Hi ${receiptName(name) ?? 'there'},`;
  const text = [
    greeting,
    '',
    `We've received your message to Porchlight Support and will respond ${SUPPORT_RESPONSE_TIME}.`,
    `Our hours are ${SUPPORT_HOURS}.`,
    '',
    `Your reference: ${id}. To add anything, write to ${supportEmail} with this reference.`,
    '',
    'If you did not contact Porchlight support, you can ignore this email.',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>We've received your message to Porchlight Support and will respond ${SUPPORT_RESPONSE_TIME}. Our hours are ${SUPPORT_HOURS}.</p>
<p>Your reference: ${escapeHtml(id)}. To add anything, write to <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a> with this reference.</p>
<p>If you did not contact Porchlight support, you can ignore this email.</p>`;
  return { to, subject: 'We received your message - Porchlight Support', text, html };
}
