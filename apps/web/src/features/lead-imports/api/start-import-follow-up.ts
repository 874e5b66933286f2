import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshLeadLists } from '@/api/lead-lists';
import { toast } from '@/hooks/use-toast';
import { call } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error';
import { agentKey } from '@/lib/route-query';
import { followUpStartedLine } from '../import-texts';

/**
 * Starts the follow-up of every lead of an import still waiting for it, and says how many. Said
 * here, not by the button: once the lists are read again, the import's line (and its button) goes.
 */
export function useStartImportFollowUp(agentId: string, importId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.startImportFollowUp, { params: { agentId, importId }, body: {} }),
    onSuccess: ({ started }) => {
      toast({ title: 'Follow-Up Started', description: followUpStartedLine(started) });
      return Promise.all([
        refreshLeadLists(queryClient, agentId),
        queryClient.invalidateQueries({ queryKey: agentKey(routes.getLeadImports, agentId) }),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'Follow-Up Not Started',
        description: apiErrorMessage(error, 'Could not start the follow-up. Please try again.'),
        variant: 'destructive',
      }),
  });
}
