import type { Referral, SendReferralInviteRequest } from '@porchlight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referralsKeys } from '@/api/reward-keys';
import { sendJson } from '@/lib/api-client';

/**
 * Records the referral and mails the invitation with the agent's link
 * (docs/screens.md "Referrals").
 */
export async function sendReferralInvite(request: SendReferralInviteRequest): Promise<Referral> {
  return sendJson<Referral>('POST', '/api/send-referral-invite', request);
}

/** The invitation joins the referrals as pending: the list is read again. */
export function useSendReferralInvite(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReferralInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralsKeys.list(agentId) }),
  });
}
