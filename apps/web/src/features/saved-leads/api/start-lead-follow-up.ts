import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshLeadLists } from '@/api/lead-lists';
import { toast } from '@/hooks/use-toast';
import { call } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error';

/**
 * Starts the follow-up of one imported lead, which waits in Saved until the agent chooses: its
 * card and the follow-up are read again.
 */
export function useStartLeadFollowUp(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) =>
      call(routes.startLeadFollowUp, { params: { leadId }, body: {} }),
    onSuccess: (lead) => {
      toast({ title: 'Follow-Up Started', description: `Follow-up started for ${lead.address}.` });
      return refreshLeadLists(queryClient, agentId);
    },
    onError: (error) =>
      toast({
        title: 'Follow-Up Not Started',
        description: apiErrorMessage(error, 'Could not start the follow-up. Please try again.'),
        variant: 'destructive',
      }),
  });
}
