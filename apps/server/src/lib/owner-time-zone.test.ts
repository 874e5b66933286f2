import { describe, expect, it } from 'vitest';
import { ownerTimeZone } from './owner-time-zone';

/** An owner who gets mail at `mailingZip`, of a property somewhere else entirely. */
const mailedTo = (mailingZip: string) => ({
  mailingZip,
  mailingState: null,
  zip: '00000',
  state: 'ZZ',
});

describe("the owner's time zone, from the ZIP code", () => {
  it.each([
    // Florida's panhandle west of the Apalachicola keeps Central time.
    ['32501', 'America/Chicago'], // Pensacola, FL
    ['79901', 'America/Denver'], // El Paso, TX: Mountain, unlike the rest of Texas
    ['46402', 'America/Chicago'], // Gary, IN (Lake County, Central)
    ['47708', 'America/Chicago'], // Evansville, IN (Vanderburgh County, Central)
    ['42101', 'America/Chicago'], // Bowling Green, KY (Warren County, Central)
    ['42001', 'America/Chicago'], // Paducah, KY (McCracken County, Central)
    ['85001', 'America/Phoenix'], // Phoenix, AZ: no daylight saving
    ['86515', 'America/Denver'], // Window Rock, AZ: the Navajo Nation keeps daylight saving
    ['86503', 'America/Denver'], // Chinle, AZ: Navajo Nation
    ['83814', 'America/Los_Angeles'], // Coeur d'Alene, ID: the panhandle is Pacific
    ['83702', 'America/Boise'], // Boise, ID: Mountain
    ['97914', 'America/Boise'], // Ontario, OR (Malheur County): Mountain
    ['97201', 'America/Los_Angeles'], // Portland, OR
  ])('%s is in %s', (zip, zone) => {
    expect(ownerTimeZone(mailedTo(zip))).toBe(zone);
  });

  it('keeps to the IANA zones Intl knows, whatever the dataset names', () => {
    for (const zip of ['86515', '46402', '49858', '00930']) {
      const zone = ownerTimeZone(mailedTo(zip));
      expect(new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone).toBe(
        zone,
      );
    }
  });

  it('reads a ZIP+4 by its first five digits', () => {
    expect(ownerTimeZone(mailedTo('32501-1234'))).toBe('America/Chicago');
    expect(ownerTimeZone(mailedTo(' 325011234 '))).toBe('America/Chicago');
  });

  it("takes the mailing address first, then the property's", () => {
    // The mailing ZIP wins over its own state and over the property.
    expect(
      ownerTimeZone({ mailingZip: '32501', mailingState: 'FL', zip: '97201', state: 'OR' }),
    ).toBe('America/Chicago');
    // A mailing ZIP the dataset does not know: the mailing state, before the property.
    expect(
      ownerTimeZone({ mailingZip: '00000', mailingState: 'CA', zip: '32501', state: 'FL' }),
    ).toBe('America/Los_Angeles');
    // No mailing address: the property's ZIP, over its state.
    expect(ownerTimeZone({ mailingZip: null, mailingState: ' ', zip: '79901', state: 'TX' })).toBe(
      'America/Denver',
    );
    // Only the property's state is known.
    expect(ownerTimeZone({ mailingZip: '', mailingState: null, zip: '00000', state: 'tx' })).toBe(
      'America/Chicago',
    );
  });

  it('falls back to the business zone when neither ZIP nor state is known', () => {
    expect(ownerTimeZone({ mailingZip: null, mailingState: null, zip: '', state: 'ZZ' })).toBe(
      'America/New_York',
    );
  });
});
