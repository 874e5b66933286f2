import type { Agent } from '@porchlight/contracts';
import type { ActiveTab } from '@/components/layout/tabs';
import { TodayPanel } from '@/features/daily-leads/components/today-panel';
import { useVersionGate } from '@/features/version/use-version-gate';
import { VersionGateOverlay } from '@/features/version/version-gate-overlay';

interface TodayTabProps {
  agent: Agent;
  onViewChange: (view: ActiveTab) => void;
  /** The version gate's page reload; a full page load by default. */
  reload?: () => void;
}

/** The Today tab: fresh leads are asked for only once the version gate lets them (account.md §4). */
export function TodayTab({ agent, onViewChange, reload }: TodayTabProps) {
  const gate = useVersionGate({ reload });
  return (
    <>
      <TodayPanel agent={agent} onViewChange={onViewChange} beforeGenerate={gate.check} />
      <VersionGateOverlay
        state={gate.state}
        onReloadNow={gate.reloadNow}
        onDismiss={gate.dismiss}
      />
    </>
  );
}
