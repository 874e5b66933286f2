import { FOLLOW_UP_BOSS_TEXTS, type Lead } from '@porchlight/contracts';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { toastFailure } from '@/hooks/use-toast';
import { cn } from '@/lib/cn';
import {
  useFollowUpBossConnection,
  useFollowUpBossDelivery,
  useSendToFollowUpBoss,
} from '../api/follow-up-boss';

const sentTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

interface FollowUpBossSendProps {
  agentId: string;
  leadId: string;
  /** The lead's mark: once Contacted, the server may have sent it by itself, so it is read again. */
  contactStatus: Lead['contactStatus'];
  className?: string;
}

/**
 * "Send to Follow Up Boss" on a saved lead (Property Details and the follow-up card), shown once
 * the agent has connected it: the button, then what became of the lead, "Sent to Follow Up Boss"
 * with the time it arrived (docs/connections.md "Sending").
 */
export function FollowUpBossSend({
  agentId,
  leadId,
  contactStatus,
  className,
}: FollowUpBossSendProps) {
  const connection = useFollowUpBossConnection(agentId).data;
  const connected = connection?.connected === true;
  const { data: delivery, refetch } = useFollowUpBossDelivery(agentId, leadId, connected);
  const send = useSendToFollowUpBoss(leadId);
  useEffect(() => {
    if (connected && contactStatus === 'contacted') void refetch();
  }, [connected, contactStatus, refetch]);
  if (!connected || !delivery) return null;
  const { status, sentAt } = delivery;
  if (status === 'sent' || status === 'queued') {
    return (
      <p role="status" className={cn('text-sm', className)}>
        {status === 'sent'
          ? `${FOLLOW_UP_BOSS_TEXTS.sent} · ${sentAt ? sentTime.format(new Date(sentAt)) : ''}`
          : FOLLOW_UP_BOSS_TEXTS.queued}
      </p>
    );
  }
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      {status !== 'none' && (
        <p role="status" className="text-sm text-destructive">
          {connection.broken ? FOLLOW_UP_BOSS_TEXTS.broken : FOLLOW_UP_BOSS_TEXTS[status]}
        </p>
      )}
      <Button
        variant="outline"
        disabled={send.isPending || connection.broken}
        onClick={() =>
          send
            .mutateAsync()
            .catch((error: unknown) =>
              toastFailure('Could Not Send', error, 'Failed to send the lead to Follow Up Boss'),
            )
        }
      >
        {FOLLOW_UP_BOSS_TEXTS.send}
      </Button>
    </div>
  );
}

/** The Property Details dialog's Follow Up Boss section: only once Follow Up Boss is connected. */
export function LeadFollowUpBoss(props: Omit<FollowUpBossSendProps, 'className'>) {
  const connected = useFollowUpBossConnection(props.agentId).data?.connected === true;
  if (!connected) return null;
  return (
    <section aria-labelledby="lead-follow-up-boss" className="flex flex-col gap-3">
      <h3 id="lead-follow-up-boss" className="text-lg leading-tight font-bold">
        Follow Up Boss
      </h3>
      <FollowUpBossSend {...props} />
    </section>
  );
}
