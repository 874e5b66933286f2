import { describe, expect, it } from 'vitest';
import { addressKeys } from './address';
import { cellText } from './cells';
import { planImport } from './plan';

/** A file of these street lines in ZIP 33140, planned against an agent who has 123 Main St. */
function plan(...streets: string[]) {
  const held = new Set(addressKeys({ street: '123 Main St', city: '', state: '', zip: '33140' }));
  return planImport(
    { headers: ['Address', 'Zip'], rows: streets.map((street) => [street, '33140']) },
    ['address', 'zip'],
    held,
  );
}

// Invisible and look-alike characters cannot pass one address for another (docs/imports.md
// "Cleaning"): NFKC, then format characters dropped, then a mixed-script word refused.
describe('invisible and look-alike characters', () => {
  it('drops a zero-width space (U+200B), so the address is one the agent has', () => {
    expect(cellText('123 Ma\u200Bin St', 'Street address')).toEqual({
      ok: true,
      value: '123 Main St',
    });
    expect(plan('123 Ma\u200Bin St').counts).toMatchObject({ alreadyHave: 1, ready: 0 });
  });

  it('drops a right-to-left override (U+202E) and the other bidi controls', () => {
    expect(cellText('\u202E123 Main St\u202C', 'Street address')).toEqual({
      ok: true,
      value: '123 Main St',
    });
    expect(plan('123 Main\u202E St', '123 Main\u2066 St\u2069').counts).toMatchObject({
      alreadyHave: 2,
    });
  });

  it('reads full-width digits and letters as plain ones (NFKC)', () => {
    expect(cellText('\uFF11\uFF12\uFF13 Main St', 'Street address')).toEqual({
      ok: true,
      value: '123 Main St',
    });
    expect(plan('\uFF11\uFF12\uFF13 \uFF2D\uFF41\uFF49\uFF4E St').counts).toMatchObject({
      alreadyHave: 1,
    });
  });

  it('refuses a word mixing Latin letters with Cyrillic look-alikes, in any cell', () => {
    // "Mаin" with a Cyrillic а (U+0430).
    expect(cellText('123 M\u0430in St', 'Street address')).toEqual({
      ok: false,
      problem: 'Street address mixes Latin letters with look-alikes in "M\u0430in"',
    });
    expect(cellText('Ann\u0430 Diaz', 'Owner name')).toMatchObject({ ok: false });
    const refused = plan('123 M\u0430in St');
    expect(refused.counts).toMatchObject({ refused: 1, alreadyHave: 0, ready: 0 });
    expect(refused.issues[0]?.message).toContain('look-alikes');
  });

  it('refuses a Cyrillic word in an address cell, and keeps one in an owner name', () => {
    // "Сосоа" written wholly in Cyrillic looks like "Cocoa".
    expect(
      cellText('12 \u0421\u043E\u0441\u043E\u0430 Ave', 'Street address', { latinOnly: true }),
    ).toEqual({
      ok: false,
      problem: 'Street address has letters that are not Latin',
    });
    expect(
      cellText('\u0418\u0432\u0430\u043D \u041F\u0435\u0442\u0440\u043E\u0432', 'Owner name'),
    ).toMatchObject({
      ok: true,
    });
    // Latin letters beyond ASCII are Latin: "Peña", "São".
    expect(cellText('12 Pe\u00F1a Ave', 'Street address', { latinOnly: true })).toMatchObject({
      ok: true,
    });
  });
});
