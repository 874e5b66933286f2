import type { FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { StepNav } from '@/components/ui/step-nav';
import type { BasicsForm } from '../hooks/use-registration-forms';
import { BASICS_LABELS } from '../registration-fields';

interface RegistrationBasicsStepProps {
  form: BasicsForm;
  /** The form's first focus: the wizard's later steps start loading. */
  onStart: () => void;
  onNext: (event: FormEvent<HTMLFormElement>) => void;
}

/** Step 1: who the agent is, and a password. */
export function RegistrationBasicsStep({ form, onStart, onNext }: RegistrationBasicsStepProps) {
  const { errors } = form;
  return (
    <form
      {...form.formProps}
      onFocusCapture={() => {
        form.formProps.onFocusCapture();
        onStart();
      }}
      onSubmit={onNext}
      className="flex flex-col gap-4"
    >
      <FormField label={BASICS_LABELS.name} error={errors.name}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label={BASICS_LABELS.email} error={errors.email}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField
        label={BASICS_LABELS.phone}
        hint="Digits only, e.g. 3055550123"
        error={errors.phone}
      >
        <Input type="tel" autoComplete="tel" {...form.register('phone')} />
      </FormField>
      <FormField
        label={BASICS_LABELS.password}
        hint="8 or more characters, with an uppercase and a lowercase letter, a number and one of @$!%*?&"
        error={errors.password}
      >
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label={BASICS_LABELS.confirmPassword} error={errors.confirmPassword}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <StepNav submitLabel="Next" />
    </form>
  );
}
