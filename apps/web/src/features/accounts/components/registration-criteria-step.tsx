import {
  REGISTRATION_DEFAULTS,
  REGISTRATION_MAX_VALUES,
  REGISTRATION_MIN_BEDROOMS,
  REGISTRATION_MIN_VALUES,
} from '@porchlight/contracts';
import type { FormEvent } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { StepNav } from '@/components/ui/step-nav';
import type { CriteriaForm } from '../hooks/use-registration-forms';
import { CRITERIA_LABELS } from '../registration-fields';
import { SellerTypeField } from './seller-type-field';

const PROPERTY_TYPES = [{ value: REGISTRATION_DEFAULTS.propertyType, label: 'Residential' }];
const TERMS_NOTE_ID = 'registration-terms-note';

interface RegistrationCriteriaStepProps {
  form: CriteriaForm;
  onNext: (event: FormEvent<HTMLFormElement>) => void;
  onBack: () => void;
  /** Billing on: the card's SetupIntent is being asked for. */
  preparingCard?: boolean;
}

/** Step 2: the leads the agent wants, and the terms (Next waits for the box to be ticked). */
export function RegistrationCriteriaStep({
  form,
  onNext,
  onBack,
  preparingCard = false,
}: RegistrationCriteriaStepProps) {
  const { errors } = form;
  const termsAccepted = form.watch('termsAccepted');
  return (
    <form {...form.formProps} onSubmit={onNext} className="flex flex-col gap-4">
      <FormField
        label={CRITERIA_LABELS.targetArea}
        hint="A city and state (Miami, FL) or a 5-digit zip code"
        error={errors.targetArea}
      >
        <Input autoComplete="off" {...form.register('targetArea')} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={CRITERIA_LABELS.minValue} error={errors.minValue}>
          <Select options={REGISTRATION_MIN_VALUES} {...form.register('minValue')} />
        </FormField>
        <FormField label={CRITERIA_LABELS.maxValue} error={errors.maxValue}>
          <Select options={REGISTRATION_MAX_VALUES} {...form.register('maxValue')} />
        </FormField>
      </div>
      <FormField label={CRITERIA_LABELS.minBedrooms} error={errors.minBedrooms}>
        <Select options={REGISTRATION_MIN_BEDROOMS} {...form.register('minBedrooms')} />
      </FormField>
      <SellerTypeField
        label={CRITERIA_LABELS.sellerType}
        value={form.watch('sellerType')}
        error={errors.sellerType}
        {...form.register('sellerType')}
      />
      <FormField label={CRITERIA_LABELS.propertyType} error={errors.propertyType}>
        <Select options={PROPERTY_TYPES} {...form.register('propertyType')} />
      </FormField>
      <div className="flex flex-col">
        <FormField label="I accept the terms and conditions" inline error={errors.termsAccepted}>
          <Checkbox {...form.register('termsAccepted')} />
        </FormField>
        <a
          href="/terms-and-conditions"
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center self-start text-sm underline decoration-primary decoration-2 underline-offset-4"
        >
          Read the Terms and Conditions
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      {!termsAccepted && (
        <p id={TERMS_NOTE_ID} className="text-sm text-muted-foreground">
          Accept the terms and conditions to continue.
        </p>
      )}
      <StepNav
        onBack={onBack}
        submitLabel={preparingCard ? 'Preparing secure payment...' : 'Next'}
        submitDisabled={!termsAccepted || preparingCard}
        submitNoteId={termsAccepted ? undefined : TERMS_NOTE_ID}
      />
    </form>
  );
}
