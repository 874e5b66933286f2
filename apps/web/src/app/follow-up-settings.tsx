import type { Agent } from '@porchlight/contracts';
import { OptOutLog } from '@/features/opt-outs/components/opt-out-log';
import { ScriptsEditor } from '@/features/scripts/components/scripts-editor';

/** The Profile tab's follow-up settings: both script editors and the opt-out log. */
export function FollowUpSettings({ agent }: { agent: Agent }) {
  return (
    <>
      <ScriptsEditor agentId={agent.id} sender={agent} kind="outbound" />
      <ScriptsEditor agentId={agent.id} sender={agent} kind="mailer" />
      <OptOutLog agentId={agent.id} />
    </>
  );
}
