import type { EnrichResponse } from '@porchlight/contracts';
import { describe, expect, it } from 'vitest';
import { makeLead } from '@/test/lead-fixture';
import { enhanceOutcome, foundContactsText } from './enhance-outcome';

function answer(stats: Partial<EnrichResponse['stats']>, alreadyEnriched = false): EnrichResponse {
  return {
    enhancedData: { emails: [], phones: [] },
    lead: makeLead(),
    stats: { phonesAdded: 0, emailsAdded: 0, phonesFound: 0, emailsFound: 0, ...stats },
    alreadyEnriched,
  };
}

describe('enhanceOutcome', () => {
  it('is "already" for a lead enriched before, whatever the counts', () => {
    expect(enhanceOutcome(answer({ phonesAdded: 1 }, true))).toBe('already');
  });

  it('is "none" when contacts were found but none was new', () => {
    expect(enhanceOutcome(answer({ phonesFound: 2, emailsFound: 1 }))).toBe('none');
  });

  it('is "enhanced" when a phone or an email was added', () => {
    expect(enhanceOutcome(answer({ emailsAdded: 1 }))).toBe('enhanced');
  });
});

describe('foundContactsText', () => {
  it('counts new phones and emails, singular or plural', () => {
    expect(foundContactsText(answer({ phonesAdded: 1, emailsAdded: 2 }).stats)).toBe(
      'Found 1 new phone number and 2 new emails',
    );
  });
});
