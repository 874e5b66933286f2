import { z } from 'zod';
import { REFERRAL_MESSAGES, REFERRAL_STATUSES } from './reward-rules';

const agentId = z.uuid('referrerId must be an agent id');
const referredEmail = z
  .string(REFERRAL_MESSAGES.inviteEmailRequired)
  .trim()
  .min(1, REFERRAL_MESSAGES.inviteEmailRequired)
  .max(254, REFERRAL_MESSAGES.inviteEmailInvalid)
  .pipe(z.email(REFERRAL_MESSAGES.inviteEmailInvalid));

/** GET /api/referrals/link/{agentId}: the agent's code and the registration link that carries it. */
export const ReferralLink = z.object({ referralLink: z.url(), referralCode: z.string() });
export type ReferralLink = z.infer<typeof ReferralLink>;

/** One person the agent referred (docs/rewards.md "Referrals"). */
export const Referral = z.object({
  id: z.string(),
  referredEmail: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  creditsAwarded: z.number().int().min(0),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Referral = z.infer<typeof Referral>;

/**
 * GET /api/referrals/{agentId}: the Your Referrals card's counts (successful = joined) and the
 * latest 5, newest first.
 */
export const Referrals = z.object({
  successful: z.number().int().min(0),
  pending: z.number().int().min(0),
  referrals: z.array(Referral),
});
export type Referrals = z.infer<typeof Referrals>;

/** POST /api/referrals: a pending referral of this email. */
export const CreateReferralRequest = z.object({ referrerId: agentId, referredEmail });
export type CreateReferralRequest = z.infer<typeof CreateReferralRequest>;

/** POST /api/send-referral-invite: the referral, and the invitation mailed with the link. */
export const SendReferralInviteRequest = z.object({
  referrerId: agentId,
  referredEmail,
  referrerName: z.string().trim().min(1, 'referrerName is required').max(100),
});
export type SendReferralInviteRequest = z.infer<typeof SendReferralInviteRequest>;

/**
 * GET /api/referral-codes/{code} (public): whose link a visitor arrived with. An unknown code is
 * an answer, not an error (`valid: false`): the visitor can still sign up.
 */
export const ReferralCodeParams = z.object({ code: z.string().max(64, 'code is too long') });
export const ReferralCodeCheck = z.object({
  valid: z.boolean(),
  /** The referrer's first name, when the code is valid. */
  referrerName: z.string().nullable(),
});
export type ReferralCodeCheck = z.infer<typeof ReferralCodeCheck>;
