// What the OpenAPI document says of each accounts call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../accounts';
import { documented } from './documented';

export const accountsDocs = documented(routes, {
  completeSignup: {
    summary:
      "Create the account, its criteria and a 7-day trial; signs in. An unconfirmed account's address gets a link that replaces it",
    tags: ['accounts'],
    errors: ['CARD_REQUIRED', 'EMAIL_TAKEN', 'ACCOUNT_CLAIM_MAILED', 'RATE_LIMITED'],
  },
  createSubscriptionIntent: {
    summary:
      "Step 3 with billing on: a SetupIntent's client secret for the card; the signup is kept",
    tags: ['accounts'],
    errors: ['BILLING_NOT_CONFIGURED', 'EMAIL_TAKEN', 'RATE_LIMITED', 'PAYMENTS_UNAVAILABLE'],
  },
  completeStripeRegistration: {
    summary:
      'Create the account once its card is confirmed, with a Stripe trial; signs in (an address an unconfirmed, never-paid account holds is mailed a claim link instead)',
    tags: ['accounts'],
    errors: [
      'ACCOUNT_CLAIM_MAILED',
      'CARD_SETUP_FAILED',
      'SIGNUP_OTHER_BROWSER',
      'NOT_FOUND',
      'BILLING_NOT_CONFIGURED',
      'CONFLICT',
      'EMAIL_TAKEN',
      'RATE_LIMITED',
      'PAYMENTS_UNAVAILABLE',
    ],
  },
  trackSignup: {
    summary: "Record the registration wizard's progress (step 4: completed)",
    tags: ['accounts'],
  },
  saveTrialEmail: {
    summary: "Keep the landing page's free-trial email",
    tags: ['accounts'],
  },
  authenticate: {
    summary: 'Sign in with email and password; sets the session cookie',
    tags: ['accounts'],
    errors: ['INVALID_CREDENTIALS', 'RATE_LIMITED'],
  },
  logout: {
    summary: 'Sign out this browser',
    tags: ['accounts'],
  },
  requestPasswordReset: {
    summary: 'Mail a reset link if the address has an account; the same answer either way',
    tags: ['accounts'],
  },
  verifyResetToken: {
    summary: 'Whether a reset link can still be used',
    tags: ['accounts'],
    errors: ['INVALID_RESET_TOKEN'],
  },
  resetPassword: {
    summary: 'Set a new password with a reset link; signs out elsewhere and signs in here',
    tags: ['accounts'],
    errors: ['INVALID_RESET_TOKEN'],
  },
  changePassword: {
    summary: 'Change the password from the profile; needs the current one',
    tags: ['accounts'],
    errors: ['WRONG_PASSWORD', 'RATE_LIMITED'],
  },
  confirmEmail: {
    summary:
      "Confirm the account's email with the link mailed at signup (with billing off, credits its referral), or replace an unconfirmed account with the signup that mailed the link",
    tags: ['accounts'],
    errors: [
      'INVALID_CONFIRMATION_TOKEN',
      'EMAIL_TAKEN',
      // A card signup's claim (billing on): its card is billed as the link is followed.
      'CARD_SETUP_FAILED',
      'CONFLICT',
      'BILLING_NOT_CONFIGURED',
      'PAYMENTS_UNAVAILABLE',
    ],
  },
  getAgent: {
    summary: 'The signed-in agent',
    tags: ['accounts'],
  },
  updateMailerSettings: {
    summary: 'Return address, brokerage and photos printed on postcards',
    tags: ['accounts'],
  },
});
