import type { Agent } from '@porchlight/contracts';
import { useCallback } from 'react';
import { useRecordLogin } from '@/api/record-login';
import type { ActiveTab } from '@/components/layout/tabs';
import { TodayPanel } from '@/features/daily-leads/components/today-panel';
import { ImportReviewOffer } from '@/features/lead-imports/components/import-review-offer';
import { useVersionGate } from '@/features/version/use-version-gate';
import { VersionGateOverlay } from '@/features/version/version-gate-overlay';

interface TodayTabProps {
  agent: Agent;
  onViewChange: (view: ActiveTab) => void;
  /** The version gate's page reload; a full page load by default. */
  reload?: () => void;
}

/**
 * The Today tab: fresh leads are asked for only once the version gate lets them
 * (docs/screens.md "Version gate"). A finished batch may complete the streak week: the login call
 * answers any badge it earned. Once the day's cards are done, imported leads sent to Review in
 * Today are offered a batch at a time.
 */
export function TodayTab({ agent, onViewChange, reload }: TodayTabProps) {
  const gate = useVersionGate({ reload });
  const recordLogin = useRecordLogin();
  const announceBadges = useCallback(() => recordLogin(agent.id), [recordLogin, agent.id]);
  return (
    <>
      <TodayPanel
        agent={agent}
        onViewChange={onViewChange}
        beforeGenerate={gate.check}
        onBatchFinished={announceBadges}
        afterBatch={<ImportReviewOffer agentId={agent.id} />}
      />
      <VersionGateOverlay
        state={gate.state}
        onReloadNow={gate.reloadNow}
        onDismiss={gate.dismiss}
      />
    </>
  );
}
