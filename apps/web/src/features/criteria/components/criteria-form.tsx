import { zodResolver } from '@hookform/resolvers/zod';
import type { Criteria, SaveCriteriaRequest } from '@porchlight/contracts';
import { type FieldErrors, useForm } from 'react-hook-form';
import { SellerTypeOptions } from '@/components/lead/seller-type-options';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useSaveCriteria } from '../api/save-criteria';
import {
  CriteriaFormSchema,
  type CriteriaFormValues,
  criteriaFormValues,
} from '../criteria-form-schema';
import { criteriaOptions } from '../criteria-options';

const LABELS = {
  targetArea: 'Target Area',
  minValue: 'Minimum Value',
  maxValue: 'Maximum Value',
  minBedrooms: 'Minimum Bedrooms',
  sellerType: 'Seller Type',
  propertyType: 'Property Type',
} as const;
const FIELD_NAMES = Object.keys(LABELS) as (keyof typeof LABELS)[];

function problemList(problems: string[]) {
  if (problems.length === 1) return problems[0];
  return (
    <ul className="list-disc pl-5">
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  );
}

/**
 * docs/screens.md "Criteria tab": the target area's problems under "Invalid Target Areas"; the
 * others (maximum not above minimum, no seller type) under "Invalid Criteria". One toast shows at a
 * time, so the area goes first; every field still shows its own message.
 */
function toastInvalidCriteria(errors: FieldErrors<CriteriaFormValues>): void {
  const areaProblem = errors.targetArea?.message;
  if (areaProblem) {
    toast({ title: 'Invalid Target Areas', description: areaProblem, variant: 'destructive' });
    return;
  }
  const problems = FIELD_NAMES.flatMap((name) => errors[name]?.message ?? []);
  toast({ title: 'Invalid Criteria', description: problemList(problems), variant: 'destructive' });
}

interface CriteriaFormProps {
  agentId: string;
  /** What the server holds; the form starts from it, or from the tab's defaults. */
  criteria: Criteria;
  onSaved?: () => void;
}

export function CriteriaForm({ agentId, criteria, onSaved }: CriteriaFormProps) {
  const saved = criteriaFormValues(criteria);
  const options = criteriaOptions(saved);
  const form = useForm<CriteriaFormValues, unknown, SaveCriteriaRequest>({
    resolver: zodResolver(CriteriaFormSchema),
    // The form follows what the server holds: a reload first shows the phone's kept copy, then the
    // server's answer (docs/offline.md). A field the agent has changed keeps the agent's value.
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const save = useSaveCriteria(agentId, onSaved);

  const submit = form.handleSubmit(
    (request) =>
      save.mutate(request, {
        onSuccess: (criteria) => {
          form.reset(criteriaFormValues(criteria));
          toast({
            title: 'Criteria Saved',
            description: 'Your next leads will match your new criteria.',
          });
        },
        onError: (error) => {
          setServerFieldErrors(form.setError, error, FIELD_NAMES);
          toast({
            title: 'Error',
            description: apiErrorMessage(error, 'Failed to update criteria'),
            variant: 'destructive',
          });
        },
      }),
    toastInvalidCriteria,
  );

  return (
    <Card>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormField
            label={LABELS.targetArea}
            hint="One area: a city and state (Miami, FL) or a 5-digit zip code"
            error={errors.targetArea?.message}
          >
            <Input autoComplete="off" maxLength={100} {...form.register('targetArea')} />
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField label={LABELS.minValue} error={errors.minValue?.message}>
              <Select options={options.minValue} {...form.register('minValue')} />
            </FormField>
            <FormField label={LABELS.maxValue} error={errors.maxValue?.message}>
              <Select options={options.maxValue} {...form.register('maxValue')} />
            </FormField>
          </div>
          <FormField label={LABELS.minBedrooms} error={errors.minBedrooms?.message}>
            <Select options={options.minBedrooms} {...form.register('minBedrooms')} />
          </FormField>
          <SellerTypeOptions
            legend={LABELS.sellerType}
            inputProps={form.register('sellerType')}
            error={errors.sellerType?.message}
          />
          <FormField label={LABELS.propertyType} error={errors.propertyType?.message}>
            <Select options={options.propertyType} {...form.register('propertyType')} />
          </FormField>
          <Button type="submit" size="lg" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Criteria'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
