import { and, eq, type SQL, sql } from 'drizzle-orm';
import { leads, properties } from '../../db/schema';
import type { Viewer } from './index';

/** The viewer as SQL values: its id and the exclusivity window's start (null: off). */
export interface ViewerInSql {
  agentId: SQL;
  heldSince: SQL | null;
}

export function viewerInSql(viewer: Viewer): ViewerInSql {
  return {
    agentId: sql`${viewer.agentId}::uuid`,
    heldSince: viewer.heldSince ? sql`${viewer.heldSince.toISOString()}::timestamptz` : null,
  };
}

/**
 * Properties this viewer may be given (docs/leads.md "Fresh batch"): not its own leads (the
 * leads' (agent, property) index), and not held by another agent since `heldSince` (the hold on
 * the property row itself). Neither reads `leads` by property, so the cost follows the stretch of
 * the order walked, never the size of the tables.
 */
export function deliverableTo(viewer: Viewer | ViewerInSql): SQL {
  const { agentId, heldSince } = isViewer(viewer) ? viewerInSql(viewer) : viewer;
  const held = heldSince
    ? sql` and (${properties.heldAt} is null or ${properties.heldAt} < ${heldSince})`
    : sql``;
  return sql`(not ${ownLeadOf(agentId)} and ${properties.heldBy} is distinct from ${agentId}${held})`;
}

/** The property of the row at hand is already this agent's lead (by the (agent, property) index). */
export function ownLeadOf(agentId: SQL): SQL {
  return sql`exists (select 1 from ${leads} where ${and(
    eq(leads.agentId, agentId),
    eq(leads.propertyId, properties.id),
  )})`;
}

function isViewer(viewer: Viewer | ViewerInSql): viewer is Viewer {
  return typeof viewer.agentId === 'string';
}
