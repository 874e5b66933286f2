import { Lead } from '@porchlight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent, createProperties, createSavedLeads } from '../../../test/factories';
import { agentWithSavedLeads } from '../../../test/saved-lead-agent';
import { savedLeadsApp } from '../../../test/saved-leads-app';

describe('lead detail: contact status, passed contacts, custom contact', () => {
  let t: TestApp;
  let the: Awaited<ReturnType<typeof agentWithSavedLeads>>;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(new Date('2026-11-06T15:00:00Z'));
    the = await agentWithSavedLeads(t, { zip: '00910', count: 3 });
  });
  afterAll(() => t.close());

  const call: typeof the.call = (...args) => the.call(...args);
  const leadId = (n: number) => the.leadId(n);
  const savedLead = (n: number) => the.savedLead(n);

  it('sets a contact status and resets it to none', async () => {
    const url = `/api/leads/${leadId(0)}/contact-status`;
    const contacted = await call('PATCH', url, {
      agentId: the.agent.id,
      contactStatus: 'contacted',
    });
    expect(contacted.json()).toMatchObject({ id: leadId(0), contactStatus: 'contacted' });
    expect((await savedLead(0)).contactStatus).toBe('contacted');
    const none = await call('PATCH', url, { agentId: the.agent.id, contactStatus: 'none' });
    expect(none.json().contactStatus).toBe('none');
    const bad = await call('PATCH', url, { agentId: the.agent.id, contactStatus: 'called' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'contactStatus' });
  });

  it('passes a contact once, even when the same and another pass arrive together', async () => {
    const url = `/api/leads/${leadId(1)}/pass-contact`;
    const answers = await Promise.all([
      call('POST', url, { contactId: 'p1' }),
      call('POST', url, { contactId: 'p1' }),
      call('POST', url, { contactId: 'e1' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const lead = await savedLead(1);
    expect(lead.passedContacts.sort()).toEqual(['e1', 'p1']);
    expect(lead.phoneNumbers).toEqual([]);
    expect(lead.emails).toEqual([]);
    const unknown = await call('POST', url, { contactId: 'nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'CONTACT_NOT_FOUND', field: 'contactId' });
  });

  it('saves a custom contact by swipe action: trimmed, empty as null, validated', async () => {
    const url = `/api/swipe-actions/${the.saved[2]?.swipeActionId}/contact`;
    const ok = await call('PATCH', url, {
      agentId: the.agent.id,
      customEmail: '  me@agent.example  ',
      customPhone: '(305) 555-0199',
    });
    expect(ok.json()).toMatchObject({ customEmail: 'me@agent.example', customPhone: '3055550199' });
    const emailOnly = await call('PATCH', url, {
      agentId: the.agent.id,
      customEmail: 'a@b.co',
      customPhone: '  ',
    });
    expect(emailOnly.json()).toMatchObject({ customEmail: 'a@b.co', customPhone: null });
    const none = await call('PATCH', url, {
      agentId: the.agent.id,
      customEmail: ' ',
      customPhone: '',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Please enter at least an email or phone number');
    const badEmail = await call('PATCH', url, {
      agentId: the.agent.id,
      customEmail: 'nope',
      customPhone: null,
    });
    expect(badEmail.json()).toMatchObject({ field: 'customEmail' });
    expect(badEmail.json().message).toContain('Please enter a valid email address');
    expect((await savedLead(2)).customEmail).toBe('a@b.co');
  });
});

describe('lead detail: the whole lead, read by its id', () => {
  const s = savedLeadsApp('2026-11-06T15:00:00Z', { zip: '00912', count: 2 });
  const get = (url: string) => s.t.app.inject({ url, headers: { cookie: s.the.agent.cookie } });

  it("answers the agent's own lead with every field of the contract, and nothing else", async () => {
    const res = await get(`/api/leads/${s.the.leadId(0)}`);
    expect(res.statusCode).toBe(200);
    const lead = Lead.strict().parse(res.json());
    expect(Object.keys(lead)).toEqual(Object.keys(Lead.shape));
    expect(lead).toMatchObject({
      id: s.the.leadId(0),
      address: s.the.street(0),
      status: 'saved',
      phoneNumbers: [expect.objectContaining({ id: 'p1' })],
      emails: [expect.objectContaining({ id: 'e1' })],
      swipeActionId: s.the.saved[0]?.swipeActionId,
    });
  });

  it("answers 404 for another agent's lead, for an unknown one and for a removed one", async () => {
    const other = await createAgent(s.t.database.db);
    const [property] = await createProperties(s.t.database.db, { zip: '00913', count: 1 });
    const [theirs] = await createSavedLeads(s.t.database.db, other.id, [property?.id ?? 0]);
    const removed = s.the.leadId(1);
    const unsave = await s.t.app.inject({
      method: 'DELETE',
      url: `/api/leads/${removed}/unsave`,
      payload: { agentId: s.the.agent.id },
      headers: { cookie: s.the.agent.cookie },
    });
    expect(unsave.statusCode).toBe(200);
    for (const leadId of [theirs?.id, '00000000-0000-4000-8000-000000000000', removed]) {
      const res = await get(`/api/leads/${leadId}`);
      expect(res.statusCode, String(leadId)).toBe(404);
      expect(res.json()).toEqual({
        error: 'NOT_FOUND',
        message: 'This lead is not among your leads.',
      });
    }
  });

  it('answers 400 for an id that is not a lead id', async () => {
    const res = await get('/api/leads/not-a-lead');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'leadId' });
  });

  it('leaves the /api/leads routes with a fixed second segment to their own handlers', async () => {
    const today = await get(`/api/leads/today/${s.the.agent.id}`);
    expect(today.statusCode).toBe(200);
    expect(Array.isArray(today.json())).toBe(true);
    const canGenerate = await get(`/api/leads/can-generate/${s.the.agent.id}`);
    expect(canGenerate.statusCode).toBe(200);
    expect(canGenerate.json()).toHaveProperty('canGenerate');
  });
});
