import {
  type ActivityDashboardItem,
  cityLine,
  type FollowUpLead,
  ownerLines,
} from '@porchlight/contracts';
import { Eye, PartyPopper, Trophy } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { awaitingRolloverText } from '../day-messages';
import type { DayScript } from '../send-link';
import { CustomContactDialog } from './custom-contact-dialog';
import { DayActivities } from './day-activities';
import { DayState } from './day-state';
import { DismissFollowUpButton } from './dismiss-follow-up-button';
import { SequenceTrack } from './sequence-track';

export interface FollowUpCardProps {
  agentId: string;
  item: ActivityDashboardItem;
  script: DayScript;
  onViewLead: (leadId: string) => void;
  /** The lead's contact status toggle (star and stop), supplied by the page. */
  renderContactStatus: (lead: FollowUpLead) => ReactNode;
  /**
   * The lead's Preview Postcard action, supplied by the page (docs/screens.md "Follow-up card").
   */
  renderPostcardAction?: (lead: FollowUpLead) => ReactNode;
  /** Moves focus somewhere that stays once the card has left. */
  onLeft: () => void;
}

function DayBody({
  agentId,
  item,
  script,
}: Pick<FollowUpCardProps, 'agentId' | 'item' | 'script'>) {
  if (item.dayStatus === 'sequenceComplete') {
    return (
      <DayState
        Icon={Trophy}
        title="Sequence Complete"
        text="All six days of the follow-up are done for this lead."
      />
    );
  }
  if (item.dayStatus === 'doneAwaitingRollover') {
    return (
      <DayState
        Icon={PartyPopper}
        title="Congratulations"
        text={awaitingRolloverText(item.dayNumber)}
      />
    );
  }
  return <DayActivities agentId={agentId} item={item} script={script} />;
}

/** One lead's follow-up for today: who, where it stands in the six days, and what to send. */
export function FollowUpCard({
  agentId,
  item,
  script,
  onViewLead,
  renderContactStatus,
  renderPostcardAction,
  onLeft,
}: FollowUpCardProps) {
  const { lead } = item;
  const titleId = useId();
  const owners = ownerLines(lead);
  return (
    <Card>
      <article aria-labelledby={titleId} className="flex flex-col gap-4 p-4">
        <header>
          <h3 id={titleId} className="text-lg leading-tight font-bold break-words">
            {lead.address}
          </h3>
          <p className="text-muted-foreground">{cityLine(lead.city, lead.state, lead.zip)}</p>
          {owners.map((owner) => (
            <p key={owner} className="font-semibold">
              {owner}
            </p>
          ))}
        </header>
        <SequenceTrack dayNumber={item.dayNumber} dayStatus={item.dayStatus} />
        <DayBody agentId={agentId} item={item} script={script} />
        <div className="flex flex-col gap-2 border-t pt-3">
          <div className="flex flex-wrap gap-1">
            <Button variant="ghost" className="px-3 text-sm" onClick={() => onViewLead(lead.id)}>
              <Eye aria-hidden="true" />
              View Lead <span className="sr-only">{lead.address}</span>
            </Button>
            <CustomContactDialog agentId={agentId} lead={lead} />
            {renderPostcardAction?.(lead)}
            <DismissFollowUpButton
              agentId={agentId}
              leadId={lead.id}
              address={lead.address}
              onDismissed={onLeft}
            />
          </div>
          {renderContactStatus(lead)}
        </div>
      </article>
    </Card>
  );
}
