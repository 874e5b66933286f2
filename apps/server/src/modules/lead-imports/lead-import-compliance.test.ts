import type { Lead, ListedLead } from '@porchlight/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { importCalls, signedInAgent } from '../../../test/lead-import-calls';
import { postcardOrders } from '../../db/schema';

// An imported list's compliance columns, kept on its leads (docs/imports.md "Cleaning"): a DNC
// phone's reason shown with the lead, and Do Not Mail refusing a postcard.

const HEADER =
  'Address,City,State,Zip,Owner Name,Phone 1,Phone 1 Litigator,Phone 2,Phone 2 DNC,Do Not Mail';

describe('imported compliance columns', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(new Date('2026-11-26T15:00:00Z'));
  });
  afterAll(() => t.close());

  async function importedLeads() {
    const agent = await signedInAgent(t);
    const csv = [
      HEADER,
      '1 Palm Ave,Miami,FL,33101,Ana Ruiz,3055550101,Yes,3055550102,No,Yes',
      '2 Palm Ave,Miami,FL,33101,Bo Li,3055550103,No,,,',
    ].join('\n');
    const done = await importCalls(t, agent).importFile(csv);
    expect(done).toMatchObject({ status: 'done', imported: 2 });
    const get = (url: string) => t.app.inject({ url, headers: { cookie: agent.cookie } });
    const saved = (await get(`/api/saved/${agent.id}`)).json<ListedLead[]>();
    const byAddress = async (address: string) => {
      const id = saved.find((lead) => lead.address === address)?.id;
      return (await get(`/api/leads/${id}`)).json<Lead>();
    };
    return { agent, first: await byAddress('1 Palm Ave'), second: await byAddress('2 Palm Ave') };
  }

  it("keeps each DNC phone's reason on the lead, and its Do Not Mail", async () => {
    const { first, second } = await importedLeads();
    expect(
      first.phoneNumbers.map(({ number, dnc, dncReason }) => [number, dnc, dncReason]),
    ).toEqual([
      ['3055550101', true, 'litigator'],
      ['3055550102', false, undefined],
    ]);
    expect(first.doNotMail).toBe(true);
    // No DNC column for its phone: DNC until Enhance checks it, and the lead says so.
    expect(second.phoneNumbers.map(({ dnc, dncReason }) => [dnc, dncReason])).toEqual([
      [true, 'unchecked'],
    ]);
    expect(second.doNotMail).toBe(false);
  });

  it('refuses a postcard to an owner marked Do Not Mail, and stores no order', async () => {
    const { agent, first, second } = await importedLeads();
    const send = (leadId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/postcards/send',
        headers: { cookie: agent.cookie },
        payload: {
          leadId,
          message: 'Hi, would you consider an offer on your home?',
          frontImageUrl: `/api/postcards/front/${leadId}`,
        },
      });
    const refused = await send(first.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('DO_NOT_MAIL');
    const orders = await t.database.db
      .select({ id: postcardOrders.id })
      .from(postcardOrders)
      .where(eq(postcardOrders.leadId, first.id));
    expect(orders).toEqual([]);
    expect((await send(second.id)).statusCode).toBe(201);
  });
});
