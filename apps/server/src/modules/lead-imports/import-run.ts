import { easternDay, type ImportDestination, type ImportMapping } from '@porchlight/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { leadImports } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { csvThreads } from './csv-threads';
import { heldAddresses } from './held-addresses';
import { insertImportedLeads } from './import-rows';

/** Rows per statement: 10,000 rows are ten statements, and the progress moves ten times. */
const CHUNK = 1_000;

export interface ImportJob {
  importId: string;
  agentId: string;
}

interface RunOptions {
  pool: pg.Pool;
  db: Database;
  now: () => Date;
}

/** What a failed import says: its own sentence when it was refused, else that nothing was kept. */
function failureMessage(error: unknown): string {
  if (error instanceof AppError && error.status < 500) return error.message;
  return 'The import stopped before it finished, and nothing was imported. Try it again.';
}

/**
 * Claims the import for this run: queued (or left importing by a run that died, whose
 * transaction rolled back) becomes importing; a finished one is not run again.
 */
async function claim(db: Database, { importId, agentId }: ImportJob) {
  const [row] = await db
    .update(leadImports)
    .set({ status: 'importing', processed: 0 })
    .where(
      and(
        eq(leadImports.id, importId),
        eq(leadImports.agentId, agentId),
        inArray(leadImports.status, ['queued', 'importing']),
      ),
    )
    .returning({
      csvText: leadImports.csvText,
      mapping: leadImports.mapping,
      destination: leadImports.destination,
    });
  return row?.csvText && row.destination
    ? { ...row, csvText: row.csvText, destination: row.destination }
    : null;
}

/**
 * The import job (docs/imports.md "Importing"): the file planned again against the agent's
 * leads as they are now, then every lead written in one transaction, so a failure leaves none.
 * Progress is written beside it, outside the transaction, for the agent's screen.
 */
export async function runImport(options: RunOptions, job: ImportJob): Promise<void> {
  const claimed = await claim(options.db, job);
  if (!claimed) return;
  try {
    await importAll(options, job, claimed);
  } catch (error) {
    await markFailed(options, job, failureMessage(error));
  }
}

/**
 * An import whose every run died (its process killed: docs/imports.md "Importing"), handed over by
 * the job queue once its retries are spent: the agent sees it failed, not "importing" for ever.
 */
export async function failDeadImport(options: RunOptions, job: ImportJob): Promise<void> {
  await markFailed(options, job, failureMessage(null));
}

/** The import failed with `message`; the uploaded text is not kept past its end. */
async function markFailed({ db, now }: RunOptions, job: ImportJob, message: string) {
  await db
    .update(leadImports)
    .set({ status: 'failed', message, finishedAt: now(), csvText: null })
    .where(
      and(
        eq(leadImports.id, job.importId),
        eq(leadImports.agentId, job.agentId),
        inArray(leadImports.status, ['queued', 'importing']),
      ),
    );
}

async function importAll(
  { pool, db, now }: RunOptions,
  { importId, agentId }: ImportJob,
  file: { csvText: string; mapping: ImportMapping; destination: ImportDestination },
) {
  await withTransaction(pool, async (tx) => {
    // One import of an agent's at a time: each plans against what the one before added.
    await tx.db.execute(
      sql`select pg_advisory_xact_lock(hashtext('lead-import'), hashtext(${agentId}))`,
    );
    // Planned on the CSV thread, never on the event loop (docs/imports.md "Importing").
    const held = await heldAddresses(tx.db, agentId);
    const plan = await csvThreads.plan({ text: file.csvText, mapping: file.mapping, held });
    const at = now();
    const target = {
      agentId,
      importId,
      destination: file.destination,
      leadDay: easternDay(at),
      now: at,
    };
    let imported = 0;
    for (let start = 0; start < plan.leads.length; start += CHUNK) {
      imported += await insertImportedLeads(
        tx.db,
        target,
        plan.leads.slice(start, start + CHUNK),
        start,
      );
      // Rows skipped or refused count as worked through from the start.
      const processed =
        plan.counts.rows - plan.leads.length + Math.min(start + CHUNK, plan.leads.length);
      await db
        .update(leadImports)
        .set({ processed })
        .where(and(eq(leadImports.id, importId), eq(leadImports.agentId, agentId)));
    }
    const raced = plan.leads.length - imported;
    const counts = {
      ...plan.counts,
      ready: imported,
      alreadyHave: plan.counts.alreadyHave + raced,
    };
    await tx.db
      .update(leadImports)
      .set({
        status: 'done',
        counts,
        imported,
        processed: counts.rows,
        csvText: null,
        finishedAt: now(),
      })
      .where(and(eq(leadImports.id, importId), eq(leadImports.agentId, agentId)));
  });
}
