import { Card, CardContent } from '@/components/ui/card';
import { LeadsReadyHeader } from './leads-ready-header';

export const NO_PUSH_TEXT =
  "This browser can't receive notifications (it has no web push), so they can't be turned on here. Open Porchlight in Chrome, Edge, Firefox or Safari to get them.";

/**
 * A browser with no Push API, other than an iPhone in a Safari tab (which gets the Home Screen
 * steps): the card says why notifications cannot be turned on, instead of hiding
 * (docs/notifications.md "The browser").
 */
export function NoPushNotice() {
  return (
    <Card>
      <LeadsReadyHeader />
      <CardContent>
        <p>{NO_PUSH_TEXT}</p>
      </CardContent>
    </Card>
  );
}
