import type { ImportMapping, LeadImportPreview, LeadImportSummary } from '@porchlight/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { leadImports } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { FilePreview, ReadUpload } from './csv';
import { csvThreads } from './csv-threads';
import { heldAddresses } from './held-addresses';
import { findImportSummary, summaryColumns, toSummary } from './import-summary';

/** What the preview shows of the file as read. */
type ReadFile = Pick<ReadUpload, 'encoding' | 'delimiter' | 'headers'>;

function withPreview(
  summary: LeadImportSummary,
  file: ReadFile,
  mapping: ImportMapping,
  preview: FilePreview,
): LeadImportPreview {
  const { encoding, delimiter, headers } = file;
  return { ...summary, encoding, delimiter, headers, mapping, ...preview };
}

/**
 * POST /api/lead-imports/{agentId}: reads the file (docs/imports.md "The file"), matches its
 * columns and answers the preview. The reading is the CSV thread's; the decoded text is kept for
 * the mapping changes and the import.
 */
export async function uploadImport(
  { db, pool }: { db: Database; pool: pg.Pool },
  upload: { agentId: string; fileName: string; content: string; now: Date },
): Promise<LeadImportPreview> {
  const held = await heldAddresses(db, upload.agentId);
  const file = await csvThreads.upload(upload.agentId, upload.content, held);
  const summary = await storeUpload(pool, upload, file);
  return withPreview(summary, file, file.mapping, file.preview);
}

/**
 * Stores an upload as the agent's one preview waiting, in one transaction under the agent's own
 * lock: uploads tapped at once each replace the one before, so one is left, and each answers from
 * the row it inserted (docs/imports.md "Importing").
 */
async function storeUpload(
  pool: pg.Pool,
  upload: { agentId: string; fileName: string; now: Date },
  file: ReadUpload,
): Promise<LeadImportSummary> {
  return withTransaction(pool, async ({ db }) => {
    await db.execute(
      sql`select pg_advisory_xact_lock(hashtext('lead-import-upload'), hashtext(${upload.agentId}))`,
    );
    await db
      .delete(leadImports)
      .where(and(eq(leadImports.agentId, upload.agentId), eq(leadImports.status, 'previewed')));
    const [row] = await db
      .insert(leadImports)
      .values({
        agentId: upload.agentId,
        fileName: upload.fileName,
        encoding: file.encoding,
        delimiter: file.delimiter,
        csvText: file.text,
        headers: file.headers,
        mapping: file.mapping,
        counts: file.preview.counts,
        createdAt: upload.now,
      })
      .returning(summaryColumns);
    if (!row) throw new Error('the import row was not stored');
    return toSummary(row);
  });
}

/** A previewed import's row; an import already started cannot change. */
export async function previewedImport(db: Database, agentId: string, importId: string) {
  const [row] = await db
    .select({
      status: leadImports.status,
      encoding: leadImports.encoding,
      delimiter: leadImports.delimiter,
      headers: leadImports.headers,
      csvText: leadImports.csvText,
    })
    .from(leadImports)
    .where(and(eq(leadImports.id, importId), eq(leadImports.agentId, agentId)));
  if (!row) throw new AppError('NOT_FOUND', 'Import not found.');
  if (row.status !== 'previewed' || row.csvText === null) {
    throw new AppError('CONFLICT', 'This import has already started.');
  }
  return { ...row, csvText: row.csvText };
}

/** PUT …/mapping: the preview again under the agent's mapping, which is kept for the import. */
export async function remapImport(
  db: Database,
  request: { agentId: string; importId: string; mapping: ImportMapping },
): Promise<LeadImportPreview> {
  const { agentId, importId, mapping } = request;
  const file = await previewedImport(db, agentId, importId);
  if (mapping.length !== file.headers.length) {
    throw new AppError('VALIDATION_ERROR', 'mapping must name a field or null for each column', {
      field: 'mapping',
    });
  }
  const held = await heldAddresses(db, agentId);
  const preview = await csvThreads.preview(agentId, { text: file.csvText, mapping, held });
  await db
    .update(leadImports)
    .set({ mapping, counts: preview.counts })
    .where(
      and(
        eq(leadImports.id, importId),
        eq(leadImports.agentId, agentId),
        eq(leadImports.status, 'previewed'),
      ),
    );
  const summary = await findImportSummary(db, agentId, importId);
  if (!summary) throw new AppError('NOT_FOUND', 'Import not found.');
  return withPreview(summary, file, mapping, preview);
}
