// The two forms that refer a friend by email validate with the contract's own email rule, each
// with its own word for an empty field (docs/screens.md "Referrals").
import {
  CreateReferralRequest,
  REFERRAL_MESSAGES,
  SendReferralInviteRequest,
} from '@porchlight/contracts';
import { z } from 'zod';

/** The profile's Send Email Invitation: 'Please enter an email address', then a valid one. */
export const InviteEmailForm = SendReferralInviteRequest.pick({ referredEmail: true });

/** The wallet's Refer Friends: 'Email Required' when empty, then the same rule. */
export const WalletReferralForm = z.object({
  referredEmail: z
    .string()
    .trim()
    .min(1, REFERRAL_MESSAGES.walletEmailRequired)
    .pipe(CreateReferralRequest.shape.referredEmail),
});

export type ReferralEmailSchema = typeof InviteEmailForm | typeof WalletReferralForm;
