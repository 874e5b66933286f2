import type { LeadImportSummary } from '@porchlight/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leadImports } from '../../db/schema';

/** How many of an import's saved leads wait for the agent to start their follow-up. */
// Named in full: drizzle writes a lone table's columns unqualified, which inside `leads` means leads'.
const awaitingFollowUp = sql<number>`(
  select count(*)::int from leads
  where leads.import_id = lead_imports.id and leads.agent_id = lead_imports.agent_id
    and leads.status = 'saved' and leads.sequence_started_at is null
)`;

/** An import's summary columns: what a select, or an insert's returning, reads. */
export const summaryColumns = {
  id: leadImports.id,
  fileName: leadImports.fileName,
  status: leadImports.status,
  destination: leadImports.destination,
  counts: leadImports.counts,
  processed: leadImports.processed,
  imported: leadImports.imported,
  awaitingFollowUp,
  message: leadImports.message,
  createdAt: leadImports.createdAt,
  finishedAt: leadImports.finishedAt,
};

const selectSummaries = (db: Database) => db.select(summaryColumns).from(leadImports);
type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

export function toSummary(row: SummaryRow): LeadImportSummary {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** One of the agent's imports as its progress shows it; another agent's is not found. */
export async function findImportSummary(
  db: Database,
  agentId: string,
  importId: string,
): Promise<LeadImportSummary | null> {
  const [row] = await selectSummaries(db).where(
    and(eq(leadImports.id, importId), eq(leadImports.agentId, agentId)),
  );
  return row ? toSummary(row) : null;
}

/** The agent's latest imports, newest first: what a reload shows of any still running. */
export async function latestImportSummaries(
  db: Database,
  agentId: string,
): Promise<LeadImportSummary[]> {
  const rows = await selectSummaries(db)
    .where(eq(leadImports.agentId, agentId))
    .orderBy(desc(leadImports.createdAt))
    .limit(10);
  return rows.map(toSummary);
}
