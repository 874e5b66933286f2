import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { apiErrorMessage } from '@/lib/api-error';

interface CriteriaLoadErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** The criteria could not be loaded: say so, and offer to try again. */
export function CriteriaLoadError({ error, retrying, onRetry }: CriteriaLoadErrorProps) {
  return (
    <Card>
      <CardContent>
        <div role="alert" className="flex flex-col gap-1">
          <p className="font-semibold">We could not load your criteria.</p>
          <p className="text-muted-foreground">
            {apiErrorMessage(error, 'Check your connection and try again.')}
          </p>
        </div>
        <Button disabled={retrying} onClick={onRetry}>
          {retrying ? 'Trying again...' : 'Try Again'}
        </Button>
      </CardContent>
    </Card>
  );
}
