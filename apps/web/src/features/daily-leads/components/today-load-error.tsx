import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { apiErrorMessage } from '@/lib/api-error';

interface TodayLoadErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** Today's leads could not be loaded: say so, and offer to try again. */
export function TodayLoadError({ error, retrying, onRetry }: TodayLoadErrorProps) {
  return (
    <Card>
      <CardContent>
        <div role="alert" className="flex flex-col gap-1">
          <p className="font-semibold">We could not load today's leads.</p>
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
