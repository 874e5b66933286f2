import { FOLLOW_UP_DAYS } from '@porchlight/contracts';
import { MailIcon, TextIcon } from './landing-icons';

/**
 * The six-day follow-up as the app draws it: one dot a day, email or text
 * (docs/screens.md "Look and feel").
 */
export function LandingFollowUpTrack() {
  return (
    // The dashed line behind the dots is a pseudo-element: a list holds only its items.
    <ol
      aria-label="The 6-day follow-up"
      className="relative grid grid-cols-6 gap-1 text-xs before:absolute before:inset-x-6 before:top-[18px] before:border-t-2 before:border-dashed before:border-primary"
    >
      {Array.from({ length: FOLLOW_UP_DAYS }, (_, index) => index + 1).map((day) => {
        // Email on odd days, text on even ones: contracts' activityTypeOfDay, not imported because
        // its chunk carries the follow-up's quiet-hours code (2 KB gzipped) into the landing page.
        const email = day % 2 === 1;
        return (
          <li key={day} className="relative flex flex-col items-center gap-1">
            <span className="flex size-9 items-center justify-center rounded-full border-2 border-primary bg-card">
              {email ? <MailIcon /> : <TextIcon />}
            </span>
            Day {day}
            <strong>{email ? 'Email' : 'Text'}</strong>
          </li>
        );
      })}
    </ol>
  );
}
