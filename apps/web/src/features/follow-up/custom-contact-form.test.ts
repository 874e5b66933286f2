import { describe, expect, it } from 'vitest';
import { checkCustomContact, customContactTitle } from './custom-contact-form';

describe('checkCustomContact', () => {
  it('trims the values and sends an empty one as null', () => {
    expect(checkCustomContact('  pat@example.net ', '   ')).toEqual({
      ok: true,
      values: { customEmail: 'pat@example.net', customPhone: null },
    });
    expect(checkCustomContact('', ' 305-555-0100 ')).toEqual({
      ok: true,
      values: { customEmail: null, customPhone: '305-555-0100' },
    });
  });

  it('needs an email or a phone', () => {
    expect(checkCustomContact(' ', '')).toEqual({
      ok: false,
      field: 'customEmail',
      message: { title: 'No Contact Info', text: 'Please enter at least an email or phone number' },
    });
  });

  it('needs an email to look like one', () => {
    const check = checkCustomContact('pat@example', '3055550100');
    expect(check).toMatchObject({
      ok: false,
      field: 'customEmail',
      message: { title: 'Invalid Email', text: 'Please enter a valid email address' },
    });
  });

  it('needs a phone to have 10 digits (a leading 1 allowed)', () => {
    expect(checkCustomContact('', '555-0100')).toMatchObject({ ok: false, field: 'customPhone' });
    expect(checkCustomContact('', '+1 (305) 555-0100')).toMatchObject({ ok: true });
  });
});

describe('customContactTitle', () => {
  it('reads Add Contact until the lead has a custom contact', () => {
    expect(customContactTitle({ customEmail: null, customPhone: null })).toBe('Add Contact');
    expect(customContactTitle({ customEmail: null, customPhone: '3055550100' })).toBe(
      'Edit Contact',
    );
  });
});
