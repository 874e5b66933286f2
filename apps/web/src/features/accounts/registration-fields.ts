/** The wizard's fields as the agent reads them: the labels on screen and in the step toasts. */
export const BASICS_LABELS = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  password: 'Password',
  confirmPassword: 'Confirm Password',
} as const;

export const CRITERIA_LABELS = {
  targetArea: 'Target Area',
  minValue: 'Minimum Value',
  maxValue: 'Maximum Value',
  minBedrooms: 'Minimum Bedrooms',
  sellerType: 'Seller Type',
  propertyType: 'Property Type',
  termsAccepted: 'Terms and Conditions',
} as const;

export const BASICS_FIELDS = Object.keys(BASICS_LABELS) as (keyof typeof BASICS_LABELS)[];
export const CRITERIA_FIELDS = Object.keys(CRITERIA_LABELS) as (keyof typeof CRITERIA_LABELS)[];
