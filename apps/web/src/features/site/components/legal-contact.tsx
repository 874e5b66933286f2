import { SUPPORT_HOURS } from '@porchlight/contracts';
import { useSupportContacts } from '@/api/get-public-config';
import { TEXT_LINK_CLASS, TextLink } from '@/components/ui/text-link';
import { telHref } from '@/lib/format';
import { LegalList } from './legal-page';

const LINK_CLASS = `${TEXT_LINK_CLASS} break-all`;

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
