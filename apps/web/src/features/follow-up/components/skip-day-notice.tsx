import type { ActivityType } from '@porchlight/contracts';
import { Button } from '@/components/ui/button';
import { noContactForDayText } from '../day-messages';

interface SkipDayNoticeProps {
  activityType: ActivityType;
  dayNumber: number;
  address: string;
  skipping: boolean;
  onSkip: () => void;
}

/** A day with nothing to record: say so (docs/screens.md "Follow-up card") and offer to move on. */
export function SkipDayNotice({
  activityType,
  dayNumber,
  address,
  skipping,
  onSkip,
}: SkipDayNoticeProps) {
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-muted p-3">
      <p>{noContactForDayText(activityType, dayNumber)}</p>
      <Button variant="outline" className="self-start" disabled={skipping} onClick={onSkip}>
        {skipping ? 'Skipping...' : 'Skip Day'}{' '}
        <span className="sr-only">
          {dayNumber} for {address}
        </span>
      </Button>
    </div>
  );
}
