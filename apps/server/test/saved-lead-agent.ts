import type { properties } from '../src/db/schema';
import type { TestApp } from './build-app';
import { createAgent, createProperties, createSavedLeads, sessionCookie } from './factories';

interface SavedLeadsSetup {
  zip: string;
  count: number;
  overrides?: Partial<typeof properties.$inferInsert>;
}

/**
 * A signed-in agent with `count` leads saved now on fixture properties in `zip` (phones p1,
 * emails e1 unless overridden), and the calls the lead tests make with its session.
 */
export async function agentWithSavedLeads(t: TestApp, { zip, count, overrides }: SavedLeadsSetup) {
  const row = await createAgent(t.database.db);
  const agent = {
    id: row.id,
    email: row.email,
    cookie: await sessionCookie(t.database.db, row.id),
  };
  const rows = await createProperties(t.database.db, { zip, count, overrides });
  const saved = await createSavedLeads(
    t.database.db,
    agent.id,
    rows.map((p) => p.id),
    { at: t.clock.now() },
  );
  const leadId = (n: number) => saved[n]?.id ?? '';
  return {
    agent,
    saved,
    leadId,
    /** The fixture street of lead n ("100 Fixture St" for the first). */
    street: (n: number) => `${100 + n} Fixture St`,
    call: (method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: { cookie: agent.cookie } }),
    /** Lead n, whole, as lead detail answers it now (the saved list shows only its card). */
    savedLead: async (n: number) => {
      const res = await t.app.inject({
        url: `/api/leads/${leadId(n)}`,
        headers: { cookie: agent.cookie },
      });
      return res.json();
    },
  };
}
