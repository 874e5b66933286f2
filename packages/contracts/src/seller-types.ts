/** The eight seller and lead types (docs/leads.md "Criteria"), with each form's tooltip text. */
export const SELLER_TYPES = [
  {
    value: 'out-of-state-absentee-owner',
    label: 'Absentee Out of State',
    description: 'The owner lives in another state than the property.',
  },
  {
    value: 'in-state-absentee-owner',
    label: 'Absentee In State',
    description: 'The owner lives elsewhere in the same state.',
  },
  {
    value: 'tired-landlord',
    label: 'Tired Landlord',
    description: 'An absentee owner who has held a rental for many years.',
  },
  {
    value: 'preforeclosure',
    label: 'Pre Foreclosure',
    description: 'A notice of default or lis pendens has been filed.',
  },
  {
    value: 'tax-default',
    label: 'Tax Default',
    description: 'Property taxes are past due.',
  },
  { value: 'vacant', label: 'Vacant', description: 'The property appears to be unoccupied.' },
  {
    value: 'high-equity',
    label: 'High Equity (typically 20% or more equity)',
    description: 'The owner holds 20% or more of the value as equity.',
  },
  {
    value: 'senior-owner',
    label: 'Senior Owner (age 65 or older)',
    description: 'The owner is 65 or older.',
  },
] as const;

export type SellerType = (typeof SELLER_TYPES)[number]['value'];
export const SELLER_TYPE_VALUES = SELLER_TYPES.map((t) => t.value) as [SellerType, ...SellerType[]];
