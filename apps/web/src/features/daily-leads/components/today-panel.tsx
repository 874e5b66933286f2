import type { Agent } from '@porchlight/contracts';
import { type ReactNode, useEffect } from 'react';
import { LoadError } from '@/components/layout/load-error';
import { PageTitle } from '@/components/layout/page-title';
import type { ActiveTab } from '@/components/layout/tabs';
import { isUnauthorized } from '@/lib/api-error';
import { useCanGenerate } from '../api/get-can-generate';
import { useTodaysLeads } from '../api/get-todays-leads';
import { useGenerateLeads } from '../use-generate-leads';
import { useSwipeFlow } from '../use-swipe-flow';
import { GetTodaysLeads } from './get-todays-leads';
import { LeadCard } from './lead-card/lazy-lead-card';
import { PartialDeliveryBanner } from './partial-delivery-banner';
import { ProgressDots } from './progress-dots';
import { Congratulations, TodayEmptyState } from './today-empty-state';
import { TodaySkeleton } from './today-skeleton';

interface TodayPanelProps {
  agent: Agent;
  onViewChange: (view: ActiveTab) => void;
  /** Asked before fresh leads are requested; false stops the request (the version gate). */
  beforeGenerate?: () => Promise<boolean>;
  /**
   * Called once the agent has swiped the last card of the batch here: the day may now count
   * toward the week's streak (docs/rewards.md).
   */
  onBatchFinished?: () => void;
  /**
   * Shown under the tab's state once no card is current: the batch is swiped, or no batch can come
   * today. Not before a first batch, nor while the tab loads.
   */
  afterBatch?: ReactNode;
}

/** The Today tab (docs/screens.md "Today tab"): today's batch, one card at a time. */
export function TodayPanel({
  agent,
  onViewChange,
  beforeGenerate,
  onBatchFinished,
  afterBatch,
}: TodayPanelProps) {
  const agentId = agent.id;
  const leads = useTodaysLeads(agentId);
  const canGenerate = useCanGenerate(agentId);
  const flow = useSwipeFlow(agentId);
  const fresh = useGenerateLeads(agentId, {
    onViewChange,
    onDelivered: flow.reset,
    beforeGenerate,
  });

  // Only a batch finished by a swipe here: opening the tab on a finished batch says nothing new.
  // Not while a swipe of this tab is on its way either: a read of today's leads answered before
  // that swipe's own answer already shows the batch done, and the badges asked for then were
  // toasted before the swipe's own toast, which replaced them (docs/rewards.md "Badges").
  const batchFinished =
    flow.swipedHere &&
    !flow.busy &&
    !!leads.data?.length &&
    leads.data.every((lead) => lead.status !== 'new');
  useEffect(() => {
    if (batchFinished) onBatchFinished?.();
  }, [batchFinished, onBatchFinished]);

  const failed = leads.isError && !isUnauthorized(leads.error);
  const batch = leads.data ?? [];
  const current = batch.find((l) => (flow.heldId ? l.id === flow.heldId : l.status === 'new'));
  const showsCard = !failed && !!current && !canGenerate.isLoading;

  const body = () => {
    if (failed) {
      return (
        <LoadError
          what="today's leads"
          error={leads.error}
          retrying={leads.isFetching}
          onRetry={() => void leads.refetch()}
        />
      );
    }
    // Which empty state to show depends on can-generate; a failed answer falls back to the button,
    // and so does one waiting for the connection (docs/offline.md "What the phone keeps").
    if (!leads.data || canGenerate.isLoading) return <TodaySkeleton />;
    const allowed = canGenerate.data?.canGenerate ?? true;

    if (current) {
      return (
        <section aria-label="Current lead" className="flex flex-col gap-3">
          <ProgressDots leads={batch} currentId={current.id} />
          <LeadCard
            key={current.id}
            lead={current}
            onSave={() => flow.save(current)}
            onPass={() => flow.pass(current)}
            onUndo={flow.undo}
            canUndo={batch.some((l) => l.status === 'saved' || l.status === 'dismissed')}
            busy={flow.busy}
          />
        </section>
      );
    }
    if (batch.length === 0 && allowed) {
      return (
        <GetTodaysLeads
          agentId={agentId}
          plan={agent.subscriptionPlan}
          generating={fresh.generating}
          onGenerate={fresh.generate}
        />
      );
    }
    if (batch.length > 0 && (allowed || flow.swipedHere)) {
      return (
        <Congratulations
          canGetMore={canGenerate.data?.canGenerate === true}
          generating={fresh.generating}
          onViewSaved={() => onViewChange('saved')}
          onGetMore={fresh.generate}
          onUndo={flow.undo}
          undoing={flow.busy}
        />
      );
    }
    // `allowed` is false only once can-generate has answered; until then the skeleton shows.
    if (!canGenerate.data) return <TodaySkeleton />;
    return <TodayEmptyState canGenerate={canGenerate.data} onViewChange={onViewChange} />;
  };

  const noCardNow =
    !failed &&
    !current &&
    !!leads.data &&
    !canGenerate.isLoading &&
    !(batch.length === 0 && (canGenerate.data?.canGenerate ?? true));

  // The count shares the title's line: on a phone every line above the card is taken from it.
  const remaining = batch.filter((lead) => lead.status === 'new').length;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <PageTitle title="Today's Leads" />
        {showsCard && (
          <p className="font-semibold" aria-live="polite">
            {remaining} of {batch.length} remaining
          </p>
        )}
      </div>
      {fresh.partial && (
        <PartialDeliveryBanner
          partial={fresh.partial}
          busy={fresh.generating}
          onGetRemaining={() => {
            fresh.clearPartial();
            fresh.generate();
          }}
          onUpdateCriteria={() => {
            fresh.clearPartial();
            onViewChange('criteria');
          }}
        />
      )}
      {body()}
      {noCardNow && afterBatch}
    </div>
  );
}
