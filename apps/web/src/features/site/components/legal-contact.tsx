import { SUPPORT_HOURS } from '@porchlight/contracts';
import { useSupportContacts } from '@/api/get-public-config';
import { LegalList } from './legal-page';
import { TextLink } from './text-link';

const LINK_CLASS =
  'font-semibold break-all underline decoration-primary decoration-2 underline-offset-4 hover:decoration-foreground';

/** A phone as a tel: link wants only its digits (and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * How to reach Porchlight, from the server's settings: the Support page always, the email and
 * phone once known (a deployment may have no phone).
 */
export function LegalContactDetails() {
  const contacts = useSupportContacts();
  return (
    <LegalList>
      <li>
        The <TextLink href="/support">Support</TextLink> page&rsquo;s contact form
      </li>
      {contacts && (
        <li>
          Email:{' '}
          <a href={`mailto:${contacts.email}`} className={LINK_CLASS}>
            {contacts.email}
          </a>
        </li>
      )}
      {contacts?.phone && (
        <li>
          Phone:{' '}
          <a href={telHref(contacts.phone)} className={LINK_CLASS}>
            {contacts.phone}
          </a>{' '}
          ({SUPPORT_HOURS})
        </li>
      )}
    </LegalList>
  );
}
