import type { ActivityDashboardItem } from '@porchlight/contracts';
import { hasNothingRecordable } from '../contact-rules';
import { NO_CONTACT_INFORMATION } from '../day-messages';
import { useDayCompletion } from '../hooks/use-day-completion';
import { useTextsOpenAt } from '../hooks/use-texts-open-at';
import type { DayScript } from '../send-link';
import { ContactRow } from './contact-row';
import { SkipDayNotice } from './skip-day-notice';

interface DayActivitiesProps {
  agentId: string;
  item: ActivityDashboardItem;
  script: DayScript;
}

/** Today's contacts of one lead, with Skip Day when it applies. */
export function DayActivities({ agentId, item, script }: DayActivitiesProps) {
  const { contacts, dayNumber, activityType, lead } = item;
  const textsOpenAt = useTextsOpenAt(item.ownerTimeZone);
  const completeDay = useDayCompletion(agentId, item);
  const nothingRecordable = hasNothingRecordable(contacts);

  return (
    <div className="flex flex-col gap-3">
      {contacts.length === 0 ? (
        <p className="rounded-lg bg-muted p-3 text-muted-foreground">{NO_CONTACT_INFORMATION}</p>
      ) : (
        <ul aria-label={`Day ${dayNumber} contacts`} className="flex flex-col gap-2">
          {contacts.map((contact) => (
            <ContactRow
              key={contact.id}
              agentId={agentId}
              item={item}
              contact={contact}
              script={script}
              textsOpenAt={textsOpenAt}
              completingDay={completeDay.isPending}
            />
          ))}
        </ul>
      )}
      {nothingRecordable && (
        <SkipDayNotice
          activityType={activityType}
          dayNumber={dayNumber}
          address={lead.address}
          skipping={completeDay.isPending}
          onSkip={() => completeDay.mutate()}
        />
      )}
    </div>
  );
}
