import type { SendReferralInviteRequest } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { agentKey } from '@/lib/route-query';

/**
 * Records the referral and mails the invitation with the agent's link (docs/screens.md
 * "Referrals"). The invitation joins the referrals as pending: the list is read again.
 */
export function useSendReferralInvite(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendReferralInviteRequest) => call(routes.sendReferralInvite, { body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: agentKey(routes.getReferrals, agentId) }),
  });
}
