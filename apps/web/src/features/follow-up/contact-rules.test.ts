import { makeActivityContact as contact } from '@porchlight/contracts/testing';
import { describe, expect, it } from 'vitest';
import { recipientDisplay, sendBlock } from './contact-rules';

const open = { textsOpenAt: null, busy: false };

describe('recipientDisplay', () => {
  it('reads phones as (###) ###-#### and emails as they are', () => {
    expect(recipientDisplay(contact())).toBe('(305) 555-0100');
    expect(
      recipientDisplay(contact({ recipientType: 'email', recipientValue: 'pat@example.net' })),
    ).toBe('pat@example.net');
  });
});

describe('sendBlock', () => {
  it('lets a contactable contact go', () => {
    expect(sendBlock(contact(), open)).toBeNull();
  });

  it('holds back an opted-out contact first, then a DNC one', () => {
    expect(sendBlock(contact({ optedOut: true, dncStatus: true }), open)?.reason).toBe('optedOut');
    expect(sendBlock(contact({ dncStatus: true }), open)?.reason).toBe('dnc');
  });

  it('waits while a call for the contact is on its way', () => {
    expect(sendBlock(contact(), { ...open, busy: true })?.reason).toBe('busy');
  });

  it('holds texts, not emails, outside texting hours', () => {
    const closed = { ...open, textsOpenAt: '8:00 AM PST' };
    expect(sendBlock(contact(), closed)).toEqual({
      reason: 'quietHours',
      text: 'Texts to this owner can be sent from 8:00 AM PST.',
    });
    expect(sendBlock(contact({ recipientType: 'email' }), closed)).toBeNull();
  });

  it('holds every text offline, even in texting hours, and lets a contactable email go', () => {
    const offline = { ...open, offline: true };
    expect(sendBlock(contact(), offline)).toEqual({
      reason: 'offline',
      text: 'Texts wait for a connection so quiet hours and opt-outs can be checked',
    });
    expect(sendBlock(contact({ recipientType: 'email' }), offline)).toBeNull();
    // The kept marks still come first: nothing offline goes to a do-not-contact owner.
    expect(sendBlock(contact({ recipientType: 'email', dncStatus: true }), offline)?.reason).toBe(
      'dnc',
    );
    expect(sendBlock(contact({ recipientType: 'email', optedOut: true }), offline)?.reason).toBe(
      'optedOut',
    );
  });
});
