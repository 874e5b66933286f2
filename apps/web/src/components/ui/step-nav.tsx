import { Button } from './button';
import { LineIcon } from './line-icon';

interface StepNavProps {
  /** Absent on the first step. */
  onBack?: () => void;
  submitLabel: string;
  submitDisabled?: boolean;
  /** Why the submit button is disabled, when it is. */
  submitNoteId?: string;
}

/** lucide's arrow-left (ISC licence), drawn here as step-indicator.tsx draws its check. */
function ArrowLeftIcon() {
  return <LineIcon path="m12 19-7-7 7-7M19 12H5" />;
}

/** Back and the step's submit button (Next, or the wizard's last action), at the foot of a step. */
export function StepNav({ onBack, submitLabel, submitDisabled, submitNoteId }: StepNavProps) {
  return (
    <div className="flex gap-3">
      {onBack && (
        <Button type="button" variant="outline" size="lg" onClick={onBack}>
          <ArrowLeftIcon />
          Back
        </Button>
      )}
      <Button
        type="submit"
        size="lg"
        className="flex-1"
        disabled={submitDisabled}
        aria-describedby={submitNoteId}
      >
        {submitLabel}
      </Button>
    </div>
  );
}
