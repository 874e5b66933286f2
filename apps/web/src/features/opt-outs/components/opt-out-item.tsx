import { formatPhone, type OptOut, shortUsDate } from '@porchlight/contracts';
import { Mail, Phone } from 'lucide-react';

/** One contact that asked to stop: who, where, and since when. */
export function OptOutItem({ optOut }: { optOut: OptOut }) {
  const isPhone = optOut.contactType === 'phone';
  const Icon = isPhone ? Phone : Mail;
  return (
    <li className="flex gap-3 rounded-lg border p-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-semibold break-words">
          <span className="sr-only">{isPhone ? 'Phone' : 'Email'}: </span>
          {isPhone ? formatPhone(optOut.contactValue) : optOut.contactValue}
        </p>
        {optOut.ownerName && <p className="break-words">{optOut.ownerName}</p>}
        {optOut.address && <p className="break-words text-muted-foreground">{optOut.address}</p>}
        <p className="text-sm text-muted-foreground">
          Asked to stop on <time dateTime={optOut.createdAt}>{shortUsDate(optOut.createdAt)}</time>
        </p>
      </div>
    </li>
  );
}
