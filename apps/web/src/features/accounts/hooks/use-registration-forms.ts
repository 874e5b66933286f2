import { useLightForm } from '@/lib/form';
import type { readContactPrefill } from '../registration-contact-draft';
import type { readCriteriaPrefill } from '../registration-draft';

/**
 * One form per step, each with its contract schema; they live as long as the wizard (step 2's
 * from step 1's first focus on). The schemas (and zod) load once the agent starts filling a step,
 * not with the page.
 */
export function useBasicsForm(defaultValues: ReturnType<typeof readContactPrefill>['basics']) {
  return useLightForm({
    defaultValues,
    loadSchema: () => import('../account-schemas').then((m) => m.RegistrationBasics),
  });
}

/** The terms box starts unticked (false) unless the stored draft had it ticked. */
export function useCriteriaForm(defaultValues: ReturnType<typeof readCriteriaPrefill>['criteria']) {
  return useLightForm({
    defaultValues,
    loadSchema: () => import('../account-schemas').then((m) => m.RegistrationCriteria),
  });
}

export type BasicsForm = ReturnType<typeof useBasicsForm>;
export type CriteriaForm = ReturnType<typeof useCriteriaForm>;
