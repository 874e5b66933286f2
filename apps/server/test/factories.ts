import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { agents, criteria, leads, properties, subscriptions, swipes } from '../src/db/schema';
import { createSession, SESSION_COOKIE } from '../src/lib/sessions';
import { hashPassword } from '../src/modules/accounts/passwords';
import { newReferralCode } from '../src/modules/referrals/referral-code';

type NewAgent = typeof agents.$inferInsert;
type NewSubscription = Partial<Omit<typeof subscriptions.$inferInsert, 'agentId'>>;

/** Every factory agent's password (it meets the registration rule). */
export const TEST_PASSWORD = 'Porchlight1!';
let testPasswordHash: Promise<string> | undefined;

/**
 * An agent on a pro trial with believable defaults; pass only what the test is about. Its address
 * is confirmed, as a real agent's is: an unconfirmed one may be replaced or swept away
 * (docs/accounts.md "Unconfirmed accounts"), so a test about those says `emailConfirmedAt: null`.
 */
export async function createAgent(
  db: Database,
  overrides: Partial<NewAgent> = {},
  subscription: NewSubscription = {},
) {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const suffix = randomBytes(4).toString('hex');
  const [agent] = await db
    .insert(agents)
    .values({
      name: 'Test Agent',
      email: `agent-${suffix}@example.test`,
      phone: '3055550123',
      passwordHash: await testPasswordHash,
      referralCode: newReferralCode(),
      emailConfirmedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!agent) throw new Error('insert returned no agent');
  await db
    .insert(subscriptions)
    .values({ agentId: agent.id, plan: 'pro', status: 'trialing', ...subscription });
  return agent;
}

/** A signed-in browser's cookie header for this agent, as after POST /api/authenticate. */
export async function sessionCookie(db: Database, agentId: string, now = new Date()) {
  const token = await createSession({ db, agentId, now });
  return `${SESSION_COOKIE}=${token}`;
}

type NewProperty = typeof properties.$inferInsert;

/**
 * Properties in a made-up zip that the sample source never generates (it makes none for a zip
 * that doesn't exist), so a test controls exactly what matches.
 */
export async function createProperties(
  db: Database,
  { zip, count, overrides = {} }: { zip: string; count: number; overrides?: Partial<NewProperty> },
) {
  const rows = Array.from({ length: count }, (_, n) => ({
    source: 'sample' as const,
    externalId: `fixture:${zip}:${n}:${randomBytes(3).toString('hex')}`,
    sortKey: n + 1,
    zip,
    cityKey: 'testville|zz',
    address: `${100 + n} Fixture St`,
    houseNumber: String(100 + n),
    street: 'Fixture St',
    city: 'Testville',
    state: 'ZZ',
    beds: 3,
    baths: 2,
    sqft: 1500,
    estimatedValue: 400_000,
    equityBalance: 200_000,
    equityPercent: 50,
    leadTypes: ['high-equity', 'off-market'],
    leadReasons: ['50% equity'],
    phones: [
      { id: 'p1', number: '3055550100', dnc: false, source: 'sample', personName: 'Pat Owner' },
    ],
    emails: [{ id: 'e1', email: 'owner@example.test', source: 'sample', personName: 'Pat Owner' }],
    ...overrides,
  }));
  return db.insert(properties).values(rows).returning({ id: properties.id });
}

/** Criteria for an agent, as saved from the Criteria tab. */
export async function setCriteria(
  db: Database,
  agentId: string,
  values: Partial<typeof criteria.$inferInsert> = {},
) {
  const row = {
    targetAreas: ['00001'],
    minValue: null,
    maxValue: null,
    minBedrooms: null,
    sellerTypes: ['high-equity'],
    propertyTypes: ['Residential'],
    ...values,
  };
  await db
    .insert(criteria)
    .values({ agentId, ...row })
    .onConflictDoUpdate({ target: criteria.agentId, set: row });
}

/**
 * Leads of an agent on these properties, saved by default with a save swipe each (so they have a
 * swipeActionId), as if swiped right on a past day.
 */
export async function createSavedLeads(
  db: Database,
  agentId: string,
  propertyIds: number[],
  {
    status = 'saved',
    at = new Date('2026-11-02T15:00:00Z'),
  }: { status?: 'saved' | 'new'; at?: Date } = {},
) {
  const rows = await db
    .insert(leads)
    .values(
      propertyIds.map((propertyId, position) => ({
        agentId,
        propertyId,
        source: 'daily' as const,
        leadDay: '2026-11-02',
        deliveredAt: at,
        position,
        status,
      })),
    )
    .returning({ id: leads.id });
  if (status === 'new') return rows.map((row) => ({ id: row.id, swipeActionId: null }));
  const saves = await db
    .insert(swipes)
    .values(
      rows.map((row) => ({ agentId, leadId: row.id, action: 'save' as const, createdAt: at })),
    )
    .returning({ id: swipes.id, leadId: swipes.leadId });
  for (const save of saves) {
    await db
      .update(leads)
      .set({ currentSwipeId: save.id, sequenceStartedAt: at })
      .where(eq(leads.id, save.leadId));
  }
  return saves.map((save) => ({ id: save.leadId, swipeActionId: save.id }));
}

/** A registration form as the wizard sends it (complete-signup), with a fresh email. */
export const signupForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rosa Delgado',
  email: `rosa-${Math.random().toString(36).slice(2, 8)}@example.test`,
  phone: '3055550123',
  password: 'Porchlight1!',
  targetArea: 'Miami, FL',
  minValue: 100000,
  maxValue: 'any',
  minBedrooms: 2,
  sellerType: 'tired-landlord',
  propertyType: 'Residential',
  termsAccepted: true,
  subscriptionPlan: 'premium',
  ...overrides,
});

/** How many accounts hold this email: a refused signup must leave 0. */
export async function agentsWithEmail(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(agents)
    .where(eq(agents.email, email));
  return row?.n ?? 0;
}
