import { type Lead, mailingLine, NOT_AVAILABLE, ownerLines } from '@porchlight/contracts';
import { usePassedContacts } from '../hooks/use-passed-contacts';
import { ContactRow } from './contact-row';
import { DetailSection } from './detail-section';
import { EnhanceButton } from './enhance-button';

/** Who owns the property and how to reach them, with pass and enhance actions. */
export function OwnerContactInformation({ agentId, lead }: { agentId: string; lead: Lead }) {
  const { contacts, passContact } = usePassedContacts(agentId, lead);
  // Two owners show on two lines (docs/screens.md "Property Details dialog").
  const [owner, coOwner] = ownerLines(lead);

  return (
    <DetailSection title="Owner Contact Information">
      <dl className="flex flex-col gap-2">
        <div>
          <dt className="text-sm text-muted-foreground">Owner</dt>
          <dd className="font-semibold">{owner ?? NOT_AVAILABLE}</dd>
          {coOwner && <dd className="font-semibold">{coOwner}</dd>}
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Mailing Address</dt>
          <dd className="font-semibold">{mailingLine(lead)}</dd>
        </div>
      </dl>
      {contacts.length > 0 ? (
        <ul aria-label="Owner contacts" className="flex flex-col gap-2">
          {contacts.map((contact) => (
            <ContactRow key={contact.id} contact={contact} onPass={() => passContact(contact)} />
          ))}
        </ul>
      ) : (
        <p className="rounded-lg bg-muted p-3 text-muted-foreground">
          No contact information available
        </p>
      )}
      <EnhanceButton agentId={agentId} lead={lead} />
    </DetailSection>
  );
}
