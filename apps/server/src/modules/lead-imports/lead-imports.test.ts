import type { LeadImportPreview, ListedLead } from '@porchlight/contracts';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createProperties, createSavedLeads } from '../../../test/factories';
import {
  IMPORT_HEADER as HEADER,
  importCalls,
  signedInAgent,
} from '../../../test/lead-import-calls';
import { leadImports, leads, properties } from '../../db/schema';

describe('lead imports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(new Date('2026-11-26T15:00:00Z'));
  });
  afterAll(() => t.close());

  const signedIn = () => signedInAgent(t);

  async function importedLeads(agentId: string) {
    return t.database.db
      .select({
        id: leads.id,
        status: leads.status,
        started: leads.sequenceStartedAt,
        address: properties.address,
      })
      .from(leads)
      .innerJoin(properties, eq(properties.id, leads.propertyId))
      .where(and(eq(leads.agentId, agentId), eq(leads.source, 'import')))
      .orderBy(leads.position);
  }

  it('previews a file: normalised rows, repeats in the file, a lead the agent has, a row with no address', async () => {
    const agent = await signedIn();
    const [property] = await createProperties(t.database.db, {
      zip: '33140',
      count: 1,
      overrides: { address: '100 Fixture St', city: 'Miami Beach', state: 'FL' },
    });
    await createSavedLeads(t.database.db, agent.id, [property?.id ?? 0]);
    const csv = [
      HEADER,
      '12 oak street apt 4,Miami Beach,FL,33140-1234,Ana,Peña,(305) 555-0111,ANA@Example.com',
      '12 Oak St #4,Miami Beach,fl,33140,Ana,Peña,305-555-0111,',
      '100 FIXTURE STREET,Miami Beach,FL,33140,Old,Owner,,',
      ',Miami Beach,FL,33140,No,Address,,',
      '"7 Bay\nRoad",Miami Beach,FL,33140,Lee,Stone,3055550199,',
    ].join('\n');
    const res = await importCalls(t, agent).upload(csv);
    expect(res.statusCode).toBe(201);
    const preview = res.json<LeadImportPreview>();
    expect(preview).toMatchObject({
      status: 'previewed',
      encoding: 'utf-8',
      delimiter: ',',
      problem: null,
      counts: { rows: 5, ready: 2, duplicateInFile: 1, alreadyHave: 1, refused: 1 },
    });
    expect(preview.mapping.slice(0, 4)).toEqual(['address', 'city', 'state', 'zip']);
    expect(preview.preview.map((row) => row.address)).toEqual(['12 Oak St Apt 4', '7 Bay Rd']);
    expect(preview.preview[0]).toMatchObject({
      zip: '33140',
      phones: ['3055550111'],
      emails: ['ana@example.com'],
    });
    expect(preview.issues.map((issue) => [issue.row, issue.outcome])).toEqual([
      [3, 'duplicate_in_file'],
      [4, 'already_have'],
      [5, 'refused'],
    ]);
  });

  it('imports to Saved in the Imported group, with follow-up waiting for the agent', async () => {
    const agent = await signedIn();
    const calls = importCalls(t, agent);
    const csv = [
      HEADER,
      '1 Palm Ave,Miami,FL,33101,Ana,Ruiz,3055550101,',
      '2 Palm Ave,Miami,FL,33101,Bo,Li,,bo@example.com',
    ].join('\n');
    const done = await calls.importFile(csv);
    expect(done).toMatchObject({ status: 'done', imported: 2, awaitingFollowUp: 2, processed: 2 });
    const saved = (
      await t.app.inject({ url: `/api/saved/${agent.id}`, headers: { cookie: agent.cookie } })
    ).json<ListedLead[]>();
    expect(saved.map((lead) => [lead.address, lead.source, lead.sequenceStartedAt])).toEqual(
      expect.arrayContaining([
        ['1 Palm Ave', 'import', null],
        ['2 Palm Ave', 'import', null],
      ]),
    );
    const dashboard = await t.app.inject({
      url: `/api/activities/dashboard/${agent.id}`,
      headers: { cookie: agent.cookie },
    });
    expect(JSON.stringify(dashboard.json())).not.toContain('Palm Ave');

    const [first] = saved;
    const one = await t.app.inject({
      method: 'POST',
      url: `/api/leads/${first?.id}/start-follow-up`,
      headers: { cookie: agent.cookie },
      payload: {},
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().sequenceStartedAt).not.toBeNull();
    const all = await t.app.inject({
      method: 'POST',
      url: `/api/lead-imports/${agent.id}/${done.id}/follow-up`,
      headers: { cookie: agent.cookie },
      payload: {},
    });
    expect(all.json()).toEqual({ started: 1 });
    expect((await calls.summary(done.id)).awaitingFollowUp).toBe(0);

    // Enhanced and exported like any lead.
    const enrich = await t.app.inject({
      method: 'POST',
      url: `/api/leads/${first?.id}/enrich`,
      headers: { cookie: agent.cookie },
      payload: { agentId: agent.id },
    });
    expect([200, 404]).toContain(enrich.statusCode);
    const csvOut = await t.app.inject({
      url: '/api/export/saved-leads.csv',
      headers: { cookie: agent.cookie },
    });
    const exported = parse(csvOut.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(
      exported.map((row) => [
        row.Address?.startsWith('1 Palm Ave') || row.Address?.startsWith('2 Palm Ave'),
        row.Source,
      ]),
    ).toEqual([
      [true, 'Imported'],
      [true, 'Imported'],
    ]);

    // The same file again: every row is a lead the agent has.
    const again = (await calls.upload(csv)).json<LeadImportPreview>();
    expect(again.counts).toMatchObject({ ready: 0, alreadyHave: 2 });
  });

  it("skips a lead the agent dismissed or bought, at any spelling, and never another agent's", async () => {
    const agent = await signedIn();
    const other = await signedIn();
    const at = (address: string) => ({ address, city: 'Miami', state: 'FL', zip: '33142' });
    const [dismissed, bought, theirs] = await Promise.all(
      ['10 North West 5th Street Apt 2', '11 Ocean Blvd', '12 Bay Ter'].map(async (address) => {
        const [property] = await createProperties(t.database.db, {
          zip: '33142',
          count: 1,
          overrides: at(address),
        });
        return property?.id ?? 0;
      }),
    );
    const [gone] = await createSavedLeads(t.database.db, agent.id, [dismissed ?? 0]);
    const [purchase] = await createSavedLeads(t.database.db, agent.id, [bought ?? 0]);
    await createSavedLeads(t.database.db, other.id, [theirs ?? 0]);
    await t.database.db
      .update(leads)
      .set({ status: 'dismissed' })
      .where(eq(leads.id, gone?.id ?? ''));
    await t.database.db
      .update(leads)
      .set({ source: 'bulk' })
      .where(eq(leads.id, purchase?.id ?? ''));
    const csv = [
      HEADER,
      '10 NW 5th St #2,Miami,FL,33142-0001,,,,',
      '11 OCEAN BOULEVARD,miami,Florida,,,,,',
      '12 Bay Terrace,Miami,FL,33142,,,,',
    ].join('\n');
    const preview = (await importCalls(t, agent).upload(csv)).json<LeadImportPreview>();
    expect(preview.counts).toMatchObject({ ready: 1, alreadyHave: 2 });
    expect(preview.preview.map((row) => row.address)).toEqual(['12 Bay Ter']);
  });

  it('keeps an opted-out number opted out on an imported lead', async () => {
    const agent = await signedIn();
    const [property] = await createProperties(t.database.db, { zip: '33141', count: 1 });
    const [lead] = await createSavedLeads(t.database.db, agent.id, [property?.id ?? 0]);
    const optOut = await t.app.inject({
      method: 'POST',
      url: '/api/opt-outs',
      headers: { cookie: agent.cookie },
      payload: { agentId: agent.id, leadId: lead?.id, contactId: 'p1' },
    });
    expect(optOut.statusCode).toBeLessThan(300);
    await importCalls(t, agent).importFile(
      [HEADER, '9 Elm St,Miami,FL,33101,Pat,Owner,305-555-0100,'].join('\n'),
    );
    const [imported] = await importedLeads(agent.id);
    const detail = await t.app.inject({
      url: `/api/leads/${imported?.id}`,
      headers: { cookie: agent.cookie },
    });
    expect(detail.json().optedOutContacts).toEqual(['import-phone-1']);
  });

  it('offers imported leads as extra cards after the day, a batch at a time', async () => {
    const agent = await signedIn();
    const rows = Array.from(
      { length: 7 },
      (_, n) => `${n + 1} Review Way,Miami,FL,33101,Ana,Ruiz,,`,
    );
    await importCalls(t, agent).importFile([HEADER, ...rows].join('\n'), 'review');
    const headers = { cookie: agent.cookie };
    const review = () => t.app.inject({ url: `/api/import-review/${agent.id}`, headers });
    expect((await review()).json()).toEqual({ waiting: 7, offeredToday: 0, batchSize: 5 });
    expect((await importedLeads(agent.id)).every((lead) => lead.status === 'new')).toBe(true);

    const offers = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({
          method: 'POST',
          url: `/api/import-review/${agent.id}`,
          headers,
          payload: {},
        }),
      ),
    );
    expect(offers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const today = (await t.app.inject({ url: `/api/leads/today/${agent.id}`, headers })).json<
      { id: string; address: string }[]
    >();
    expect(today.map((card) => card.address)).toEqual([
      '1 Review Way',
      '2 Review Way',
      '3 Review Way',
      '4 Review Way',
      '5 Review Way',
    ]);

    for (const card of today) {
      const swipe = await t.app.inject({
        method: 'POST',
        url: '/api/swipe',
        headers,
        payload: { agentId: agent.id, leadId: card.id, action: 'save' },
      });
      expect(swipe.statusCode).toBe(200);
    }
    const undo = await t.app.inject({
      method: 'POST',
      url: '/api/swipe/undo',
      headers,
      payload: { agentId: agent.id },
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().address).toBe('5 Review Way');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/import-review/${agent.id}`,
      headers,
      payload: {},
    });
    expect(refused.json().error).toBe('CONFLICT');
    await t.app.inject({
      method: 'POST',
      url: '/api/swipe',
      headers,
      payload: { agentId: agent.id, leadId: today[4]?.id, action: 'dismiss' },
    });
    const next = await t.app.inject({
      method: 'POST',
      url: `/api/import-review/${agent.id}`,
      headers,
      payload: {},
    });
    expect(next.json()).toEqual({ waiting: 0, offeredToday: 2, batchSize: 5 });
    const saved = (await importedLeads(agent.id)).filter((lead) => lead.status === 'saved');
    // A right swipe is the agent's choice: those leads start their follow-up like a daily lead.
    expect(saved).toHaveLength(4);
    expect(saved.every((lead) => lead.started !== null)).toBe(true);
  });

  it('leaves no lead behind when an import fails part way', async () => {
    const agent = await signedIn();
    const rows = Array.from(
      { length: 1_500 },
      (_, n) => `${n + 1} Rollback Rd,Miami,FL,33101,Ana,Ruiz,,`,
    );
    // The 1,200th row's lead fails: the first thousand are already written in the transaction.
    await t.database.db.execute(
      sql.raw(`
      create function fail_import_row() returns trigger language plpgsql as $$
      begin
        if new.address = '1200 Rollback Rd' then raise exception 'disk full'; end if;
        return new;
      end $$;
      create trigger fail_import_row before insert on properties for each row execute function fail_import_row();`),
    );
    try {
      const done = await importCalls(t, agent).importFile([HEADER, ...rows].join('\n'));
      expect(done.status).toBe('failed');
      expect(done.message).toBe(
        'The import stopped before it finished, and nothing was imported. Try it again.',
      );
      expect(await importedLeads(agent.id)).toEqual([]);
      const [left] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(properties)
        .where(sql`${properties.externalId} like ${`${agent.id}:%`}`);
      expect(left?.n).toBe(0);
      // The uploaded text is not kept past the import's end, failed or not.
      const kept = await t.database.db
        .select({ csvText: leadImports.csvText })
        .from(leadImports)
        .where(eq(leadImports.agentId, agent.id));
      expect(kept).toEqual([{ csvText: null }]);
    } finally {
      await t.database.db.execute(
        sql.raw('drop trigger fail_import_row on properties; drop function fail_import_row();'),
      );
    }
  });
});
