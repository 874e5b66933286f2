// The registration form's messages, option lists and defaults: plain data, no zod, so a page
// that shows them (the registration wizard) loads zod only when it validates.
// The schemas built from them live in registration.ts.
import { SELLER_TYPES } from './seller-types';
import { TARGET_AREA_MESSAGES } from './target-area-messages';

export const REGISTRATION_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phoneShort: 'Phone number must be at least 10 digits',
  phoneFormat: 'Please enter a valid phone number',
  passwordsDiffer: 'Passwords do not match',
  // The Criteria tab's own sentences (target-area-messages.ts).
  targetAreaRequired: TARGET_AREA_MESSAGES.required,
  targetAreaFormat: TARGET_AREA_MESSAGES.format,
  sellerTypeRequired: 'Seller type is required',
  terms: 'You must accept the terms and conditions',
  maxValue: 'Maximum value must be greater than minimum value',
} as const;

/** The registration form's options (docs/leads.md "Criteria"); the Criteria tab keeps its own. */
export const REGISTRATION_SELLER_TYPES = SELLER_TYPES.filter((t) => t.value !== 'senior-owner');
export const REGISTRATION_MIN_BEDROOMS = [
  { value: '1', label: '1' },
  { value: '2', label: '2+' },
  { value: '3', label: '3+' },
  { value: '4', label: '4+' },
] as const;
export const REGISTRATION_MIN_VALUES = [
  { value: '50000', label: '$50,000' },
  { value: '100000', label: '$100,000+' },
  { value: '250000', label: '$250,000+' },
  { value: '500000', label: '$500,000+' },
  { value: '1000000', label: '$1,000,000+' },
  { value: 'any', label: 'Any' },
] as const;
export const REGISTRATION_MAX_VALUES = [
  { value: '250000', label: '$250,000' },
  { value: '500000', label: '$500,000' },
  { value: '750000', label: '$750,000' },
  { value: '1000000', label: '$1,000,000' },
  { value: '3000000', label: '$3,000,000' },
  { value: 'any', label: 'Any' },
] as const;
export const REGISTRATION_DEFAULTS = {
  minValue: '50000',
  maxValue: '3000000',
  minBedrooms: '1',
  propertyType: 'Residential',
  subscriptionPlan: 'pro',
} as const;
