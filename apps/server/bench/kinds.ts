/**
 * The cost of each kind of request alone, in the same run as the steps that mix them: short runs
 * of one kind each (health, sign-in, can-generate, the fresh batch, today, swipe, saved, the
 * day's first dashboard and a later one, record), each between two samples of the server's and
 * PostgreSQL's own CPU times and of the statements the app ran. The agents go through a day in
 * that order, so each kind finds the state it needs; kinds that change state (sign-in, fresh,
 * swipe, first dashboard, record) send each request once. Answers get a status and a cheap check
 * while measured; the answers later kinds build on (today's cards, the dashboard) are parsed with
 * the contracts' schemas after their window.
 */
import {
  ActivityDashboardItem,
  LeadCard,
  PLANS,
  type SubscriptionPlan,
} from '@porchlight/contracts';
import { z } from 'zod';
import { BENCH_PASSWORD, expectThat } from './bench-agents';
import { type Answer, check, expectJson, field, send } from './http';
import {
  closedLoop,
  eachOnce,
  newTally,
  printFailures,
  ROW_HEADER,
  type Row,
  rowLine,
  tallied,
} from './load';
import { type MeasuredServer, measured } from './measured-server';
import type { SeededAgent } from './seed-agents';
import { type RecordTarget, recordTargetsOf } from './setup';

export interface KindOptions {
  /** How long each repeatable kind runs. */
  seconds: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** Agents that sign in (each once); scrypt is slow by design, so a few are enough. */
  signIns: number;
  plan: SubscriptionPlan;
}

const SAVES = 7;
const DISMISSES = 2;
const RECORDS_PER_AGENT = 3;

