import { CardHeader, CardTitle } from '@/components/ui/card';

/** The notification card's title and what it does, on every form the card takes. */
export function LeadsReadyHeader() {
  return (
    <CardHeader>
      <CardTitle>Leads Ready Notification</CardTitle>
      <p className="text-muted-foreground">
        One notification on business mornings at the time you choose, when a new batch is waiting
        for you.
      </p>
    </CardHeader>
  );
}
