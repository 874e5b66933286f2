// What the OpenAPI document says of each referrals call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../referrals';
import { documented } from './documented';

export const referralsDocs = documented(routes, {
  getReferralLink: {
    summary: "The agent's referral code and the registration link that carries it",
    tags: ['referrals'],
    errors: ['NOT_FOUND'],
  },
  getReferrals: {
    summary: 'Your Referrals: joined and pending counts, and the latest 5',
    tags: ['referrals'],
  },
  createReferral: {
    summary: 'Refer someone by email: both earn the credits when they sign up with it',
    tags: ['referrals'],
    errors: ['VALIDATION_ERROR', 'EMAIL_TAKEN', 'RATE_LIMITED'],
  },
  sendReferralInvite: {
    summary: 'Refer someone by email and mail them the invitation with the link',
    tags: ['referrals'],
    errors: ['VALIDATION_ERROR', 'NOT_FOUND', 'EMAIL_TAKEN', 'RATE_LIMITED'],
  },
  checkReferralCode: {
    summary: 'Whose referral link a visitor arrived with (valid: false for an unknown code)',
    tags: ['referrals'],
    errors: ['RATE_LIMITED'],
  },
});
