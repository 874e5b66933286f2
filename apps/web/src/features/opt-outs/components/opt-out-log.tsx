import type { OptOut } from '@porchlight/contracts';
import { Download } from 'lucide-react';
import { LoadError } from '@/components/layout/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isUnauthorized } from '@/lib/api-error';
import { optOutsCsvUrl, useOptOuts } from '../api/get-opt-outs';
import { OptOutItem } from './opt-out-item';

/**
 * The owners' contacts that asked this agent to stop (docs/screens.md "Opt-Out Log"), and a CSV of
 * them.
 */
export function OptOutLog({ agentId }: { agentId: string }) {
  const optOuts = useOptOuts(agentId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Opt-Out Log</CardTitle>
        <p className="text-muted-foreground">
          Contacts who asked you to stop. You will never email or text them again from Porchlight.
        </p>
      </CardHeader>
      <CardContent>
        {optOuts.data ? (
          <OptOutList agentId={agentId} optOuts={optOuts.data} />
        ) : optOuts.isError && !isUnauthorized(optOuts.error) ? (
          <LoadError
            what="your opt-out log"
            error={optOuts.error}
            retrying={optOuts.isFetching}
            onRetry={() => void optOuts.refetch()}
          />
        ) : (
          <div aria-busy="true" className="flex flex-col gap-3">
            <p role="status" className="sr-only">
              Loading your opt-out log...
            </p>
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function OptOutList({ agentId, optOuts }: { agentId: string; optOuts: OptOut[] }) {
  const download = (
    <>
      <Download aria-hidden="true" />
      Download CSV
    </>
  );
  return (
    <>
      {optOuts.length === 0 ? (
        <p className="text-muted-foreground">No one has asked to stop.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {optOuts.map((optOut) => (
            <OptOutItem key={optOut.id} optOut={optOut} />
          ))}
        </ul>
      )}
      {optOuts.length === 0 ? (
        <Button variant="outline" disabled>
          {download}
        </Button>
      ) : (
        <Button variant="outline" asChild>
          <a href={optOutsCsvUrl(agentId)} download>
            {download}
          </a>
        </Button>
      )}
    </>
  );
}
