import type { Agent, FollowUpLead } from '@porchlight/contracts';
import { DoNotMailNote } from './do-not-mail-note';
import { PostcardSentAction } from './postcard-sent-status';
import { PreviewPostcardButton } from './preview-postcard-button';

interface FollowUpPostcardActionProps {
  agent: Agent;
  lead: FollowUpLead;
  className?: string;
}

/**
 * The postcard action on a follow-up card: once a postcard went to the owner the card says so and
 * shows it (another can be sent from the lead's details); before that, Preview Postcard, or why
 * not when the owner is marked Do Not Mail.
 */
export function FollowUpPostcardAction({ agent, lead, className }: FollowUpPostcardActionProps) {
  if (lead.postcardSent && lead.thanksIoPreviewOrderId) {
    return (
      <PostcardSentAction
        orderId={lead.thanksIoPreviewOrderId}
        sentAt={lead.postcardSentAt}
        address={lead.address}
        className={className}
      />
    );
  }
  if (lead.doNotMail) return <DoNotMailNote className={className} />;
  return <PreviewPostcardButton agent={agent} lead={lead} variant="ghost" className={className} />;
}
