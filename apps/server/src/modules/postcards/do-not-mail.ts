import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leads, properties } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * A lead whose owner's list says Do Not Mail gets no postcard (docs/imports.md "Cleaning"): the
 * order is refused with DO_NOT_MAIL before anything is stored. The agent's own lead only.
 */
export async function refuseDoNotMail(db: Database, agentId: string, leadId: string) {
  const [lead] = await db
    .select({ doNotMail: properties.doNotMail })
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .where(and(eq(leads.id, leadId), eq(leads.agentId, agentId)));
  if (lead?.doNotMail) {
    throw new AppError(
      'DO_NOT_MAIL',
      "This owner's list marks them Do Not Mail, so no postcard is sent.",
    );
  }
}
