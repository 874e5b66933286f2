import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { agentWithSavedLeads } from '../../../test/saved-lead-agent';

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
