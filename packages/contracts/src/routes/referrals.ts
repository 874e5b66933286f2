// The referrals calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const getReferralLink = defineRoute({
  method: 'GET',
  path: '/api/referrals/link/:agentId',
  params: 'AgentIdParams',
  answer: 'ReferralLink',
  errors: ['NOT_FOUND'],
  summary: "The agent's referral code and the registration link that carries it",
  tags: ['referrals'],
});

export const getReferrals = defineRoute({
  method: 'GET',
  path: '/api/referrals/:agentId',
  params: 'AgentIdParams',
  answer: 'Referrals',
  summary: 'Your Referrals: joined and pending counts, and the latest 5',
  tags: ['referrals'],
});

export const createReferral = defineRoute({
  method: 'POST',
  path: '/api/referrals',
  status: 201,
  foundStatus: 200,
  body: 'CreateReferralRequest',
  answer: 'Referral',
  errors: ['VALIDATION_ERROR', 'EMAIL_TAKEN', 'RATE_LIMITED'],
  summary: 'Refer someone by email: both earn the credits when they sign up with it',
  tags: ['referrals'],
});

export const sendReferralInvite = defineRoute({
  method: 'POST',
  path: '/api/send-referral-invite',
  status: 201,
  body: 'SendReferralInviteRequest',
  answer: 'Referral',
  errors: ['VALIDATION_ERROR', 'NOT_FOUND', 'EMAIL_TAKEN', 'RATE_LIMITED'],
  summary: 'Refer someone by email and mail them the invitation with the link',
  tags: ['referrals'],
});

export const checkReferralCode = defineRoute({
  method: 'GET',
  path: '/api/referral-codes/:code',
  public: true,
  params: 'ReferralCodeParams',
  answer: 'ReferralCodeCheck',
  errors: ['RATE_LIMITED'],
  summary: 'Whose referral link a visitor arrived with (valid: false for an unknown code)',
  tags: ['referrals'],
});
