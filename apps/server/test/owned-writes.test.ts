import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { followUpActivities, followUpContacts, leads, swipes } from '../src/db/schema';
import { recordSwipe } from '../src/modules/daily-leads/swipe.service';
import { enrichLead } from '../src/modules/enrichment/enrichment.service';
import {
  completeDayRow,
  storeContactRecord,
  storeRolledOverDay,
} from '../src/modules/follow-up/activity-rows';
import {
  completeDay,
  dismissFromFollowUp,
  recordContact,
} from '../src/modules/follow-up/follow-up.service';
import {
  addPassedContact,
  passContact,
  saveCustomContact,
  updateContactStatus,
} from '../src/modules/lead-detail/contacts.service';
import { unsaveLead } from '../src/modules/saved-leads/unsave.service';
import { SkipTraceUnavailableError } from '../src/providers/skip-trace';
import { grantCredits, spendHeaders } from './credits';
import { createAgent, createProperties, setCriteria } from './factories';
import { savedLeadsApp } from './saved-leads-app';
import { agentWrites, statementsDuring } from './sql-log';

/**
 * Ownership is in every write's own SQL (docs/security.md "Who is asking"), not only in the read
 * before it: each flow that writes an agent's leads, swipes or follow-up rows is run, and every
 * UPDATE and DELETE it sends must name the agent in its WHERE (every INSERT fills agent_id).
 */
