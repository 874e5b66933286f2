import type { CalendarFeedLink } from '@porchlight/contracts';
import { CalendarPlus, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { LoadError } from '@/components/layout/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage, isUnauthorized } from '@/lib/api-error';
import { copyText } from '@/lib/copy-text';
import { formatEasternDay } from '@/lib/format';
import {
  useCalendarFeed,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
} from '../api/calendar-feed';

async function copyLink(url: string) {
  try {
    await copyText(url);
    toast({ title: 'Link Copied', description: 'Paste it where your calendar adds one by URL.' });
  } catch {
    toast({
      title: 'Copy Failed',
      description: 'Select the link and copy it yourself.',
      variant: 'destructive',
    });
  }
}

/** The new link, shown this once: Copy, and Add to calendar (the webcal:// link itself). */
function NewLink({ link }: { link: CalendarFeedLink }) {
  return (
    <>
      <FormField label="Your calendar link">
        <Input readOnly value={link.webcalUrl} onFocus={(event) => event.target.select()} />
      </FormField>
      <p className="text-muted-foreground">
        This is the only time the link is shown. Anyone with it can see your follow-up.
      </p>
      <div className="grid gap-3">
        <Button variant="outline" onClick={() => void copyLink(link.webcalUrl)}>
          <Copy aria-hidden />
          Copy Link
        </Button>
        <Button asChild>
          <a href={link.webcalUrl}>
            <CalendarPlus aria-hidden />
            Add to Calendar
          </a>
        </Button>
      </div>
    </>
  );
}

/**
 * The Profile tab's Calendar feed card (docs/connections.md "Calendar feed"): each day's follow-up
 * in the agent's own calendar app, by a private link that is shown once, replaced or revoked here.
 */
export function CalendarFeedCard({ agentId }: { agentId: string }) {
  const titleId = useId();
  const feed = useCalendarFeed(agentId);
  const create = useCreateCalendarFeed(agentId);
  const revoke = useRevokeCalendarFeed(agentId);
  const [shown, setShown] = useState<CalendarFeedLink | null>(null);
  const failed = (title: string) => (error: unknown) =>
    toast({
      title,
      description: apiErrorMessage(error, 'Please try again.'),
      variant: 'destructive',
    });
  const makeLink = () =>
    create.mutate(undefined, { onSuccess: setShown, onError: failed('No New Link') });
  const endLink = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setShown(null);
        toast({ title: 'Link Revoked', description: 'Calendars using it get no more updates.' });
      },
      onError: failed('Not Revoked'),
    });

  if (feed.isError && !isUnauthorized(feed.error)) {
    return (
      <LoadError
        what="your calendar link"
        error={feed.error}
        retrying={feed.isFetching}
        onRetry={() => void feed.refetch()}
      />
    );
  }
  const busy = create.isPending || revoke.isPending;
  const active = feed.data?.active ?? false;
  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardHeader>
          <CardTitle id={titleId}>Calendar Feed</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-muted-foreground">
            See each lead's follow-up day in your own calendar: one all-day event per lead, updated
            as you work.
          </p>
          {!feed.data ? (
            <SkeletonRows label="Loading your calendar link..." rows={2} />
          ) : shown ? (
            <NewLink link={shown} />
          ) : active && feed.data.createdAt ? (
            <p>Your calendar link is live, made {formatEasternDay(feed.data.createdAt)}.</p>
          ) : (
            <p>No calendar link yet.</p>
          )}
          {feed.data && (
            <div className="grid auto-cols-fr grid-flow-col gap-3">
              {active ? (
                <ConfirmDialog
                  trigger={
                    <Button variant="outline" disabled={busy}>
                      New Link
                    </Button>
                  }
                  title="Make a new calendar link?"
                  description="The link you have now stops working: calendars subscribed to it need the new one."
                  cancelLabel="Keep Link"
                  confirmLabel="Make New Link"
                  onConfirm={makeLink}
                />
              ) : (
                <Button disabled={busy} onClick={makeLink}>
                  Create Calendar Link
                </Button>
              )}
              {active && (
                <ConfirmDialog
                  trigger={
                    <Button variant="ghost" className="text-destructive" disabled={busy}>
                      Revoke
                    </Button>
                  }
                  title="Revoke your calendar link?"
                  description="Calendars subscribed to it stop getting your follow-up. You can make a new link at any time."
                  cancelLabel="Keep Link"
                  confirmLabel="Revoke Link"
                  onConfirm={endLink}
                />
              )}
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
