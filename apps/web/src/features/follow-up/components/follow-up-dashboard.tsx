import type { FollowUpLead, ScriptSender } from '@porchlight/contracts';
import { type ReactNode, useId, useRef } from 'react';
import { useScripts } from '@/api/get-scripts';
import { LoadError } from '@/components/layout/load-error';
import { Badge } from '@/components/ui/badge';
import { isUnauthorized } from '@/lib/api-error';
import { useFollowUpDashboard } from '../api/get-follow-up-dashboard';
import { scriptForLead } from '../send-link';
import { isDueToday } from '../today-queue';
import { ActivitySummaryPanel } from './activity-summary-panel';
import { FollowUpCard } from './follow-up-card';
import { TodayFollowUpList } from './today-follow-up-list';

export interface FollowUpDashboardProps {
  agentId: string;
  /** Who signs the messages: the agent's name and phone fill {agentname} and {agentphone}. */
  sender: ScriptSender;
  onViewLead: (leadId: string) => void;
  /** The lead's contact status toggle (star and stop): another feature's, so the page passes it. */
  renderContactStatus: (lead: FollowUpLead) => ReactNode;
  /** Each card's Preview Postcard action: the postcards feature's, so the page passes it. */
  renderPostcardAction?: (lead: FollowUpLead) => ReactNode;
}

/**
 * "Today's Follow-up Activities" (docs/saved-tab.md): shown only when there is at least one
 * activity; the heading counts the leads with work left today, and each lead opens from its row
 * (docs/saved-tab.md). The scripts are read alongside; until they answer the cards wait, and if
 * they fail the default scripts stand in, so a send is never held up by them.
 */
export function FollowUpDashboard({
  agentId,
  sender,
  onViewLead,
  renderContactStatus,
  renderPostcardAction,
}: FollowUpDashboardProps) {
  const dashboard = useFollowUpDashboard(agentId);
  const scripts = useScripts(agentId, 'outbound');
  const mailerScripts = useScripts(agentId, 'mailer');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const items = dashboard.data;
  const focusHeading = () => heading.current?.focus();

  if (!items) {
    if (!dashboard.isError || isUnauthorized(dashboard.error)) return null;
    return (
      <LoadError
        what="today's follow-up activities"
        error={dashboard.error}
        retrying={dashboard.isFetching}
        onRetry={() => void dashboard.refetch()}
      />
    );
  }
  if (items.length === 0 || scripts.isPending || mailerScripts.isPending) return null;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg leading-tight font-bold"
      >
        <span id={titleId}>Today's Follow-up Activities</span>{' '}
        <Badge className="bg-card">{items.filter(isDueToday).length}</Badge>
      </h2>
      <ActivitySummaryPanel agentId={agentId} />
      <TodayFollowUpList
        items={items}
        onLeft={focusHeading}
        renderCard={(item) => (
          <FollowUpCard
            agentId={agentId}
            item={item}
            script={scriptForLead(
              item,
              {
                outbound: scripts.data?.scripts,
                mailer: mailerScripts.data?.scripts,
              },
              sender,
            )}
            onViewLead={onViewLead}
            renderContactStatus={renderContactStatus}
            renderPostcardAction={renderPostcardAction}
            onLeft={focusHeading}
          />
        )}
      />
    </section>
  );
}
