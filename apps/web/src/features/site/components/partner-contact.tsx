import { Link } from 'wouter';
import { useSupportContacts } from '@/api/get-public-config';
import { TEXT_LINK_CLASS } from '@/components/ui/text-link';
import { telHref } from '@/lib/format';
import { MailIcon, PhoneIcon } from './partner-icons';

const CONTACT_LINK = `${TEXT_LINK_CLASS} inline-flex min-h-11 items-center gap-3 rounded-lg break-all`;

/** The phone (when this deployment has one) and the email, from the server's settings. */
export function PartnerContact() {
  const contacts = useSupportContacts();
  return (
    <section aria-labelledby="partner-contact" className="flex flex-col gap-3">
      <h2 id="partner-contact" className="pt-4 text-xl font-bold">
        Questions? Contact Us
      </h2>
      <p>Talk to us before you bring your first seller: we are glad to walk you through it.</p>
      {contacts ? (
        <ul className="flex flex-col gap-1">
          {contacts.phone && (
            <li>
              <a href={telHref(contacts.phone)} className={CONTACT_LINK}>
                <PhoneIcon />
                <span>
                  <span className="sr-only">Phone: </span>
                  {contacts.phone}
                </span>
              </a>
            </li>
          )}
          <li>
            <a href={`mailto:${contacts.email}`} className={CONTACT_LINK}>
              <MailIcon />
              <span>
                <span className="sr-only">Email: </span>
                {contacts.email}
              </span>
            </a>
          </li>
        </ul>
      ) : (
        <p>
          Reach us through the{' '}
          <Link href="/support" className={CONTACT_LINK}>
            Support
          </Link>{' '}
          page.
        </p>
      )}
    </section>
  );
}
