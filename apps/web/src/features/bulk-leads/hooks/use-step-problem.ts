import { useRef, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import type { SearchField, StepProblem } from '../bulk-search';

/**
 * A step's check: its refusal is a toast (its fixed title and text) and the field's message.
 * Both go once the agent edits or the step passes, so no stale refusal follows to the next step.
 */
export function useStepProblem() {
  const [problem, setProblem] = useState<StepProblem | null>(null);
  const shown = useRef<{ dismiss: () => void } | null>(null);

  function clear() {
    setProblem(null);
    shown.current?.dismiss();
    shown.current = null;
  }

  /** Shows what is wrong, if anything; answers whether the step may go on. */
  function passes(found: StepProblem | null): boolean {
    clear();
    if (!found) return true;
    setProblem(found);
    shown.current = toast({ title: found.title, description: found.text, variant: 'destructive' });
    return false;
  }

  return {
    problem,
    passes,
    clear,
    messageFor: (field: SearchField) => (problem?.field === field ? problem.text : undefined),
  };
}
