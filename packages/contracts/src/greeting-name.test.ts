import { describe, expect, it } from 'vitest';
import { firstNameOf, isEntityName } from './greeting-name';
import { fillPlaceholders } from './script-placeholders';

describe('firstNameOf', () => {
  it.each([
    ['John Smith', 'John'],
    ['JOHN SMITH', 'John'],
    ['SMITH JOHN & MARY', 'John'],
    ['SMITH JOHN A & MARY B', 'John'],
    ['SMITH, JOHN', 'John'],
    ['Smith, John A.', 'John'],
    ['John Smith & Mary Smith', 'John'],
    ['JOHN & MARY SMITH', 'John'],
    ['Dr. Ana Diaz', 'Ana'],
    ['J. Robert Smith', 'Robert'],
    ['Sean McKenzie', 'Sean'],
    ['María José Pérez', 'María'],
  ])('%s → %s', (name, first) => {
    expect(firstNameOf(name)).toBe(first);
  });

  it.each([
    'TAXPAYER',
    'CURRENT OWNER',
    'CITY OF MIAMI',
    'ESTATE OF JOHN SMITH',
    'SMITH FAMILY TRUST',
    'Horizon Holdings LLC',
    'MIAMI-DADE COUNTY OF',
    'Occupant',
    '',
    '   ',
  ])('%s → no first name', (name) => {
    expect(firstNameOf(name)).toBeNull();
  });

  it('is the one list of entity words: a person is not one', () => {
    expect(isEntityName('ACME PROPERTIES INC')).toBe(true);
    expect(isEntityName('Grace Clark')).toBe(false);
  });
});

describe('fillPlaceholders', () => {
  const lead = {
    owner1: 'Brian Bailey',
    owner2: 'Samuel Bailey',
    ownerFullName: null,
    ownerName: null,
    address: '12 Elm St',
  };
  const unnamed = { ...lead, owner1: 'CURRENT OWNER', owner2: null };

  it("greets the contact's own person, else the owner", () => {
    expect(fillPlaceholders('Hi {firstname},', lead, 'Samuel Bailey')).toBe('Hi Samuel,');
    expect(fillPlaceholders('Hi {firstname},', lead, null)).toBe('Hi Brian,');
    expect(fillPlaceholders('Hi {firstname},', lead, 'ACME LLC')).toBe('Hi Brian,');
  });

  it('keeps the grammar with no name: "Hi there", "for the owner"', () => {
    expect(fillPlaceholders('for {firstname} (re: {streetaddress})', unnamed)).toBe(
      'for the owner (re: 12 Elm St)',
    );
    expect(fillPlaceholders('Hello {firstname}, is this {firstname}?', unnamed)).toBe(
      'Hello there, is this the owner?',
    );
  });
});
