import { useRef } from 'react';
import type { ActiveTab } from '@/components/layout/tabs';
import { isUnauthorized } from '@/lib/api-error';
import { useFreshLeads } from './api/get-fresh-leads';
import { toastFreshError, toastPartialDelivery } from './components/fresh-lead-toasts';
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
  };
}
