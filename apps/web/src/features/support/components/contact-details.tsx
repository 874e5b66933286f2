import { SUPPORT_HOURS, SUPPORT_RESPONSE_TIME } from '@porchlight/contracts';
import type { ReactNode } from 'react';
import { usePublicConfig } from '@/api/get-public-config';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TEXT_LINK_CLASS } from '@/components/ui/text-link';
import { telHref } from '@/lib/format';

const linkClassName = `${TEXT_LINK_CLASS} break-all`;

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * docs/screens.md "Support page": the support email and phone (the server's settings; the phone
 * only when one is set, shown as SUPPORT_PHONE writes it), the phone's hours and the answer time
 * promised.
 */
export function ContactDetails() {
  // The same read as useSupportContacts(), whole for its loading and error states.
  const config = usePublicConfig();
  const contacts = { ...config, data: config.data?.support };

  return (
    <dl className="flex flex-col gap-3">
      <Detail term="Email">
        {contacts.isPending ? (
          <div aria-busy="true" className="py-0.5">
            <p role="status" className="sr-only">
              Loading contact details...
            </p>
            <Skeleton className="h-5 w-56" />
          </div>
        ) : contacts.isError ? (
          <div className="flex flex-col items-start gap-2">
            <p>Our email address could not be loaded.</p>
            <Button variant="outline" onClick={() => contacts.refetch()}>
              Try Again
            </Button>
          </div>
        ) : (
          <a href={`mailto:${contacts.data?.email}`} className={linkClassName}>
            {contacts.data?.email}
          </a>
        )}
      </Detail>
      {contacts.data?.phone && (
        <Detail term="Phone">
          <a href={telHref(contacts.data.phone)} className={linkClassName}>
            {contacts.data.phone}
          </a>
        </Detail>
      )}
      <Detail term="Hours">{SUPPORT_HOURS}</Detail>
      <Detail term="Response time">{SUPPORT_RESPONSE_TIME}</Detail>
    </dl>
  );
}
