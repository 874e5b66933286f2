import type { TestApp } from './build-app';
import { createAgent, createProperties, createSavedLeads, sessionCookie } from './factories';

/**
 * A signed-in agent with `count` saved leads on fixture properties in `zip` (phones p1, emails e1),
 * and the calls the lead tests make with its session.
 */
export async function agentWithSavedLeads(
  t: TestApp,
  { zip, count }: { zip: string; count: number },
) {
  const row = await createAgent(t.database.db);
  const agent = { id: row.id, cookie: await sessionCookie(t.database.db, row.id) };
  const properties = await createProperties(t.database.db, { zip, count });
  const saved = await createSavedLeads(
    t.database.db,
    agent.id,
    properties.map((p) => p.id),
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
    /** Lead n as the saved list answers it now. */
    savedLead: async (n: number) => {
      const res = await t.app.inject({
        url: `/api/saved/${agent.id}`,
        headers: { cookie: agent.cookie },
      });
      return res.json().find((lead: { id: string }) => lead.id === leadId(n));
    },
  };
}
