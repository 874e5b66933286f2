import type { ActivityContact } from '@porchlight/contracts';
import { describe, expect, it } from 'vitest';
import { hasNothingRecordable, isRecordable, recipientDisplay, sendBlock } from './contact-rules';

function contact(overrides: Partial<ActivityContact> = {}): ActivityContact {
  return {
    id: 'p1',
    activityId: 'a1',
    recipientName: null,
    recipientValue: '3055550100',
    recipientType: 'phone',
    status: 'pending',
    dncStatus: false,
    optedOut: false,
    custom: false,
    sentAt: null,
    passedAt: null,
    ...overrides,
  };
}

const open = { textsOpenAt: null, busy: false };

describe('recipientDisplay', () => {
  it('reads phones as (###) ###-#### and emails as they are', () => {
    expect(recipientDisplay(contact())).toBe('(305) 555-0100');
    expect(
      recipientDisplay(contact({ recipientType: 'email', recipientValue: 'pat@example.net' })),
    ).toBe('pat@example.net');
  });
});

describe('isRecordable', () => {
  it("records only the owner's own, contactable contacts", () => {
    expect(isRecordable(contact())).toBe(true);
    expect(isRecordable(contact({ custom: true, id: 'custom-phone' }))).toBe(false);
    expect(isRecordable(contact({ dncStatus: true }))).toBe(false);
    expect(isRecordable(contact({ optedOut: true }))).toBe(false);
  });
});

describe('hasNothingRecordable', () => {
  it('is true with no contacts, only custom ones, or only do-not-contact ones', () => {
    expect(hasNothingRecordable([])).toBe(true);
    expect(hasNothingRecordable([contact({ custom: true })])).toBe(true);
    expect(hasNothingRecordable([contact({ dncStatus: true }), contact({ optedOut: true })])).toBe(
      true,
    );
  });

  it('is false while an owner contact is still pending', () => {
    expect(hasNothingRecordable([contact({ custom: true }), contact()])).toBe(false);
  });

  it('ignores contacts already sent or passed', () => {
    expect(hasNothingRecordable([contact({ status: 'sent' }), contact({ status: 'passed' })])).toBe(
      true,
    );
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
      text: 'Texts open at 8:00 AM PST',
    });
    expect(sendBlock(contact({ recipientType: 'email' }), closed)).toBeNull();
  });
});
