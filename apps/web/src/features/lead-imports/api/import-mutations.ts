import type { ImportDestination, ImportMapping, LeadImportUpload } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { agentKey } from '@/lib/route-query';
import { noteImport } from './lead-imports';

/** Sends the file; the answer is its preview, nothing imported yet. */
export function useUploadLeadImport(agentId: string) {
  return useMutation({
    mutationFn: (upload: Pick<LeadImportUpload, 'fileName' | 'content'>) =>
      call(routes.uploadLeadImport, { params: { agentId }, body: upload }),
  });
}

/** A changed mapping; the answer is the preview again. */
export function useMapLeadImport(agentId: string, importId: string) {
  return useMutation({
    mutationFn: (mapping: ImportMapping) =>
      call(routes.mapLeadImport, { params: { agentId, importId }, body: { mapping } }),
  });
}

/**
 * Starts the import. Its answer is noted (a small file may be imported before it leaves), and the
 * Saved tab's list of imports is read again without waiting: the progress shows at once.
 */
export function useStartLeadImport(agentId: string, importId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (start: { mapping: ImportMapping; destination: ImportDestination }) =>
      call(routes.startLeadImport, { params: { agentId, importId }, body: start }),
    onSuccess: (summary) => {
      noteImport(queryClient, agentId, summary);
      void queryClient.invalidateQueries({ queryKey: agentKey(routes.getLeadImports, agentId) });
    },
  });
}
