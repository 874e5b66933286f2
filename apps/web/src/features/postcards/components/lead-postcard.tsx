import type { Agent, Lead } from '@porchlight/contracts';
import { DoNotMailNote } from './do-not-mail-note';
import { PostcardSentStatus } from './postcard-sent-status';
import { PreviewPostcardButton } from './preview-postcard-button';

interface LeadPostcardProps {
  agent: Agent;
  lead: Lead;
}

/**
 * The postcard in Property Details: the one sent, if any, and Preview Postcard, or why not when
 * the owner is marked Do Not Mail.
 */
export function LeadPostcard({ agent, lead }: LeadPostcardProps) {
  return (
    <div className="flex flex-col gap-3">
      {lead.postcardSent && lead.thanksIoPreviewOrderId && (
        <PostcardSentStatus orderId={lead.thanksIoPreviewOrderId} sentAt={lead.postcardSentAt} />
      )}
      {lead.doNotMail ? <DoNotMailNote /> : <PreviewPostcardButton agent={agent} lead={lead} />}
    </div>
  );
}
