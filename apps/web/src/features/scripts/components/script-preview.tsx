import type { ActivityType, ScriptSender } from '@porchlight/contracts';
import { previewText, SAMPLE_OWNER } from '../script-form';

interface ScriptPreviewProps {
  channel: ActivityType;
  subject: string | null | undefined;
  body: string;
  sender: ScriptSender;
}

/** The day's message with its placeholders filled for a sample owner, as the agent types. */
export function ScriptPreview({ channel, subject, body, sender }: ScriptPreviewProps) {
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-muted p-3 text-sm">
      <p className="font-semibold">
        Preview for {SAMPLE_OWNER.owner1} at {SAMPLE_OWNER.address}
      </p>
      {channel === 'email' && <p className="font-medium">{previewText(subject, sender)}</p>}
      <p className="line-clamp-4 whitespace-pre-line">{previewText(body, sender)}</p>
    </div>
  );
}
