import type { Agent } from '@porchlight/contracts';
import { CalendarFeedCard } from '@/features/connections/components/calendar-feed-card';
import { ConnectionsSection } from '@/features/connections/components/connections-section';
import { FollowUpBossCard } from '@/features/connections/components/follow-up-boss-card';
import { WebhookCard } from '@/features/connections/components/webhook-card';

/** The Profile tab's Connections section and its cards (docs/connections.md). */
export function ProfileConnections({ agent }: { agent: Agent }) {
  return (
    <ConnectionsSection>
      <FollowUpBossCard agentId={agent.id} />
      <WebhookCard agentId={agent.id} />
      <CalendarFeedCard agentId={agent.id} />
    </ConnectionsSection>
  );
}
