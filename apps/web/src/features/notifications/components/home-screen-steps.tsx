import { Card, CardContent } from '@/components/ui/card';
import { LeadsReadyHeader } from './leads-ready-header';

/**
 * An iPhone in a Safari tab has no web push: iOS gives it only to a web app added to the Home
 * Screen and opened from there (docs/notifications.md "The browser"), so the card says how.
 */
export function HomeScreenSteps() {
  return (
    <Card>
      <LeadsReadyHeader />
      <CardContent className="space-y-3">
        <p className="font-medium">Add Porchlight to your Home Screen to get notifications</p>
        <ol className="list-decimal space-y-2 pl-6">
          <li>
            In Safari, tap <strong>Share</strong> (the square with an arrow pointing up).
          </li>
          <li>
            Scroll down and tap <strong>Add to Home Screen</strong>, then <strong>Add</strong>.
          </li>
          <li>
            Open Porchlight from its icon on your Home Screen, then turn this on in the Profile tab.
          </li>
        </ol>
      </CardContent>
    </Card>
  );
}
