import type { Agent } from '@porchlight/contracts';
import { toast, toastFailure } from '@/hooks/use-toast';
import { useSendReferralInvite } from '../api/send-referral-invite';
import { InviteEmailForm } from '../referral-forms';
import { ReferralEmailCard } from './referral-email-card';

/**
 * The profile's Send Email Invitation (docs/screens.md "Referrals"): the server mails the agent's
 * link.
 */
export function InviteByEmailCard({ agent }: { agent: Pick<Agent, 'id' | 'name'> }) {
  const invite = useSendReferralInvite(agent.id);

  async function send(referredEmail: string) {
    try {
      await invite.mutateAsync({ referrerId: agent.id, referredEmail, referrerName: agent.name });
    } catch (error) {
      toastFailure('Error', error, 'Failed to send invitation');
      throw error;
    }
    toast({
      title: 'Invitation Sent',
      description: `Your invitation with your referral link is on its way to ${referredEmail}.`,
    });
  }

  return (
    <ReferralEmailCard
      title="Send Email Invitation"
      intro="We email your friend an invitation from you, with your referral link."
      schema={InviteEmailForm}
      submitLabel="Send Invitation"
      pendingLabel="Sending..."
      send={send}
    />
  );
}
