import { DNC_REASON_LABELS, type DncReason, dncMarkText } from '@porchlight/contracts';

/**
 * The phone may not be called: a short mark for the eye ("DNC", or with why its list said so,
 * "DNC · Litigator"), the words for a screen reader.
 */
export function DncMark({ reason }: { reason?: DncReason | undefined }) {
  return (
    <span className="shrink-0 rounded bg-destructive px-1.5 py-0.5 text-xs font-bold text-destructive-foreground">
      <span aria-hidden="true">{dncMarkText(reason)}</span>
      <span className="sr-only">
        {reason ? `Do not call: ${DNC_REASON_LABELS[reason]}` : 'Do not call'}
      </span>
    </span>
  );
}
