import { ArrowLeft } from 'lucide-react';
import { Button } from './button';

interface StepNavProps {
  /** Absent on the first step. */
  onBack?: () => void;
  submitLabel: string;
  submitDisabled?: boolean;
  /** Why the submit button is disabled, when it is. */
  submitNoteId?: string;
}

/** Back and the step's submit button (Next, or the wizard's last action), at the foot of a step. */
export function StepNav({ onBack, submitLabel, submitDisabled, submitNoteId }: StepNavProps) {
  return (
    <div className="flex gap-3">
      {onBack && (
        <Button type="button" variant="outline" size="lg" onClick={onBack}>
          <ArrowLeft aria-hidden />
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
