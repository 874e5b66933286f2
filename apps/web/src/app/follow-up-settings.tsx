import type { Agent } from '@porchlight/contracts';
import { LeadsReadySettings } from '@/features/notifications/components/leads-ready-settings';
import { OptOutLog } from '@/features/opt-outs/components/opt-out-log';
import { ScriptsEditor } from '@/features/scripts/components/scripts-editor';

/**
 * The Profile tab's working-day settings: the morning notification, both script editors and the
 * opt-out log.
 */
export function FollowUpSettings({ agent }: { agent: Agent }) {
  return (
    <>
      <LeadsReadySettings />
      <ScriptsEditor agentId={agent.id} sender={agent} kind="outbound" />
      <ScriptsEditor agentId={agent.id} sender={agent} kind="mailer" />
      <OptOutLog agentId={agent.id} />
    </>
  );
}
