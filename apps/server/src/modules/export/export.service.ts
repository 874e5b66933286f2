import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agents, leads, properties, swipes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Jobs } from '../../plugins/jobs';
import { leadJson } from '../leads';
import { sendMail } from '../mail';
import { type ExportedLead, exportFileName, savedLeadsCsv } from './export-csv';

/** The agent's saved leads for the spreadsheet, newest saved first. */
export async function exportedLeads(db: Database, agentId: string): Promise<ExportedLead[]> {
  return db
    .select({ lead: leadJson(agentId), savedAt: swipes.createdAt })
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(swipes, eq(swipes.id, leads.currentSwipeId))
    .where(and(eq(leads.agentId, agentId), eq(leads.status, 'saved')))
    .orderBy(desc(swipes.seq), desc(leads.deliveredAt));
}

export async function savedLeadCount(db: Database, agentId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(eq(leads.agentId, agentId), eq(leads.status, 'saved')));
  return row?.count ?? 0;
}

export interface ExportJob {
  agentId: string;
  requestedAt: string;
}

/** The export worker: builds the CSV when the job runs and mails it to the agent. */
export async function mailSavedLeadsExport(db: Database, jobs: Jobs, job: ExportJob) {
  const [agent] = await db
    .select({ email: agents.email, name: agents.name })
    .from(agents)
    .where(eq(agents.id, job.agentId));
  if (!agent) return; // The account is gone: nothing to send.
  const rows = await exportedLeads(db, job.agentId);
  const plural = rows.length === 1 ? 'lead' : 'leads';
  await sendMail(jobs, {
    to: agent.email,
    subject: `Your Porchlight saved leads (${rows.length})`,
    text: `Hi ${agent.name},\n\nAttached is a spreadsheet of your ${rows.length} saved ${plural}, with owner contacts, lead types and contact status. Contacts you passed are left out.\n\nPorchlight`,
    attachments: [
      {
        filename: exportFileName(new Date(job.requestedAt)),
        contentType: 'text/csv; charset=utf-8',
        content: savedLeadsCsv(rows),
      },
    ],
  });
}

/** Queues the export; answers how many leads it will hold, `leadCount` (docs/export.md). */
export async function queueSavedLeadsExport(db: Database, jobs: Jobs, agentId: string, now: Date) {
  const leadCount = await savedLeadCount(db, agentId);
  if (leadCount === 0) throw new AppError('CONFLICT', 'There are no saved leads to export yet.');
  await jobs.send('export', { agentId, requestedAt: now.toISOString() } satisfies ExportJob);
  return { leadCount };
}
