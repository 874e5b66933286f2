import {
  ActivityDashboardItem,
  FollowUpLead,
  Lead,
  LeadCard,
  ListedLead,
} from '@porchlight/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  createAgent,
  createProperties,
  createSavedLeads,
  sessionCookie,
} from '../../../test/factories';
import { contactOptOuts, leads } from '../../db/schema';
import { contactValue, contactValueSql } from './contact-key';

// The lead's shape is built by PostgreSQL (lead-json.ts) and sent as it is: nothing re-checks it
// on the way out, so this pins every derived field and parses the answers through the contract.
describe('the lead as PostgreSQL builds it', () => {
  let t: TestApp;
  let agentId: string;
  let cookie: string;
  let leadId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(new Date('2026-11-02T15:00:00Z'));
    const agent = await createAgent(t.database.db);
    agentId = agent.id;
    cookie = await sessionCookie(t.database.db, agentId);
    const [property] = await createProperties(t.database.db, {
      zip: '00042',
      count: 1,
      overrides: {
        owner1: 'Pat Owner',
        owner2: 'Sam Owner',
        latitude: 25.714109,
        longitude: -80.460078,
        baths: 2.5,
        ownershipStartDate: '2020-12-07',
        lastSaleDate: '2020-12-07',
        lastSalePrice: 232_000,
        leadTypes: ['tax-default', 'made-up-type', 'off-market'],
        phones: [
          { id: 'p1', number: '(305) 555-0100', dnc: false, source: 'sample', personName: 'Pat' },
          { id: 'p2', number: '+1 305 555 0101', dnc: true, source: 'sample', personName: null },
          { id: 'p3', number: '3055550102', dnc: false, source: 'sample', personName: null },
        ],
        emails: [
          { id: 'e1', email: ' Owner@Example.TEST\t', source: 'sample', personName: 'Pat' },
          { id: 'e2', email: 'other@example.test', source: 'sample', personName: null },
        ],
      },
    });
    if (!property) throw new Error('no property');
    const [lead] = await createSavedLeads(t.database.db, agentId, [property.id], {
      at: new Date('2026-11-02T15:00:00.123Z'),
    });
    if (!lead) throw new Error('no lead');
    leadId = lead.id;
    await t.database.db
      .update(leads)
      .set({
        passedContacts: ['p3'],
        enrichedAt: new Date('2026-11-02T15:01:00Z'),
        enrichedPhones: [
          { id: 'bd1', number: '3055550199', dnc: false, source: 'batchdata', personName: 'Pat' },
        ],
        customPhone: '305-555-0177',
        customEmail: 'CUSTOM@example.test',
        sequenceStartedAt: new Date('2026-11-02T15:00:00.123Z'),
      })
      .where(eq(leads.id, leadId));
    await t.database.db.insert(contactOptOuts).values(
      [
        ['phone', '3055550101'],
        ['phone', '3055550102'], // passed, so not listed
        ['email', 'owner@example.test'],
        ['phone', '3055550177'],
        ['email', 'custom@example.test'],
      ].map(([type, value]) => ({
        agentId,
        contactType: type as 'email' | 'phone',
        contactValue: value as string,
        createdAt: new Date('2026-11-02T15:02:00Z'),
      })),
    );
  });
  afterAll(() => t?.close());

  test('lead detail answers every field of the contract, derived as the spec says', async () => {
    const response = await t.app.inject({ url: `/api/leads/${leadId}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const lead = Lead.strict().parse(response.json());
    expect(lead).toMatchObject({
      id: leadId,
      latitude: 25.714109,
      longitude: -80.460078,
      baths: 2.5,
      bathrooms: 2.5,
      leadTypes: ['Tax Default', 'made-up-type', 'Off Market'],
      ownerFullName: 'Pat Owner & Sam Owner',
      ownerName: 'Pat Owner',
      ownershipStartDate: '2020-12-07',
      estimatedValue: 400_000,
      propertyValue: 400_000,
      equity: 200_000,
      lastTransferPrice: null,
      lastSalePrice: 232_000,
      dataSource: 'sample',
      skipSherpaEnriched: true,
      passedContacts: ['p3'],
      optedOutContacts: ['p2', 'e1', 'custom-phone', 'custom-email'],
      postcardSent: false,
      postcardSentAt: null,
      createdAt: '2026-11-02T15:00:00.123Z',
      sequenceStartedAt: '2026-11-02T15:00:00.123Z',
    });
    expect(lead.phoneNumbers.map((p) => p.id)).toEqual(['p1', 'p2', 'bd1']);
    expect(lead.phoneNumbers[0]).toEqual({
      id: 'p1',
      number: '(305) 555-0100',
      dnc: false,
      source: 'sample',
      personName: 'Pat',
    });
    expect(lead.emails.map((e) => e.id)).toEqual(['e1', 'e2']);
    expect(typeof lead.swipeActionId).toBe('string');
  });

  test('names no owner when there is none, and an empty list as []', async () => {
    const other = await createAgent(t.database.db);
    const otherCookie = await sessionCookie(t.database.db, other.id);
    const empty = await t.app.inject({
      url: `/api/leads/today/${other.id}`,
      headers: { cookie: otherCookie },
    });
    expect(empty.body).toBe('[]');
    const [property] = await createProperties(t.database.db, {
      zip: '00043',
      count: 1,
      overrides: { owner1: '', owner2: null, phones: [], emails: [] },
    });
    if (!property) throw new Error('no property');
    const [theirs] = await createSavedLeads(t.database.db, other.id, [property.id]);
    const detail = await t.app.inject({
      url: `/api/leads/${theirs?.id}`,
      headers: { cookie: otherCookie },
    });
    const lead = Lead.parse(detail.json());
    expect(lead).toMatchObject({
      ownerFullName: null,
      phoneNumbers: [],
      emails: [],
      optedOutContacts: [],
      skipSherpaEnriched: false,
    });
  });

  test("today's batch answers the swipe card's fields, exactly", async () => {
    // The saved lead was delivered today (the factory's lead day is the frozen clock's).
    const response = await t.app.inject({
      url: `/api/leads/today/${agentId}`,
      headers: { cookie },
    });
    const [card] = z.array(LeadCard.strict()).parse(response.json());
    expect(Object.keys(card ?? {})).toEqual(Object.keys(LeadCard.shape));
    expect(card).toMatchObject({
      id: leadId,
      leadTypes: ['Tax Default', 'made-up-type', 'Off Market'],
      ownerFullName: 'Pat Owner & Sam Owner',
      createdAt: '2026-11-02T15:00:00.123Z',
    });
  });

  test("the saved and dismissed lists answer their cards' fields, exactly", async () => {
    const lister = await createAgent(t.database.db);
    const listerCookie = await sessionCookie(t.database.db, lister.id);
    const properties = await createProperties(t.database.db, {
      zip: '00044',
      count: 2,
      overrides: { leadTypes: ['tax-default', 'off-market'] },
    });
    const [kept, passed] = await createSavedLeads(
      t.database.db,
      lister.id,
      properties.map((p) => p.id),
      { at: new Date('2026-11-02T15:00:00.123Z') },
    );
    const dismiss = await t.app.inject({
      method: 'POST',
      url: '/api/swipe',
      payload: { agentId: lister.id, leadId: passed?.id, action: 'dismiss' },
      headers: { cookie: listerCookie },
    });
    expect(dismiss.statusCode).toBe(200);
    for (const [list, lead] of [
      ['saved', kept],
      ['dismissed', passed],
    ] as const) {
      const response = await t.app.inject({
        url: `/api/${list}/${lister.id}`,
        headers: { cookie: listerCookie },
      });
      const [card, ...rest] = z.array(ListedLead.strict()).parse(response.json());
      expect(rest).toEqual([]);
      expect(Object.keys(card ?? {})).toEqual(Object.keys(ListedLead.shape));
      expect(card).toMatchObject({
        id: lead?.id,
        leadTypes: ['Tax Default', 'Off Market'],
        source: 'daily',
        contactStatus: 'none',
        createdAt: '2026-11-02T15:00:00.123Z',
      });
    }
  });

  test("the follow-up dashboard answers the card's lead fields, exactly, and the day's contacts", async () => {
    const response = await t.app.inject({
      url: `/api/activities/dashboard/${agentId}`,
      headers: { cookie },
    });
    const [item] = z
      .array(ActivityDashboardItem.extend({ lead: FollowUpLead.strict() }))
      .parse(response.json());
    expect(Object.keys(item?.lead ?? {})).toEqual(Object.keys(FollowUpLead.shape));
    expect(item?.lead).toMatchObject({ id: leadId, ownerFullName: 'Pat Owner & Sam Owner' });
    // Day 1 is an email day: e1 (opted out) and e2, after the agent's own custom email.
    expect(item?.contacts.map((c) => [c.id, c.optedOut])).toEqual([
      ['custom-email', true],
      ['e1', true],
      ['e2', false],
    ]);
  });

  test.each([
    ['phone', '(305) 555-0100'],
    ['phone', '+1 305 555 0101'],
    ['phone', '555-0100'],
    ['phone', '١٢٣ 305 555 0100'],
    ['email', ' Owner@Example.TEST\t'],
    ['email', '\u00a0owner@example.test\ufeff'],
    ['email', 'ÉLODIE@example.test'],
  ] as const)('compares a %s %j in SQL exactly as in TypeScript', async (type, value) => {
    const { rows } = await t.database.db.execute<{ value: string }>(
      sql`select ${contactValueSql(type, sql`${value}::text`)} as value`,
    );
    expect(rows[0]?.value).toBe(contactValue(type, value));
  });
});
