import { REFERRAL_CREDIT_MOMENT, REFERRAL_CREDITS } from '@porchlight/contracts';
import { toast, toastFailure } from '@/hooks/use-toast';
import { useCreateReferral } from '../api/create-referral';
import { WalletReferralForm } from '../referral-forms';
import { ReferralEmailCard } from './referral-email-card';

/**
 * The wallet's Refer Friends form (docs/screens.md "Referrals"): a pending referral of a friend's
 * email, no mail; the friend joins with that email and both sides earn the credits once it is
 * confirmed.
 */
export function ReferFriendsCard({ agentId }: { agentId: string }) {
  const createReferral = useCreateReferral(agentId);

  async function send(referredEmail: string) {
    try {
      await createReferral.mutateAsync({ referrerId: agentId, referredEmail });
    } catch (error) {
      toastFailure('Referral Failed', error, 'Failed to add referral');
      throw error;
    }
    toast({
      title: 'Referral Added',
      description: `${referredEmail} is on your referral list. When they join with this email, you each get ${REFERRAL_CREDITS} credits ${REFERRAL_CREDIT_MOMENT}.`,
    });
  }

  return (
    <ReferralEmailCard
      title="Refer Friends"
      intro={`Add a friend's email. When they join with it, you each get ${REFERRAL_CREDITS} credits ${REFERRAL_CREDIT_MOMENT}.`}
      schema={WalletReferralForm}
      submitLabel="Add Referral"
      pendingLabel="Adding..."
      send={send}
    />
  );
}
