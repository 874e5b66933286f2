import { OptOutLog } from '@/features/opt-outs/components/opt-out-log';
import { ScriptsEditor } from '@/features/scripts/components/scripts-editor';

/** The Profile tab's follow-up settings: both script editors and the opt-out log. */
export function FollowUpSettings({ agentId }: { agentId: string }) {
  return (
    <>
      <ScriptsEditor agentId={agentId} kind="outbound" />
      <ScriptsEditor agentId={agentId} kind="mailer" />
      <OptOutLog agentId={agentId} />
    </>
  );
}
