import type { CreateReferralRequest } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { agentKey } from '@/lib/route-query';

/**
 * Records a pending referral of this email, without mail (the wallet's Refer Friends form). An
 * email already referred answers its existing referral.
 */
export function useCreateReferral(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReferralRequest) => call(routes.createReferral, { body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: agentKey(routes.getReferrals, agentId) }),
  });
}
