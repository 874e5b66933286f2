import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leadImports } from '../../db/schema';

/** How long a preview never started keeps its uploaded file (docs/imports.md "Importing"). */
export const ABANDONED_PREVIEW_MS = 24 * 60 * 60 * 1000;

/** The sweep's schedule: hourly, so no file outlives its day by more than an hour. */
export const SWEEP_CRON = '17 * * * *';

/**
 * Deletes every agent's previews never started that are older than a day, the uploaded text with
 * them: an import that has started is the job's, and keeps its row. Answers how many went.
 */
export async function sweepAbandonedPreviews(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(leadImports)
    .where(
      and(
        eq(leadImports.status, 'previewed'),
        lt(leadImports.createdAt, new Date(now.getTime() - ABANDONED_PREVIEW_MS)),
      ),
    )
    .returning({ id: leadImports.id });
  return gone.length;
}
