import { describe, expect, it } from 'vitest';
import {
  badgeType,
  cashOfferRange,
  estimatedMortgage,
  formatDollars,
  formatPhone,
  lastSalePrice,
  leadTypePreview,
  leadValue,
  mailingLine,
  ownerFirstName,
  ownerLines,
  relativeAge,
  shortUsDate,
  visibleLeadTypes,
} from './lead-display';

const owners = { owner1: null, owner2: null, ownerFullName: null, ownerName: null };

describe('lead display rules (docs/leads.md "The lead as answered")', () => {
  it('badge and tags leave out Off Market when other types exist', () => {
    expect(badgeType(['Off Market', 'Vacant'])).toBe('Vacant');
    expect(badgeType(['Off Market'])).toBe('Off Market');
    expect(badgeType([])).toBeNull();
    expect(visibleLeadTypes(['Off Market', 'Vacant', 'Tax Default'])).toEqual([
      'Vacant',
      'Tax Default',
    ]);
  });

  it('shows two lead types, then "+N more"', () => {
    expect(leadTypePreview(['Off Market', 'A', 'B', 'C', 'D'])).toEqual({
      shown: ['A', 'B'],
      more: 2,
    });
    expect(leadTypePreview(['Off Market'])).toEqual({ shown: ['Off Market'], more: 0 });
  });

  it('owner lines: both owners on two lines, else owner1, ownerFullName, ownerName', () => {
    expect(ownerLines({ ...owners, owner1: 'Ana Diaz', owner2: 'Luis Diaz' })).toEqual([
      'Ana Diaz',
      'Luis Diaz',
    ]);
    expect(ownerLines({ ...owners, owner1: 'Ana Diaz', ownerFullName: 'x' })).toEqual(['Ana Diaz']);
    expect(ownerLines({ ...owners, ownerFullName: ' Trust LLC ', ownerName: 'y' })).toEqual([
      'Trust LLC',
    ]);
    expect(ownerLines({ ...owners, ownerName: 'Bo' })).toEqual(['Bo']);
    expect(ownerLines(owners)).toEqual([]);
    expect(ownerFirstName({ ...owners, owner1: 'Ana Diaz' })).toBe('Ana');
    expect(ownerFirstName(owners)).toBeNull();
  });

  it('greets a person by first name, never a company, trust or estate', () => {
    for (const person of ['Ana Diaz', 'Luis Co-Owner Diaz', 'Trusty Jones', 'Estela Ruiz']) {
      expect(ownerFirstName({ ...owners, owner1: person })).toBe(person.split(' ')[0]);
    }
    for (const organisation of [
      'Horizon Holdings LLC',
      'Northstar Trust',
      'Smith Family Revocable Trust',
      'Acme Inc',
      'Acme Inc.',
      'Bayview Corp',
      'Gulf Coast LP',
      'Palm Partners',
      'Sunrise Properties',
      'Estate of Maria Lopez',
      'Keystone Realty L.L.C.',
    ]) {
      expect(ownerFirstName({ ...owners, owner1: organisation })).toBeNull();
    }
  });

  it('mailing address or "Not available"', () => {
    const none = {
      mailingStreet: null,
      mailingCity: 'Miami',
      mailingState: 'FL',
      mailingZip: '33131',
    };
    expect(mailingLine(none)).toBe('Not available');
    expect(mailingLine({ ...none, mailingStreet: '1 Main St' })).toBe('1 Main St, Miami, FL 33131');
  });

  it('value falls back to propertyValue; mortgage is value minus equity, else N/A', () => {
    const lead = { estimatedValue: null, propertyValue: 400_000, equityBalance: 150_000 };
    expect(leadValue(lead)).toBe(400_000);
    expect(estimatedMortgage(lead)).toBe(250_000);
    expect(estimatedMortgage({ ...lead, equityBalance: null })).toBeNull();
    expect(formatDollars(estimatedMortgage({ ...lead, equityBalance: null }))).toBe('N/A');
  });

  it('last sale price falls back from lastTransferPrice to lastSalePrice, else N/A', () => {
    expect(lastSalePrice({ lastTransferPrice: 10, lastSalePrice: 20 })).toBe(10);
    expect(lastSalePrice({ lastTransferPrice: null, lastSalePrice: 20 })).toBe(20);
    expect(formatDollars(lastSalePrice({ lastTransferPrice: null, lastSalePrice: null }))).toBe(
      'N/A',
    );
  });

  it('whole dollars and short US dates', () => {
    expect(formatDollars(412_500.4)).toBe('$412,500');
    expect(formatDollars(-1200)).toBe('-$1,200');
    expect(shortUsDate('2019-03-04')).toBe('3/4/2019');
    expect(shortUsDate(null)).toBe('N/A');
    expect(shortUsDate('not a date')).toBe('N/A');
  });

  it('10-digit phones read (###) ###-####', () => {
    expect(formatPhone('3055550123')).toBe('(305) 555-0123');
    expect(formatPhone('+1 305-555-0123')).toBe('(305) 555-0123');
    expect(formatPhone('555-0123')).toBe('555-0123');
  });

  it('relative ages: "Just now", "Nh ago", "Nd ago"', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(relativeAge('2026-11-22T11:30:00Z', now)).toBe('Just now');
    expect(relativeAge('2026-11-22T09:00:00Z', now)).toBe('3h ago');
    expect(relativeAge('2026-11-19T11:00:00Z', now)).toBe('3d ago');
    expect(relativeAge('2026-11-22T12:05:00Z', now)).toBe('Just now');
  });

  it('cash offers are 82–88 % of the value', () => {
    expect(cashOfferRange({ estimatedValue: 100_000, propertyValue: null })).toEqual({
      low: 82_000,
      high: 88_000,
      offers: 3,
    });
    expect(cashOfferRange({ estimatedValue: null, propertyValue: null })).toBeNull();
  });
});
