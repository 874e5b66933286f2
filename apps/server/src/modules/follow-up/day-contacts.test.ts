import { makeLead } from '@porchlight/contracts/testing';
import { describe, expect, it } from 'vitest';
import { dayContacts } from './day-contacts';

describe('dayContacts: a DNC phone keeps its reason', () => {
  it("passes an imported phone's DNC reason to the text day's contact", () => {
    const lead = makeLead({
      phoneNumbers: [
        {
          id: 'p1',
          number: '3055550101',
          dnc: true,
          dncReason: 'litigator',
          source: 'import',
          personName: null,
        },
        { id: 'p2', number: '3055550102', dnc: false, source: 'import', personName: null },
      ],
    });
    const contacts = dayContacts(lead, 'activity', 'text', []);
    expect(contacts.map(({ id, dncStatus, dncReason }) => [id, dncStatus, dncReason])).toEqual([
      ['p1', true, 'litigator'],
      ['p2', false, undefined],
    ]);
  });
});
