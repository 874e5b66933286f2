import type { Agent } from '@porchlight/contracts';
import { type ComponentType, lazy, Suspense, useCallback } from 'react';
import { useRecordLogin } from '@/api/record-login';
import type { ActiveTab } from '@/components/layout/tabs';
import { TodayPanel } from '@/features/daily-leads/components/today-panel';
import { ImportReviewOffer } from '@/features/lead-imports/components/import-review-offer';
import { useVersionGate } from '@/features/version/use-version-gate';

// The gate's overlays (Radix's dialog, 13 KB) are fetched when a check starts, not with the tab
// (docs/performance.md "JavaScript per page"); offline they come from the service worker's copy.
// A fetch that fails shows no overlay rather than breaking the tab.
const loadOverlay = () => import('@/features/version/version-gate-overlay');
type Overlay = typeof import('@/features/version/version-gate-overlay').VersionGateOverlay;
const VersionGateOverlay = lazy(() =>
  loadOverlay().then(
    (module): { default: ComponentType<Parameters<Overlay>[0]> } => ({
      default: module.VersionGateOverlay,
    }),
    () => ({ default: () => null }),
  ),
);

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
  const { check } = gate;
  const beforeGenerate = useCallback(() => {
    loadOverlay().catch(() => undefined);
    return check();
  }, [check]);
  const overlay = (
    <VersionGateOverlay state={gate.state} onReloadNow={gate.reloadNow} onDismiss={gate.dismiss} />
  );
  return (
    <>
      <TodayPanel
        agent={agent}
        onViewChange={onViewChange}
        beforeGenerate={beforeGenerate}
        onBatchFinished={announceBadges}
        afterBatch={<ImportReviewOffer agentId={agent.id} />}
      />
      {gate.state !== 'idle' && <Suspense fallback={null}>{overlay}</Suspense>}
    </>
  );
}