describe('writes name the agent', () => {
  // Monday 2 Nov 2026, 10:00 EST: the fixture leads' lead day, inside texting hours.
  const app = savedLeadsApp('2026-11-02T15:00:00Z', { zip: '00960', count: 7 });

  const agentId = () => app.the.agent.id;
  const get = (url: string) => app.t.app.inject({ url, headers: { cookie: app.the.agent.cookie } });
  const dashboardItem = async (n: number) => {
    const items = (await get(`/api/activities/dashboard/${agentId()}`)).json();
    return items.find((i: { lead: { id: string } }) => i.lead.id === app.the.leadId(n));
  };
  const record = async (n: number, contactId: string, status: 'sent' | 'passed') =>
    app.the.call('POST', '/api/activities/record', {
      agentId: agentId(),
      leadId: app.the.leadId(n),
      activityId: (await dashboardItem(n)).activity.id,
      contactId,
      status,
    });

  /** The agent-table writes `work` sends; fails on any that does not name the agent. */
  async function expectOwnedWrites(work: () => Promise<unknown>, tables: string[]) {
    const writes = agentWrites(await statementsDuring(work));
    expect(writes.filter((w) => !w.namesAgent).map((w) => w.sql)).toEqual([]);
    expect([...new Set(writes.map((w) => w.table))].sort()).toEqual([...tables].sort());
  }

  it('the follow-up: a day recorded, rolled over, passed, skipped and dismissed', async () => {
    await expectOwnedWrites(async () => {
      expect((await record(0, 'e1', 'sent')).json()).toEqual({ dayCompleted: true });
      app.t.clock.freeze(new Date('2026-11-03T15:00:00Z'));
      // Day 2 opens: the stored day rolls over inside the record.
      expect((await record(0, 'p1', 'passed')).json()).toEqual({ dayCompleted: true });
      await app.the.call('POST', `/api/leads/${app.the.leadId(1)}/pass-contact`, {
        contactId: 'e1',
      });
      const skipped = await app.the.call('POST', '/api/activities/complete-day', {
        agentId: agentId(),
        leadId: app.the.leadId(1),
        activityId: (await dashboardItem(1)).activity.id,
      });
      expect(skipped.json()).toEqual({ dayCompleted: true });
      const dismissed = await app.the.call('POST', '/api/activities/dismiss-property', {
        agentId: agentId(),
        leadId: app.the.leadId(2),
      });
      expect(dismissed.statusCode).toBe(200);
      app.t.clock.freeze(new Date('2026-11-02T15:00:00Z'));
    }, ['follow_up_activities', 'follow_up_contacts', 'leads']);
  });

  it('swipes: a save, a dismiss and an undo', async () => {
    await expectOwnedWrites(async () => {
      const leadId = app.the.leadId(3);
      await app.the.call('POST', '/api/swipe', { agentId: agentId(), leadId, action: 'dismiss' });
      await app.the.call('POST', '/api/swipe', { agentId: agentId(), leadId, action: 'save' });
      expect(
        (await app.the.call('POST', '/api/swipe/undo', { agentId: agentId() })).statusCode,
      ).toBe(200);
    }, ['leads', 'swipes']);
  });

  it('the lead detail and unsave', async () => {
    await expectOwnedWrites(async () => {
      const leadId = app.the.leadId(4);
      await app.the.call('PATCH', `/api/leads/${leadId}/contact-status`, {
        agentId: agentId(),
        contactStatus: 'contacted',
      });
      await app.the.call('POST', `/api/leads/${leadId}/pass-contact`, { contactId: 'p1' });
      await app.the.call('PATCH', `/api/swipe-actions/${app.the.saved[4]?.swipeActionId}/contact`, {
        agentId: agentId(),
        customEmail: 'me@agent.example',
        customPhone: null,
      });
      const unsaved = await app.t.app.inject({
        method: 'DELETE',
        url: `/api/leads/${leadId}/unsave`,
        headers: { cookie: app.the.agent.cookie },
        payload: { agentId: agentId() },
      });
      expect(unsaved.statusCode).toBe(200);
    }, ['leads']);
  });

  it('enrichment: a claim, the contacts found, and a claim given back', async () => {
    const enrich = (leadId: string, lookup: () => Promise<never> | Promise<object>) =>
      enrichLead({
        pool: app.t.database.pool,
        db: app.t.database.db,
        skipTrace: { name: 'sample', lookup: lookup as never },
        agentId: agentId(),
        leadId,
        now: app.t.clock.now(),
      });
    await expectOwnedWrites(async () => {
      const found = await enrich(app.the.leadId(5), async () => ({
        phones: [{ number: '3055550188', dnc: false, source: 'test', personName: null }],
        emails: [],
      }));
      expect(found.stats.phonesAdded).toBe(1);
      await expect(
        enrich(app.the.leadId(3), async () => {
          throw new SkipTraceUnavailableError('BatchData refused');
        }),
      ).rejects.toMatchObject({ code: 'SKIP_TRACE_UNAVAILABLE' });
    }, ['leads']);
  });

  it("another agent's id with a real lead reaches no row, write by write", async () => {
    const { db, pool } = app.t.database;
    const intruder = (await createAgent(db)).id;
    const leadId = app.the.leadId(6);
    const activityId = (await dashboardItem(6)).activity.id;
    const rowsOfLead = async () => ({
      lead: await db.select().from(leads).where(eq(leads.id, leadId)),
      activities: await db
        .select()
        .from(followUpActivities)
        .where(eq(followUpActivities.leadId, leadId)),
      contacts: await db.select().from(followUpContacts).where(eq(followUpContacts.leadId, leadId)),
      swipes: await db.select().from(swipes).where(eq(swipes.leadId, leadId)),
    });
    const before = await rowsOfLead();
    const now = app.t.clock.now();
    const asIntruder = { agentId: intruder, leadId };

    // The follow-up's own writes, which run after the day was read and locked.
    await storeRolledOverDay(db, { ...asIntruder, dayNumber: 5 });
    const client = await pool.connect();
    try {
      await completeDayRow(client, { ...asIntruder, activityId, now });
      await storeContactRecord(client, {
        ...asIntruder,
        activityId,
        contactId: 'e1',
        recipientType: 'email',
        recipientValue: 'intruder@example.test',
        recipientName: null,
        status: 'passed',
        now,
        recordable: [],
      });
    } finally {
      client.release();
    }
    expect(await addPassedContact(db, { ...asIntruder, contactId: 'p1' })).toBe(false);
    // Each service, called straight (no route guard in the way): simply not found.
    const refusals = [
      () =>
        recordContact(
          { db, pool },
          { ...asIntruder, activityId, contactId: 'e1', status: 'sent' },
          now,
        ),
      () => completeDay(pool, { ...asIntruder, activityId }, now),
      () => dismissFromFollowUp(db, intruder, leadId, now),
      () => recordSwipe({ pool, ...asIntruder, action: 'dismiss', now }),
      () => unsaveLead(db, intruder, leadId),
      () => updateContactStatus(db, { ...asIntruder, contactStatus: 'blocked' }),
      () => passContact(db, { ...asIntruder, contactId: 'p1' }),
      () =>
        saveCustomContact(db, {
          agentId: intruder,
          swipeActionId: app.the.saved[6]?.swipeActionId ?? '',
          customEmail: 'intruder@example.test',
          customPhone: null,
        }),
      () =>
        enrichLead({
          pool,
          db,
          skipTrace: { name: 'sample', lookup: async () => ({ phones: [], emails: [] }) },
          ...asIntruder,
          now,
        }),
    ];
    for (const refusal of refusals)
      await expect(refusal()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await rowsOfLead()).toEqual(before);
  });

  it('credits: a lead package, its Get Remaining and a bulk purchase', async () => {
    const zip = '00961';
    await createProperties(app.t.database.db, { zip, count: 10 });
    await grantCredits(app.t, agentId(), 100);
    await setCriteria(app.t.database.db, agentId(), { targetAreas: [zip] });
    const buy = (url: string, payload: object) =>
      app.t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: spendHeaders(app.the.agent.cookie),
      });
    const search = { agentId: agentId(), quicklist: 'high-equity', location: { type: 'zip', zip } };
    await expectOwnedWrites(async () => {
      const pack = `/api/leads/purchase/${agentId()}`;
      const first = await buy(pack, { packageSize: 25 });
      expect(first.json()).toMatchObject({ leadsCount: 10, status: 'partial' });
      await createProperties(app.t.database.db, { zip, count: 20 });
      const rest = await buy(pack, { packageSize: 25, continueSession: true });
      expect(rest.json()).toMatchObject({ leadsCount: 15, status: 'complete' });
      // A bulk purchase needs 25 available: 5 are left, 20 more come.
      await createProperties(app.t.database.db, { zip, count: 20 });
      const bulk = await buy('/api/leads/bulk-purchase', search);
      expect(bulk.json()).toMatchObject({ leadsCount: 25, status: 'complete' });
    }, [
      'credit_balances',
      'credit_transactions',
      'idempotent_answers',
      'lead_purchases',
      'leads',
      'swipes',
    ]);
  });
});
