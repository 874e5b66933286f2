import { afterAll, beforeAll, it } from 'vitest';
import { deliverFreshLeads as newDeliver } from '../src/modules/daily-leads/delivery.service';
import { deliverFreshLeads as oldDeliver } from '../src/modules/daily-leads/zz-delivery-old';
import { createSampleLeadSource } from '../src/providers/lead-source/sample';
import { buildTestApp, type TestApp } from './build-app';
import { deliveryAgent } from './delivery-agent';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  t.clock.freeze(new Date('2026-11-06T15:00:00Z'));
});
afterAll(() => t.close());

it('times deliveries in one zip', async () => {
  const source = createSampleLeadSource();
  const times = { old: [] as number[], new: [] as number[] };
  const agents = [];
  for (let i = 0; i < 200; i++) agents.push(await deliveryAgent(t, { targetAreas: ['33131'] }));
  const run = (fn: typeof newDeliver, agentId: string) =>
    fn({ pool: t.database.pool, db: t.database.db, source, agentId, now: t.clock.now(), exclusivityDays: 0 });
  await run(newDeliver, agents[0]?.id ?? '');
  for (const [i, agent] of agents.slice(1).entries()) {
    const which = i % 2 ? 'old' : 'new';
    const start = performance.now();
    await run(which === 'old' ? oldDeliver : newDeliver, agent.id);
    times[which].push(performance.now() - start);
  }
  for (const [name, list] of Object.entries(times)) {
    list.sort((a, b) => a - b);
    const p = (q: number) => list[Math.floor(q * list.length)]?.toFixed(1);
    console.log(`TIMING ${name} p50 ${p(0.5)} p95 ${p(0.95)} max ${list.at(-1)?.toFixed(1)}`);
  }
});
