import { describe, expect, it } from 'vitest';
import { makeLead } from '@/test/lead-fixture';
import { scriptForDay, sendLink } from './send-link';

const lead = makeLead({ owner1: 'Ana Diaz', owner2: null, address: '12 Elm St' });
const script = {
  dayNumber: 1,
  subject: 'for {firstname}',
  body: 'Hi {FirstName}, {streetaddress}?',
};

describe('scriptForDay', () => {
  it("takes the agent's script for the day, else the default", () => {
    const saved = [{ dayNumber: 2, subject: null, body: 'Mine' }];
    expect(scriptForDay(saved, 2).body).toBe('Mine');
    expect(scriptForDay(saved, 6).body).toBe('is this {firstname}?');
    expect(scriptForDay(undefined, 1).subject).toBe('for {firstname} (re: {streetaddress})');
  });
});

describe('sendLink', () => {
  it('builds a mailto: link with the subject and body filled in', () => {
    const email = {
      recipientType: 'email' as const,
      recipientValue: 'pat@example.net',
      recipientName: null,
    };
    expect(sendLink(email, script, lead, false)).toBe(
      'mailto:pat@example.net?subject=for%20Ana&body=Hi%20Ana%2C%2012%20Elm%20St%3F',
    );
  });

  it("says 'there' after a greeting and 'the owner' elsewhere without a name, never 'for there'", () => {
    const email = {
      recipientType: 'email' as const,
      recipientValue: 'pat@example.net',
      recipientName: null,
    };
    const unnamed = makeLead({ owner1: null, owner2: null, ownerFullName: null, ownerName: null });
    const link = sendLink(email, script, unnamed, false);
    expect(link).toContain('subject=for%20the%20owner&');
    expect(link).toContain('body=Hi%20there%2C');
  });

  it("greets each contact by its own person's name: the second owner's email says Samuel", () => {
    const owners = makeLead({
      owner1: 'Brian Bailey',
      owner2: 'Samuel Bailey',
      address: '12 Elm St',
    });
    const second = {
      recipientType: 'email' as const,
      recipientValue: 'sam@example.net',
      recipientName: 'Samuel Bailey',
    };
    expect(sendLink(second, script, owners, false)).toContain('body=Hi%20Samuel%2C');
    const company = makeLead({ owner1: 'Horizon Holdings LLC', owner2: null });
    const person = { ...second, recipientName: 'STEVEN PARK' };
    expect(sendLink(person, script, company, false)).toContain('body=Hi%20Steven%2C');
  });

  it("builds an sms: link with the body, '?' elsewhere and '&' on iOS", () => {
    const phone = {
      recipientType: 'phone' as const,
      recipientValue: '(305) 555-0100',
      recipientName: null,
    };
    expect(sendLink(phone, script, lead, false)).toBe(
      'sms:3055550100?body=Hi%20Ana%2C%2012%20Elm%20St%3F',
    );
    expect(sendLink(phone, script, lead, true)).toBe(
      'sms:3055550100&body=Hi%20Ana%2C%2012%20Elm%20St%3F',
    );
  });
});
