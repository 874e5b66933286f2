import type { CreateReferralRequest, Referral } from '@porchlight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referralsKeys } from '@/api/reward-keys';
import { sendJson } from '@/lib/api-client';

/**
 * Records a pending referral of this email, without mail (the wallet's Refer Friends form). An
 * email already referred answers its existing referral.
 */
export async function createReferral(request: CreateReferralRequest): Promise<Referral> {
  return sendJson<Referral>('POST', '/api/referrals', request);
}

export function useCreateReferral(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReferral,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralsKeys.list(agentId) }),
  });
}
