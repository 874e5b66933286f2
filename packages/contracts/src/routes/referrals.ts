// The referrals calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const getReferralLink = defineRoute({
  method: 'GET',
  path: '/api/referrals/link/:agentId',
  params: 'AgentIdParams',
  answer: 'ReferralLink',
});

export const getReferrals = defineRoute({
  method: 'GET',
  path: '/api/referrals/:agentId',
  params: 'AgentIdParams',
  answer: 'Referrals',
});

export const createReferral = defineRoute({
  method: 'POST',
  path: '/api/referrals',
  status: 201,
  foundStatus: 200,
  body: 'CreateReferralRequest',
  answer: 'Referral',
});

export const sendReferralInvite = defineRoute({
  method: 'POST',
  path: '/api/send-referral-invite',
  status: 201,
  body: 'SendReferralInviteRequest',
  answer: 'Referral',
});

export const checkReferralCode = defineRoute({
  method: 'GET',
  path: '/api/referral-codes/:code',
  public: true,
  params: 'ReferralCodeParams',
  answer: 'ReferralCodeCheck',
});
