import { zodResolver } from '@hookform/resolvers/zod';
import { RegistrationBasics, RegistrationCriteria } from '@porchlight/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { readRegistrationPrefill } from '../registration-draft';

type RegistrationPrefill = ReturnType<typeof readRegistrationPrefill>;

/** One form per step, each with its contract schema; they live as long as the wizard. */
export function useRegistrationForms(prefill: RegistrationPrefill) {
  const basics = useForm({
    resolver: zodResolver(RegistrationBasics),
    defaultValues: prefill.basics,
  });
  // Typed from the schema, not from the defaults: the terms box starts unticked (undefined).
  const criteria = useForm<z.input<typeof RegistrationCriteria>, unknown, RegistrationCriteria>({
    resolver: zodResolver(RegistrationCriteria),
    defaultValues: prefill.criteria,
  });
  return { basics, criteria };
}

export type RegistrationForms = ReturnType<typeof useRegistrationForms>;
