import * as routes from '@porchlight/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { call, routeUrl } from '@/lib/api-client';
import { toastExportFailed, toastExportStarted } from '../saved-lead-toasts';

/** The same export as a file download; the session says whose leads. */
export const SAVED_LEADS_CSV_URL = routeUrl(routes.downloadSavedLeadsCsv);

/** Emails the agent a CSV of the saved leads (docs/export.md), and says how many. */
export function useExportSavedLeads(agentId: string) {
  return useMutation({
    mutationFn: () => call(routes.exportSavedLeads, { body: { agentId } }),
    onSuccess: ({ leadCount }) => toastExportStarted(leadCount),
    onError: toastExportFailed,
  });
}
