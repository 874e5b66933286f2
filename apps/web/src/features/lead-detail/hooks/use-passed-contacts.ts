import type { Lead } from '@porchlight/contracts';
import { useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { failureText } from '../api/agent-id';
import { usePassContact } from '../api/pass-contact';
import { type OwnerContact, ownerContacts } from '../owner-contacts';

function without(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(set);
  next.delete(id);
  return next;
}

/**
 * docs/screens.md "Property Details dialog": a passed contact joins a local set at once (so it
 * disappears on the press), then goes to the server; if the server refuses, it comes back with a
 * toast.
 */
export function usePassedContacts(agentId: string, lead: Lead) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  // The reactions sit on the mutation, not on one call: they still run after the dialog closes.
  const pass = usePassContact({
    agentId,
    leadId: lead.id,
    mutationConfig: {
      onMutate: (contactId) => setHidden((now) => new Set(now).add(contactId)),
      onError: (error, contactId) => {
        setHidden((now) => without(now, contactId));
        toast({
          title: 'Update Failed',
          description: failureText(error, 'Could not pass this contact. Please try again.'),
          variant: 'destructive',
        });
      },
    },
  });

  return {
    contacts: ownerContacts(lead, hidden),
    passContact: (contact: OwnerContact) => pass.mutate(contact.id),
  };
}
