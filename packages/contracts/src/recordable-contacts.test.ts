import { describe, expect, it } from 'vitest';
import {
  hasNothingRecordable,
  isDoNotContact,
  isRecordable,
  pendingRecordable,
} from './recordable-contacts';
import { makeActivityContact as contact } from './testing';

describe('recordable contacts', () => {
  it('holds back a DNC contact and one whose owner asked to stop', () => {
    expect(isDoNotContact(contact())).toBe(false);
    expect(isDoNotContact(contact({ dncStatus: true }))).toBe(true);
    expect(isDoNotContact(contact({ optedOut: true }))).toBe(true);
  });

  it("records only the owner's own, contactable contacts", () => {
    expect(isRecordable(contact())).toBe(true);
    expect(isRecordable(contact({ custom: true, id: 'custom-phone' }))).toBe(false);
    expect(isRecordable(contact({ dncStatus: true }))).toBe(false);
    // Opted out but not flagged DNC: still never recorded (the server flags both; this rule needs neither).
    expect(isRecordable(contact({ optedOut: true }))).toBe(false);
  });

  it('leaves to send or pass only the recordable contacts neither sent nor passed', () => {
    const day = [
      contact({ id: 'custom-phone', custom: true }),
      contact({ id: 'p1' }),
      contact({ id: 'p2', status: 'sent' }),
      contact({ id: 'p3', status: 'passed' }),
      contact({ id: 'p4', optedOut: true }),
      contact({ id: 'p5', dncStatus: true }),
      contact({ id: 'p6' }),
    ];
    expect(pendingRecordable(day).map((c) => c.id)).toEqual(['p1', 'p6']);
  });

  it('has nothing to record with no contacts, only custom or do-not-contact ones, or all done', () => {
    expect(hasNothingRecordable([])).toBe(true);
    expect(hasNothingRecordable([contact({ custom: true })])).toBe(true);
    expect(hasNothingRecordable([contact({ dncStatus: true }), contact({ optedOut: true })])).toBe(
      true,
    );
    expect(hasNothingRecordable([contact({ status: 'sent' }), contact({ status: 'passed' })])).toBe(
      true,
    );
    expect(hasNothingRecordable([contact({ custom: true }), contact()])).toBe(false);
  });
});
