import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { apiErrorMessage } from '@/lib/api-error';

interface LoadErrorProps {
  /** What could not be loaded, as the sentence needs it: "your criteria", "today's leads". */
  what: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** A panel's data could not be loaded: say so, and offer to try again. */
export function LoadError({ what, error, retrying, onRetry }: LoadErrorProps) {
  return (
    <Card>
      <CardContent>
        <div role="alert" className="flex flex-col gap-1">
          <p className="font-semibold">We could not load {what}.</p>
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
