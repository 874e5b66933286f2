import type { ListedLead } from '@porchlight/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '@/components/layout/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { isUnauthorized } from '@/lib/api-error';

interface LeadListFallbackProps {
  query: UseQueryResult<ListedLead[]>;
  /** The list, as the sentences need it: "saved leads". */
  what: string;
}

/**
 * A lead list's place until it has leads to show: the error with a retry, else a skeleton (also
 * after a 401, while the sign-in screen takes over).
 */
export function LeadListFallback({ query, what }: LeadListFallbackProps) {
  if (query.isError && !isUnauthorized(query.error)) {
    return (
      <LoadError
        what={`your ${what}`}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <p role="status" className="sr-only">
        Loading your {what}...
      </p>
      <Skeleton className="h-5 w-32" />
      {['first', 'second', 'third'].map((card) => (
        <Skeleton key={card} className="h-32 w-full rounded-xl" />
      ))}
    </div>
  );
}
