import { describe, expect, it } from 'vitest';
import { makeLead } from '@/test/lead-fixture';
import { defaultPostcardMessage, ownFrontPath } from './postcard-texts';

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
