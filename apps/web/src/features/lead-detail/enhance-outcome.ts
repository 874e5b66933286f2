import type { EnrichResponse } from '@porchlight/contracts';

/** docs/enrichment.md: what an answered enhance call came to. */
export type EnhanceOutcome = 'enhanced' | 'already' | 'none';

/**
 * Already enriched wins; otherwise contacts were found only if some were added to the lead
 * (found but already listed is "no additional contacts").
 */
export function enhanceOutcome({ alreadyEnriched, stats }: EnrichResponse): EnhanceOutcome {
  if (alreadyEnriched) return 'already';
  return stats.phonesAdded + stats.emailsAdded > 0 ? 'enhanced' : 'none';
}

function newCount(count: number, singular: string, plural: string): string {
  return `${count} new ${count === 1 ? singular : plural}`;
}

/** "Found 2 new phone numbers and 1 new email". */
export function foundContactsText({ phonesAdded, emailsAdded }: EnrichResponse['stats']): string {
  const phones = newCount(phonesAdded, 'phone number', 'phone numbers');
  return `Found ${phones} and ${newCount(emailsAdded, 'email', 'emails')}`;
}
