import {
  IMPORT_LIMITS,
  type ImportCounts,
  type ImportMapping,
  type LeadImportPreview,
  type LeadImportSummary,
} from '@porchlight/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { leadImports } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { decodeCsv, mappingProblem, parseCsv, planImport, suggestMapping } from './csv';
import { existingAddressKeys } from './existing-keys';
import { findImportSummary, summaryColumns, toSummary } from './import-summary';

/** What the preview is made of: the file as read, and the mapping to apply. */
interface ReadFile {
  encoding: 'utf-8' | 'windows-1252';
  delimiter: ',' | ';' | '\t';
  headers: string[];
  rows: string[][];
}

/**
 * The preview of `file` under `mapping` (docs/imports.md "Matching columns"): nothing is imported
 * until the agent starts it. A mapping that cannot import says why and previews no row.
 */
async function previewOf(db: Database, agentId: string, file: ReadFile, mapping: ImportMapping) {
  const problem = mappingProblem(mapping, file.headers);
  const plan = problem
    ? {
        counts: {
          rows: file.rows.length,
          ready: 0,
          duplicateInFile: 0,
          alreadyHave: 0,
          refused: 0,
        },
        preview: [],
        issues: [],
        phonesWithoutDncColumn: 0,
      }
    : planImport(file, mapping, await existingAddressKeys(db, agentId));
  const { counts, preview, issues, phonesWithoutDncColumn } = plan;
  return { problem, counts, preview, issues, phonesWithoutDncColumn };
}

function withPreview(
  summary: LeadImportSummary,
  file: ReadFile,
  mapping: ImportMapping,
  preview: Awaited<ReturnType<typeof previewOf>>,
): LeadImportPreview {
  const { encoding, delimiter, headers } = file;
  return { ...summary, encoding, delimiter, headers, mapping, ...preview };
}

/**
 * POST /api/lead-imports/{agentId}: reads the file (docs/imports.md "The file"), matches its
 * columns and answers the preview. The decoded text is kept for the mapping changes and the import.
 */
export async function uploadImport(
  { db, pool }: { db: Database; pool: pg.Pool },
  upload: { agentId: string; fileName: string; content: string; now: Date },
): Promise<LeadImportPreview> {
  const bytes = Buffer.from(upload.content, 'base64');
  if (bytes.length > IMPORT_LIMITS.maxBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      'This file is larger than 5 MB. Split it and import each part.',
    );
  }
  if (bytes.length === 0) throw new AppError('IMPORT_REFUSED', 'This file is empty.');
  const { text, encoding } = decodeCsv(bytes);
  const parsed = parseCsv(text);
  const file = { encoding, ...parsed };
  const mapping = suggestMapping(parsed.headers);
  const preview = await previewOf(db, upload.agentId, file, mapping);
  const summary = await storeUpload(pool, upload, {
    ...file,
    text,
    mapping,
    counts: preview.counts,
  });
  return withPreview(summary, file, mapping, preview);
}

/**
 * Stores an upload as the agent's one preview waiting, in one transaction under the agent's own
 * lock: uploads tapped at once each replace the one before, so one is left, and each answers from
 * the row it inserted (docs/imports.md "Importing").
 */
async function storeUpload(
  pool: pg.Pool,
  upload: { agentId: string; fileName: string; now: Date },
  file: ReadFile & { text: string; mapping: ImportMapping; counts: ImportCounts },
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
        counts: file.counts,
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

/** A previewed import's file, read again for a new preview. */
async function previewedFile(db: Database, agentId: string, importId: string) {
  const row = await previewedImport(db, agentId, importId);
  return { encoding: row.encoding, ...parseCsv(row.csvText) };
}

/** PUT …/mapping: the preview again under the agent's mapping, which is kept for the import. */
export async function remapImport(
  db: Database,
  request: { agentId: string; importId: string; mapping: ImportMapping },
): Promise<LeadImportPreview> {
  const { agentId, importId, mapping } = request;
  const file = await previewedFile(db, agentId, importId);
  if (mapping.length !== file.headers.length) {
    throw new AppError('VALIDATION_ERROR', 'mapping must name a field or null for each column', {
      field: 'mapping',
    });
  }
  const preview = await previewOf(db, agentId, file, mapping);
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
