import { REGISTRATION_SELLER_TYPES } from '@porchlight/contracts';
import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';

type SellerTypeFieldProps = Omit<ComponentProps<'select'>, 'value'> & {
  label: string;
  value: string;
  error?: string;
};

/** The seller type, with the chosen type's description under it in place of a hover tooltip. */
export function SellerTypeField({ label, value, error, ...selectProps }: SellerTypeFieldProps) {
  const chosen = REGISTRATION_SELLER_TYPES.find((type) => type.value === value);
  return (
    <FormField
      label={label}
      hint={chosen?.description ?? 'The kind of owner you want leads for.'}
      error={error}
    >
      <Select
        options={REGISTRATION_SELLER_TYPES}
        placeholder="Select a seller type"
        {...selectProps}
      />
    </FormField>
  );
}
