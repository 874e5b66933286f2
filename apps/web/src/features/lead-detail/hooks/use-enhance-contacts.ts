import type { Lead } from '@porchlight/contracts';
import { useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-error';
import { failureText } from '../api/agent-id';
import { useEnrichLead } from '../api/enrich-lead';
import { enhanceOutcome, foundContactsText } from '../enhance-outcome';

/** An enhance that found nothing: a 404 or an empty answer (docs/enrichment.md). */
const NO_CONTACTS_TOAST = {
  title: 'No Additional Contacts Found',
  description: 'The provider has no additional contact information.',
} as const;

const ALREADY_TOAST = {
  title: 'Contacts Already Available',
  description: 'This lead has been enhanced before; its contacts are listed here.',
} as const;

/**
 * The Enhance Skip Trace action (docs/enrichment.md): in progress, then success, no
 * contacts found (an empty answer or a 404) or contacts already available. After any of these the
 * lead counts as enhanced, before the lead, read again, brings `skipSherpaEnriched` back.
 */
export function useEnhanceContacts(agentId: string, lead: Lead) {
  const [enhancedHere, setEnhancedHere] = useState(false);
  const enrich = useEnrichLead({
    agentId,
    leadId: lead.id,
    mutationConfig: {
      onSuccess: (answer) => {
        setEnhancedHere(true);
        const outcome = enhanceOutcome(answer);
        if (outcome === 'already') toast(ALREADY_TOAST);
        else if (outcome === 'none') toast(NO_CONTACTS_TOAST);
        else toast({ title: 'Contacts Enhanced', description: foundContactsText(answer.stats) });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) {
          setEnhancedHere(true);
          toast(NO_CONTACTS_TOAST);
          return;
        }
        toast({
          title: 'Enhancement Failed',
          description: failureText(error, 'Could not enhance lead. Please try again.'),
          variant: 'destructive',
        });
      },
    },
  });

  return {
    enhanced: lead.skipSherpaEnriched || enhancedHere,
    enhancing: enrich.isPending,
    enhance: () => enrich.mutate(),
  };
}
