import type { ExportResponse } from '@porchlight/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/api-client';
import { toastExportFailed, toastExportStarted } from '../saved-lead-toasts';

/** The same export as a file download; the session says whose leads. */
export const SAVED_LEADS_CSV_URL = '/api/export/saved-leads.csv';

export async function exportSavedLeads(agentId: string): Promise<ExportResponse> {
  return sendJson<ExportResponse>('POST', '/api/export/saved-leads', { agentId });
}

/** Emails the agent a CSV of the saved leads (docs/export.md), and says how many. */
export function useExportSavedLeads(agentId: string) {
  return useMutation({
    mutationFn: () => exportSavedLeads(agentId),
    onSuccess: ({ leadCount }) => toastExportStarted(leadCount),
    onError: toastExportFailed,
  });
}
