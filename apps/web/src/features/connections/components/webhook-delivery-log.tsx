import { BUSINESS_TIME_ZONE, type WebhookAttempt } from '@porchlight/contracts';
import { webhookAttemptLabel, webhookEventName } from '../webhook-attempt-label';

/** An attempt's time, in the Eastern time every "today" of the app reads (docs/calendar.md). */
const WHEN = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The last 50 attempts, newest first (docs/connections.md "Webhooks"). */
export function WebhookDeliveryLog({ attempts }: { attempts: readonly WebhookAttempt[] }) {
  if (attempts.length === 0) {
    return <p className="text-sm text-muted-foreground">No deliveries yet.</p>;
  }
  return (
    <ul aria-label="Delivery log" className="divide-y">
      {attempts.map((attempt) => (
        <li key={attempt.id} className="flex items-center justify-between gap-3 py-2">
          <div className="min-w-0">
            <p className="font-medium">{webhookEventName(attempt.event)}</p>
            <p className="text-sm text-muted-foreground">
              <time dateTime={attempt.attemptedAt}>
                {WHEN.format(new Date(attempt.attemptedAt))}
              </time>
            </p>
          </div>
          <span
            className={
              attempt.outcome === 'delivered' ? 'text-sm' : 'text-sm font-medium text-destructive'
            }
          >
            {webhookAttemptLabel(attempt)}
          </span>
        </li>
      ))}
    </ul>
  );
}
