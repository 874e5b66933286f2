import { type Agent, type ReturnAddressParts, returnAddressLine } from '@porchlight/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { agents, subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { subscriptionSummary } from '../billing';

const agentView = {
  id: agents.id,
  name: agents.name,
  email: agents.email,
  phone: agents.phone,
  returnAddress: agents.returnAddress,
  returnStreet: agents.returnStreet,
  returnCity: agents.returnCity,
  returnState: agents.returnState,
  returnZip: agents.returnZip,
  brokerageName: agents.brokerageName,
  agentPhotoUrl: agents.agentPhotoUrl,
  brokeragePhotoUrl: agents.brokeragePhotoUrl,
  plan: subscriptions.plan,
  state: subscriptions.status,
  trialEndsAt: subscriptions.trialEndsAt,
  stripeSubscriptionId: subscriptions.stripeSubscriptionId,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
};

const agentById = preparedOnce((db) =>
  db
    .select(agentView)
    .from(agents)
    .leftJoin(subscriptions, eq(subscriptions.agentId, agents.id))
    .where(eq(agents.id, sql.placeholder('agentId')))
    .prepare('agent_by_id'),
);

/** Which agent, and when: the answer changes as the trial runs out. */
type AgentAt = { db: Database; agentId: string; now: Date };

/** The agent as the API answers it: plan, status and trial from the subscription, never secrets. */
export async function getAgent({ db, agentId, now }: AgentAt): Promise<Agent> {
  const [row] = await agentById(db).execute({ agentId });
  if (!row) throw new AppError('NOT_FOUND', 'No such agent.');
  const { plan, state, trialEndsAt, stripeSubscriptionId, currentPeriodEnd, ...rest } = row;
  const { returnStreet, returnCity, returnState, returnZip, ...agent } = rest;
  return {
    ...agent,
    returnAddressParts: returnAddressParts({ returnStreet, returnCity, returnState, returnZip }),
    subscriptionPlan: plan ?? 'pro',
    ...subscriptionSummary(
      state ? { state, trialEndsAt, stripeSubscriptionId, currentPeriodEnd } : null,
      now,
    ),
  };
}

/** The agent's return address in its parts, or null unless every part is set. */
export function returnAddressParts(row: {
  returnStreet: string | null;
  returnCity: string | null;
  returnState: string | null;
  returnZip: string | null;
}): ReturnAddressParts | null {
  const { returnStreet: street, returnCity: city, returnState: state, returnZip: zip } = row;
  return street && city && state && zip ? { street, city, state, zip } : null;
}

/**
 * Saves the Mailer Settings. The return address's parts, when given, are stored with their
 * one-line form as `returnAddress`; without them, `returnAddress` is the free text as sent.
 */
export async function updateMailerSettings({
  db,
  agentId,
  settings,
  now,
}: {
  db: Database;
  agentId: string;
  now: Date;
  settings: {
    returnAddress: string | null;
    returnAddressParts: ReturnAddressParts | null;
    brokerageName: string | null;
    agentPhotoUrl: string | null;
    brokeragePhotoUrl: string | null;
  };
}): Promise<Agent> {
  const { returnAddressParts: parts, ...rest } = settings;
  await db
    .update(agents)
    .set({
      ...rest,
      returnAddress: parts ? returnAddressLine(parts) : rest.returnAddress,
      returnStreet: parts?.street ?? null,
      returnCity: parts?.city ?? null,
      returnState: parts?.state ?? null,
      returnZip: parts?.zip ?? null,
    })
    .where(eq(agents.id, agentId));
  return getAgent({ db, agentId, now });
}
