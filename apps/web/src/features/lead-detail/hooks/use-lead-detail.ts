import type { Lead } from '@porchlight/contracts';
import { isUnauthorized } from '@/lib/api-error';
import { useLead } from '../api/get-lead';

/** Why the lead could not be read, and the way to try again. */
export interface LeadLoadError {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * The open lead for the dialog: the lead once read (the last copy while it is read again), else
 * why the read failed. A 401 is not shown: the sign-in screen takes over.
 */
export function useLeadDetail(leadId: string | null): {
  lead: Lead | null;
  loadError?: LeadLoadError;
} {
  const query = useLead(leadId);
  if (query.data) return { lead: query.data };
  if (!query.isError || isUnauthorized(query.error)) return { lead: null };
  return {
    lead: null,
    loadError: {
      error: query.error,
      retrying: query.isFetching,
      onRetry: () => void query.refetch(),
    },
  };
}
