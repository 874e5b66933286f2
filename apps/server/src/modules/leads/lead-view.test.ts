import { LeadCard } from '@porchlight/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  createAgent,
  createProperties,
  createSavedLeads,
  sessionCookie,
} from '../../../test/factories';
import { statementsSentDuring } from '../../../test/sql-log';
import { leads } from '../../db/schema';

// Today's batch is read every morning by every agent; PostgreSQL builds its JSON from
// the rows as they come, with no subquery run once per lead (a row's own JSON, its lead types).
describe("today's batch as PostgreSQL builds it", () => {
  let t: TestApp;
  let agentId: string;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(new Date('2026-11-02T15:00:00Z'));
    const agent = await createAgent(t.database.db);
    agentId = agent.id;
    cookie = await sessionCookie(t.database.db, agentId);
    const properties = await createProperties(t.database.db, {
      zip: '00991',
      count: 4,
      overrides: { leadTypes: ['vacant', 'made-up-type', 'high-equity'] },
    });
    const rows = await createSavedLeads(
      t.database.db,
      agentId,
      properties.map((p) => p.id),
      { status: 'new' },
    );
    // Delivery order is the position, not the order the rows were written in.
    for (const [n, row] of rows.entries()) {
      await t.database.db
        .update(leads)
        .set({ position: rows.length - n })
        .where(eq(leads.id, row.id));
    }
  });
  afterAll(() => t.close());

  const today = () => t.app.inject({ url: `/api/leads/today/${agentId}`, headers: { cookie } });

  it('answers the cards in delivery order, lead types named in their order', async () => {
    const cards = z.array(LeadCard).parse((await today()).json());
    expect(cards.map((card) => card.address)).toEqual([
      '103 Fixture St',
      '102 Fixture St',
      '101 Fixture St',
      '100 Fixture St',
    ]);
    expect(cards[0]?.leadTypes).toEqual(['Vacant', 'made-up-type', 'High Equity']);
  });

  it('plans no subquery per lead', async () => {
    await today();
    const [statement, ...others] = (await statementsSentDuring(today)).filter(
      (s) => !/"sessions"/.test(s.text),
    );
    expect(others).toEqual([]);
    if (!statement) throw new Error("today's statement was not sent");
    const { rows } = await t.database.pool.query<{ 'QUERY PLAN': string }>(
      `explain (verbose) ${statement.text}`,
      statement.values,
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).not.toMatch(/SubPlan|InitPlan/);
  });
});
