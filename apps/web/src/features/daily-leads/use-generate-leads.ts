import { useRef } from 'react';
import type { ActiveTab } from '@/components/layout/tabs';
import { useVersionGate } from '@/features/version/use-version-gate';
import { isUnauthorized } from '@/lib/api-error';
import { useFreshLeads } from './api/get-fresh-leads';
import { toastFreshError, toastPartialDelivery } from './components/fresh-lead-toasts';
import { usePartialDelivery } from './partial-delivery';

interface GenerateOptions {
  onViewChange: (view: ActiveTab) => void;
  /** Called when fresh cards arrive: the card index goes back to 0. */
  onDelivered: () => void;
  reload?: () => void;
}

/**
 * Fresh-lead generation (account.md §4): the version gate first, then POST /api/leads/fresh; a
 * partial delivery raises its banner and an 8-second toast, an error its §8 toast.
 */
export function useGenerateLeads(agentId: string, options: GenerateOptions) {
  const gate = useVersionGate({ reload: options.reload });
  const fresh = useFreshLeads(agentId);
  const [partial, setPartial] = usePartialDelivery(agentId);
  const running = useRef(false);

  const generate = async (): Promise<void> => {
    if (running.current) return;
    running.current = true;
    try {
      if (!(await gate.check())) return;
      const result = await fresh.mutateAsync();
      options.onDelivered();
      if (result.status === 'partial') {
        setPartial(result);
        toastPartialDelivery(result);
      } else {
        setPartial(null);
      }
    } catch (error) {
      // A 401 has already sent the browser to sign-in (the query client's handler).
      if (!isUnauthorized(error)) {
        toastFreshError(error, {
          onViewChange: options.onViewChange,
          onGetMore: () => void generate(),
        });
      }
    } finally {
      running.current = false;
    }
  };

  return {
    generate: () => void generate(),
    generating: fresh.isPending,
    partial,
    clearPartial: () => setPartial(null),
    gate,
  };
}