/** The kinds' rows, health's first; every agent must be new today, in an area with supply. */
export async function measureKinds(
  target: MeasuredServer,
  agents: SeededAgent[],
  { seconds, concurrency, signIns, plan }: KindOptions,
): Promise<Row[]> {
  const url = target.url;
  const quota = PLANS[plan].dailyLeads;
  const rows: Row[] = [];
  let sample: string | undefined;
  async function row(name: string, work: (tally: Row['tally']) => Promise<void>) {
    const tally = newTally();
    sample = undefined;
    const { spent } = await measured(target, () => work(tally));
    const done: Row = { name, tally, spent, sample };
    rows.push(done);
    return done;
  }
  /** Keeps the row's first answer, for the floor to send again (floor.ts). */
  const kept = (answer: Answer) => {
    sample ??= answer.text;
    return answer;
  };
  const at = (n: number) => agents[n % agents.length] as SeededAgent;
  const get = (agent: SeededAgent, path: string) =>
    send(url, 'GET', path, { cookie: agent.cookie, ip: agent.ip }).then(kept);
  const post = (agent: SeededAgent, path: string, body?: object) =>
    send(url, 'POST', path, { cookie: agent.cookie, ip: agent.ip, body }).then(kept);

  await row('health', (tally) =>
    closedLoop(seconds, concurrency, () =>
      tallied(tally, async () => {
        const answer = kept(await send(url, 'GET', '/api/health'));
        expectJson('health', answer);
        return answer.ms;
      }).then(() => {}),
    ),
  );
  await row('sign-in', (tally) =>
    eachOnce(agents.slice(0, signIns), 2, async (agent) => {
      await tallied(tally, async () => {
        const answer = await send(url, 'POST', '/api/authenticate', {
          ip: agent.ip,
          body: { email: agent.email, password: BENCH_PASSWORD },
        });
        check(field(expectJson('sign-in', answer), 'id') === agent.id, 'signed in as another');
        check(answer.cookie.includes('='), 'sign-in set no session');
        return answer.ms;
      });
    }),
  );
  await row('can-generate', (tally) =>
    closedLoop(seconds, concurrency, (worker, n) =>
      tallied(tally, async () => {
        const agent = at(worker + n * concurrency);
        const answer = await get(agent, `/api/leads/can-generate/${agent.id}`);
        check(field(expectJson('can-generate', answer), 'canGenerate') === true, 'may not');
        return answer.ms;
      }).then(() => {}),
    ),
  );
  await row('fresh batch', (tally) =>
    eachOnce(agents, concurrency, async (agent) => {
      await tallied(tally, async () => {
        const answer = await post(agent, `/api/leads/fresh/${agent.id}`);
        const body = expectJson('fresh batch', answer);
        const delivered = field(body, 'totalDelivered');
        check(delivered === quota, `got ${String(delivered)} of ${quota} leads`);
        return answer.ms;
      });
    }),
  );
  const todayText = new Map<string, string>();
  await row('today', (tally) =>
    closedLoop(seconds, concurrency, (worker, n) =>
      tallied(tally, async () => {
        const agent = at(worker + n * concurrency);
        const answer = await get(agent, `/api/leads/today/${agent.id}`);
        const cards = expectJson('today', answer);
        check(Array.isArray(cards) && cards.length === quota, "today's batch is not full");
        if (!todayText.has(agent.id)) todayText.set(agent.id, answer.text);
        return answer.ms;
      }).then(() => {}),
    ),
  );
  const batches = agents.map((agent) => {
    const text = todayText.get(agent.id);
    expectThat(text !== undefined, `agent ${agent.id}'s batch was never read`);
    const cards = z.array(LeadCard).parse(JSON.parse(text ?? '[]'));
    expectThat(cards.length === quota, `agent ${agent.id}'s batch has ${cards.length} leads`);
    return { agent, cards };
  });
  // Round by round (every agent's first swipe, then every agent's second…), as mornings overlap.
  const swipes = Array.from({ length: SAVES + DISMISSES }, (_, n) =>
    batches.map(({ agent, cards }) => ({ agent, leadId: cards[n]?.id ?? '', save: n < SAVES })),
  ).flat();
  await row('swipe', (tally) =>
    eachOnce(swipes, concurrency, async ({ agent, leadId, save }) => {
      await tallied(tally, async () => {
        const action = save ? 'save' : 'dismiss';
        const answer = await post(agent, '/api/swipe', { agentId: agent.id, leadId, action });
        const status = field(field(expectJson('swipe', answer), 'lead'), 'status');
        check(status === (save ? 'saved' : 'dismissed'), `swiped lead is ${String(status)}`);
        return answer.ms;
      });
    }),
  );
  await row('saved', (tally) =>
    closedLoop(seconds, concurrency, (worker, n) =>
      tallied(tally, async () => {
        const agent = at(worker + n * concurrency);
        const answer = await get(agent, `/api/saved/${agent.id}`);
        const list = expectJson('saved', answer);
        check(Array.isArray(list) && list.length === SAVES, 'the saved list is not 7 leads');
        return answer.ms;
      }).then(() => {}),
    ),
  );
  const dashboards = new Map<string, string>();
  await row('dashboard (first)', (tally) =>
    eachOnce(agents, concurrency, async (agent) => {
      await tallied(tally, async () => {
        const answer = await get(agent, `/api/activities/dashboard/${agent.id}`);
        const items = expectJson('dashboard', answer);
        check(Array.isArray(items) && items.length === SAVES, 'the follow-up is not 7 leads');
        dashboards.set(agent.id, answer.text);
        return answer.ms;
      });
    }),
  );
  await row('dashboard (again)', (tally) =>
    closedLoop(seconds, concurrency, (worker, n) =>
      tallied(tally, async () => {
        const agent = at(worker + n * concurrency);
        const answer = await get(agent, `/api/activities/dashboard/${agent.id}`);
        const items = expectJson('dashboard', answer);
        check(Array.isArray(items) && items.length === SAVES, 'the follow-up is not 7 leads');
        return answer.ms;
      }).then(() => {}),
    ),
  );
  const targets: { agent: SeededAgent; target: RecordTarget }[] = [];
  for (const agent of agents) {
    const items = z
      .array(ActivityDashboardItem)
      .parse(JSON.parse(dashboards.get(agent.id) ?? '[]'));
    for (const t of recordTargetsOf(items).slice(0, RECORDS_PER_AGENT))
      targets.push({ agent, target: t });
  }
  expectThat(targets.length > 0, 'no follow-up contact to record');
  await row('record', (tally) =>
    eachOnce(targets, concurrency, async ({ agent, target: t }) => {
      await tallied(tally, async () => {
        const answer = await post(agent, '/api/activities/record', { agentId: agent.id, ...t });
        expectJson('record', answer);
        return answer.ms;
      });
    }),
  );
  return rows;
}

export function printKinds(rows: Row[], healthCpu: number) {
  console.log(
    '\nper kind, alone (CPU in ms per request; stmts = top-level statements per request)',
  );
  console.log(`  ${ROW_HEADER}`);
  for (const r of rows) console.log(`  ${rowLine(r, healthCpu)}`);
  for (const r of rows) printFailures(r);
}
