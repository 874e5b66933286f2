import type { Referral, ReferralLink, Referrals } from '@porchlight/contracts';

export const referralLinkRoute = (agentId: string) => `GET /api/referrals/link/${agentId}`;
export const referralsRoute = (agentId: string) => `GET /api/referrals/${agentId}`;
export const CREATE_REFERRAL = 'POST /api/referrals';
export const SEND_INVITE = 'POST /api/send-referral-invite';
export const referralCodeRoute = (code: string) => `GET /api/referral-codes/${code}`;

export const REFERRAL_LINK: ReferralLink = {
  referralLink: 'http://localhost:3000/register?ref=MARIA25',
  referralCode: 'MARIA25',
};

/** The nth referral: pending, of friend<n>@example.com, unless told otherwise. */
export function buildReferral(n: number, overrides: Partial<Referral> = {}): Referral {
  return {
    id: `referral-${n}`,
    referredEmail: `friend${n}@example.com`,
    status: 'pending',
    creditsAwarded: 0,
    createdAt: '2026-11-09T15:00:00.000Z',
    ...overrides,
  };
}

export function referralsAnswer(referrals: Referral[], counts: Partial<Referrals> = {}): Response {
  const successful = referrals.filter((r) => r.status !== 'pending').length;
  return Response.json({
    successful,
    pending: referrals.length - successful,
    referrals,
    ...counts,
  } satisfies Referrals);
}

/** A new agent's referrals: the link, and nobody referred yet. */
export function newAgentReferrals(agentId: string): Record<string, Response> {
  return {
    [referralLinkRoute(agentId)]: Response.json(REFERRAL_LINK),
    [referralsRoute(agentId)]: referralsAnswer([]),
  };
}
