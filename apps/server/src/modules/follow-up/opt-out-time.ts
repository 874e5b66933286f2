import type { ActivityContact } from '@porchlight/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactOptOuts } from '../../db/schema';
import { contactValue } from '../leads';

/**
 * Whether an email recorded as sent at `sentAt` went out before its owner's opt-out was logged
 * (docs/offline.md "Offline work"): the agent sent it from their own mail app while offline, so it
 * is kept as sent, what happened. Online, `sentAt` is now and an opt-out is never later. A phone
 * never is: a text waits for a connection, and a Do Not Call listing has no time.
 */
export async function sentBeforeOptOut(
  db: Database,
  agentId: string,
  contact: ActivityContact,
  sentAt: Date,
): Promise<boolean> {
  if (!contact.optedOut || contact.recipientType !== 'email') return false;
  const [optOut] = await db
    .select({ at: contactOptOuts.createdAt })
    .from(contactOptOuts)
    .where(
      and(
        eq(contactOptOuts.agentId, agentId),
        eq(contactOptOuts.contactType, 'email'),
        eq(contactOptOuts.contactValue, contactValue('email', contact.recipientValue)),
      ),
    );
  return optOut !== undefined && optOut.at > sentAt;
}
