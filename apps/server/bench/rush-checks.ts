/**
 * What the rush checks after its window, in the database and through the API: every agent's
 * batch full (the plan's quota, as the contract's cards), no property in two agents' batches.
 */
import { LeadCard } from '@porchlight/contracts';
import { z } from 'zod';
import { expectThat } from './bench-agents';
import { send } from './http';
import { eachOnce } from './load';
import type { MeasuredServer } from './measured-server';
import type { SeededAgent } from './seed-agents';

export interface BatchCheck {
  agents: number;
  full: number;
  leads: number;
  /** Properties in more than one of these agents' batches (must be 0). */
  shared: number;
}

/** Counts in the database; each agent's today read through the API must match its rows. */
export async function checkBatches(
  target: MeasuredServer,
  agents: SeededAgent[],
  quota: number,
): Promise<BatchCheck> {
  const ids = agents.map((agent) => agent.id);
  const { rows } = await target.app.pool.query<{ agent_id: string; n: number }>(
    'select agent_id, count(*)::int n from leads where agent_id = any($1::uuid[]) group by agent_id',
    [ids],
  );
  const { rows: shared } = await target.app.pool.query<{ n: number }>(
    `select count(*)::int n from (select property_id from leads where agent_id = any($1::uuid[])
      group by property_id having count(*) > 1) twice`,
    [ids],
  );
  const byAgent = new Map(rows.map((row) => [row.agent_id, row.n]));
  await eachOnce(agents, 16, async (agent) => {
    const answer = await send(target.url, 'GET', `/api/leads/today/${agent.id}`, {
      cookie: agent.cookie,
      ip: agent.ip,
    });
    expectThat(answer.status === 200, `today of ${agent.id} answered ${answer.status}`);
    const cards = z.array(LeadCard).parse(JSON.parse(answer.text));
    const stored = byAgent.get(agent.id) ?? 0;
    expectThat(cards.length === stored, `${agent.id} shows ${cards.length} of ${stored} leads`);
    expectThat(new Set(cards.map((c) => c.id)).size === cards.length, 'a card shown twice');
  });
  return {
    agents: agents.length,
    full: agents.filter((agent) => byAgent.get(agent.id) === quota).length,
    leads: rows.reduce((sum, row) => sum + row.n, 0),
    shared: shared[0]?.n ?? 0,
  };
}

export function describeBatches(check: BatchCheck, quota: number): string {
  return (
    `${check.full} of ${check.agents} agents got a full batch of ${quota}; ${check.leads} leads, ` +
    `${check.shared} properties in two agents' batches`
  );
}

/** One line of a rush bench's summary. */
export interface Outcome {
  name: string;
  p: string;
  bound: string;
  met: boolean;
  cpu: string;
}
