import { describe, expect, it } from 'vitest';
import { STATE_PROFILES } from '../lead-source/sample-data';
import type { SkipTraceQuery } from './index';
import { createSampleSkipTrace } from './sample';

const query = (propertyKey: string, overrides: Partial<SkipTraceQuery> = {}): SkipTraceQuery => ({
  propertyKey,
  street: '1234 Palm Ave',
  city: 'Miami',
  state: 'FL',
  zip: '33131',
  ownerFirstName: 'Maria',
  ownerLastName: 'Lopez',
  mailingStreet: null,
  mailingCity: null,
  mailingState: null,
  mailingZip: null,
  ...overrides,
});

describe('the sample skip trace', () => {
  const keys = Array.from({ length: 400 }, (_, i) => `sample:33131:${i}`);

  it('answers the same key the same way, every time and from every instance', async () => {
    for (const key of keys.slice(0, 40)) {
      const first = await createSampleSkipTrace().lookup(query(key));
      expect(await createSampleSkipTrace().lookup(query(key))).toEqual(first);
    }
  });

  it('finds nothing for about one property in five, and 1–3 phones, 0–2 emails otherwise', async () => {
    const provider = createSampleSkipTrace();
    const results = await Promise.all(keys.map((key) => provider.lookup(query(key))));
    const empty = results.filter((r) => r.phones.length === 0 && r.emails.length === 0);
    expect(empty.length / keys.length).toBeGreaterThan(0.12);
    expect(empty.length / keys.length).toBeLessThan(0.28);
    const found = results.filter((r) => r.phones.length > 0);
    expect(found.length + empty.length).toBe(keys.length);
    expect(new Set(found.map((r) => r.phones.length))).toEqual(new Set([1, 2, 3]));
    expect(new Set(found.map((r) => r.emails.length))).toEqual(new Set([0, 1, 2]));
    const phones = found.flatMap((r) => r.phones);
    const dncShare = phones.filter((phone) => phone.dnc).length / phones.length;
    expect(dncShare).toBeGreaterThan(0.15);
    expect(dncShare).toBeLessThan(0.35);
  });

  it('uses only fictional 555-01xx numbers and reserved example domains, named for the owner', async () => {
    const provider = createSampleSkipTrace();
    const results = await Promise.all(keys.map((key) => provider.lookup(query(key))));
    const florida = STATE_PROFILES.FL?.areaCodes ?? [];
    for (const { phones, emails } of results) {
      expect(new Set(phones.map((phone) => phone.number)).size).toBe(phones.length);
      for (const phone of phones) {
        expect(phone.number).toMatch(/^\d{3}55501\d{2}$/);
        expect(florida).toContain(phone.number.slice(0, 3));
        expect(phone).toMatchObject({ source: 'sample-skip-trace', personName: 'Maria Lopez' });
      }
      expect(new Set(emails.map((email) => email.email)).size).toBe(emails.length);
      for (const email of emails) {
        expect(email.email).toMatch(/^[a-z0-9.]+@example\.(com|net)$/);
        expect(email.email).toMatch(/maria|lopez|mlopez/);
        expect(email).toMatchObject({ source: 'sample-skip-trace', personName: 'Maria Lopez' });
      }
    }
  });

  it("dials the owner's home state when the owner lives elsewhere", async () => {
    const provider = createSampleSkipTrace();
    const illinois = STATE_PROFILES.IL?.areaCodes ?? [];
    const mailing = { mailingStreet: '55 Lake Shore Dr', mailingCity: 'Chicago' };
    for (const key of keys.slice(0, 50)) {
      const { phones } = await provider.lookup(
        query(key, { ...mailing, mailingState: 'IL', mailingZip: '60601' }),
      );
      for (const phone of phones) expect(illinois).toContain(phone.number.slice(0, 3));
    }
  });

  it('gives phones without a name, and no emails, when the owner is unknown', async () => {
    const provider = createSampleSkipTrace();
    const results = await Promise.all(
      keys.map((key) => provider.lookup(query(key, { ownerFirstName: null, ownerLastName: null }))),
    );
    expect(results.some((r) => r.phones.length > 0)).toBe(true);
    for (const { phones, emails } of results) {
      expect(emails).toEqual([]);
      for (const phone of phones) expect(phone.personName).toBeNull();
    }
  });
});
