import { useRef } from 'react';
import type { ActiveTab } from '@/components/layout/tabs';
import { isUnauthorized, NetworkError } from '@/lib/api-error';
import { canReachServer } from '@/lib/reachability';
import { useFreshLeads } from './api/get-fresh-leads';
import {
  toastFreshError,
  toastOffline,
  toastPartialDelivery,
} from './components/fresh-lead-toasts';
import { usePartialDelivery } from './partial-delivery';

interface GenerateOptions {
  onViewChange: (view: ActiveTab) => void;
  /** Called when fresh cards arrive: the card index goes back to 0. */
  onDelivered: () => void;
  /**
   * Asked before each request; false stops it. The app passes the version gate
   * (docs/screens.md "Version gate"), which shows its own overlay.
   */
  beforeGenerate?: () => Promise<boolean>;
}

/**
 * Fresh-lead generation (docs/screens.md "Today tab"): `beforeGenerate` first, then POST
 * /api/leads/fresh; a partial delivery raises its banner and an 8-second toast, an error its toast.
 */
export function useGenerateLeads(agentId: string, options: GenerateOptions) {
  const fresh = useFreshLeads(agentId);
  const [partial, setPartial] = usePartialDelivery(agentId);
  const running = useRef(false);

  const generate = async (): Promise<void> => {
    if (running.current) return;
    running.current = true;
    try {
      // No connection: said at once, and nothing is sent that could deliver a batch later.
      if (!canReachServer()) return toastOffline();
      if (options.beforeGenerate && !(await options.beforeGenerate())) return;
      const result = await fresh.mutateAsync();
      options.onDelivered();
      if (result.status === 'partial') {
        setPartial(result);
        toastPartialDelivery(result);
      } else {
        setPartial(null);
      }
    } catch (error) {
      // Cut off at the network level is offline; an error answer is the spec's refusal toast.
      // A 401 has already sent the browser to sign-in (the query client's handler).
      if (error instanceof NetworkError) toastOffline();
      else if (!isUnauthorized(error)) {
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
  };
}
