import { describe, expect, it } from 'vitest';
import { makeLead } from '@/test/lead-fixture';
import { defaultFrontUrl, defaultPostcardMessage, ownFrontPath } from './postcard-texts';

describe('defaultPostcardMessage', () => {
  it("greets the owner by first name, names the property and gives the agent's phone", () => {
    const message = defaultPostcardMessage(makeLead({ owner1: 'Ana Diaz' }), '3055550123');

    expect(message).toMatch(/^Hi Ana,/);
    expect(message).toContain('your property at 1234 Palm Ave');
    expect(message).toContain('Call or text me anytime at (305) 555-0123.');
  });

  it('greets "Homeowner" when the owner has no name, and leaves out a missing phone', () => {
    const lead = makeLead({ owner1: null, owner2: null, ownerFullName: null, ownerName: null });

    const message = defaultPostcardMessage(lead, null);

    expect(message).toMatch(/^Hi Homeowner,/);
    expect(message).toContain('Call or text me anytime.');
  });
});

describe('ownFrontPath', () => {
  it("is the path of the front the server draws for the lead's property", () => {
    expect(ownFrontPath('lead-1')).toBe('/api/postcards/front/lead-1');
  });
});

describe('defaultFrontUrl', () => {
  const lead = {
    id: '6eea0fac-af72-4d0b-9a61-6d8a0e4a7f01',
    address: '100 Main St',
    city: 'Miami',
    state: 'FL',
    zip: '33131',
    owner1: null,
    owner2: null,
    ownerFullName: null,
    ownerName: null,
  };

  it('is the street-view image of the address at 600x400 when a Google key is built in', () => {
    const url = new URL(defaultFrontUrl(lead, 'maps-key'));
    expect(`${url.origin}${url.pathname}`).toBe('https://maps.googleapis.com/maps/api/streetview');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      size: '600x400',
      location: '100 Main St, Miami, FL 33131',
      key: 'maps-key',
    });
  });

  it("is the app's own front for the lead without one", () => {
    expect(defaultFrontUrl(lead, undefined)).toBe(`/api/postcards/front/${lead.id}`);
  });
});
