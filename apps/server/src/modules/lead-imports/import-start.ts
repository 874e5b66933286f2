import type { ImportDestination, ImportMapping, LeadImportSummary } from '@porchlight/contracts';
import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import { leadImports } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { Jobs } from '../../plugins/jobs';
import { mappingProblem } from './csv';
import { previewedImport } from './import-preview';
import { findImportSummary } from './import-summary';

/**
 * POST …/start (docs/imports.md "Importing"): the mapping is checked, the import queued and its
 * job sent in one transaction, so a start that fails leaves the preview as it was, and two starts
 * queue one job.
 */
export async function startImport(
  pool: pg.Pool,
  jobs: Jobs,
  request: {
    agentId: string;
    importId: string;
    mapping: ImportMapping;
    destination: ImportDestination;
  },
): Promise<LeadImportSummary> {
  const { agentId, importId, mapping, destination } = request;
  return withTransaction(pool, async ({ db, client }) => {
    // The stored headers are enough here: the job reads the file itself, outside this transaction.
    const { headers } = await previewedImport(db, agentId, importId);
    const problem = mappingProblem(mapping, headers);
    if (problem) throw new AppError('IMPORT_REFUSED', problem, { field: 'mapping' });
    const [queued] = await db
      .update(leadImports)
      .set({ status: 'queued', mapping, destination })
      .where(
        and(
          eq(leadImports.id, importId),
          eq(leadImports.agentId, agentId),
          eq(leadImports.status, 'previewed'),
        ),
      )
      .returning({ id: leadImports.id });
    if (!queued) throw new AppError('CONFLICT', 'This import has already started.');
    await jobs.send('lead-import', { importId, agentId }, { client });
    const summary = await findImportSummary(db, agentId, importId);
    if (!summary) throw new AppError('NOT_FOUND', 'Import not found.');
    return summary;
  });
}
