import type { MailMessage } from '../../providers/mail';

interface BillingMailTo {
  to: string;
  name: string;
  /** Where Manage Billing is: the profile page. */
  profileLink: string;
}

/** customer.subscription.trial_will_end: Stripe sends it 3 days before the trial's end. */
export function trialEndingEmail({ to, name, profileLink }: BillingMailTo): MailMessage {
  const text = [
    `Hi ${name},`,
    '',
    'Your Porchlight free trial ends in 3 days. Your plan then starts, billed weekly in advance to',
    'the card you registered. Nothing to do if you want to keep your daily leads coming.',
    '',
    `To change your plan or your card, open Manage Billing on your profile: ${profileLink}`,
  ].join('\n');
  return { to, subject: 'Your Porchlight trial ends in 3 days', text };
}

/** invoice.payment_failed: new leads stop until the payment goes through. */
export function paymentFailedEmail({ to, name, profileLink }: BillingMailTo): MailMessage {
  const text = [
    `Hi ${name},`,
    '',
    "This week's payment for your Porchlight plan did not go through, so new leads are paused.",
    'Your saved leads and follow-ups stay as they are.',
    '',
    `Update your card with Manage Billing on your profile: ${profileLink}`,
  ].join('\n');
  return { to, subject: 'Your Porchlight payment failed', text };
}
