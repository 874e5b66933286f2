import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { endExpiredSession } from '@/features/accounts/session';
import { toast } from '@/hooks/use-toast';
import { isUnauthorized } from '@/lib/api-error';
import { onReachabilityChange } from '@/lib/connection';
import { loadQueue, onQueueChange, queuedActions, sendQueue } from '@/lib/offline-queue';
import { canReachServer } from '@/lib/reachability';

/**
 * Sends the agent's waiting work whenever the server can be reached: on opening the workspace,
 * when the connection returns, and when something is added (docs/offline.md "Work done
 * offline"). A refusal is dropped and told; afterwards every screen is read again.
 */
export function useSendQueue(agentId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let sending = false;
    let again = false;
    const hasWork = () => queuedActions().some((action) => action.agentId === agentId);
    const send = async () => {
      if (sending) {
        again = true;
        return;
      }
      if (!canReachServer() || !hasWork()) return;
      sending = true;
      try {
        const outcome = await sendQueue(agentId);
        for (const { action, error } of outcome.refused) {
          toast({
            title: 'Not Sent',
            description: `${action.label}: ${error.message}`,
            variant: 'destructive',
          });
        }
        if (isUnauthorized(outcome.stoppedBy)) endExpiredSession(navigate);
        if (outcome.sent > 0 || outcome.refused.length > 0) await queryClient.invalidateQueries();
      } finally {
        sending = false;
        if (again) {
          again = false;
          void send();
        }
      }
    };
    void loadQueue().then(send, () => undefined);
    const stopQueue = onQueueChange(() => void send());
    const stopReachability = onReachabilityChange((reachable) => reachable && void send());
    const onOnline = () => void send();
    window.addEventListener('online', onOnline);
    return () => {
      stopQueue();
      stopReachability();
      window.removeEventListener('online', onOnline);
    };
  }, [agentId, queryClient]);
}
