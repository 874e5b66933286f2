import { describe, expect, it } from 'vitest';
import { emailIdentity, sameEmailIdentity } from './email-identity';

describe('emailIdentity', () => {
  it('lower-cases the address and drops a +tag from its local part', () => {
    expect(emailIdentity('Dana.Whitfield+Leads@Example.COM')).toBe('dana.whitfield@example.com');
    expect(emailIdentity('  dana@example.com ')).toBe('dana@example.com');
    expect(emailIdentity('dana+a+b@example.com')).toBe('dana@example.com');
  });

  it('drops dots for gmail.com and reads googlemail.com as gmail.com', () => {
    expect(emailIdentity('Me+x@Gmail.com')).toBe('me@gmail.com');
    expect(emailIdentity('m.e.x@gmail.com')).toBe('mex@gmail.com');
    expect(emailIdentity('M.e+promo@GoogleMail.com')).toBe('me@gmail.com');
  });

  it("drops a Yahoo -alias (basename-keyword@yahoo.com reaches basename's mailbox)", () => {
    expect(emailIdentity('Name-Alias@Yahoo.com')).toBe('name@yahoo.com');
    expect(emailIdentity('name-shop-2026+x@yahoo.com')).toBe('name@yahoo.com');
    expect(sameEmailIdentity('name@yahoo.com', 'name-alias@yahoo.com')).toBe(true);
    expect(emailIdentity('name-alias@example.com')).toBe('name-alias@example.com');
  });

  it('keeps dots elsewhere, where they tell mailboxes apart', () => {
    expect(emailIdentity('m.e@example.com')).toBe('m.e@example.com');
    expect(emailIdentity('m.e@gmail.com.example.com')).toBe('m.e@gmail.com.example.com');
  });

  it('answers something without an @ as it is, lower-cased', () => {
    expect(emailIdentity('Not-An-Address')).toBe('not-an-address');
  });

  it('tells one mailbox under two spellings apart from two mailboxes', () => {
    expect(sameEmailIdentity('me@gmail.com', 'M.E+x@googlemail.com')).toBe(true);
    expect(sameEmailIdentity('me@example.com', 'me+x@example.com')).toBe(true);
    expect(sameEmailIdentity('me@example.com', 'm.e@example.com')).toBe(false);
    expect(sameEmailIdentity('me@example.com', 'me@example.org')).toBe(false);
  });
});
