import {
  REGISTRATION_DEFAULTS,
  REGISTRATION_MAX_VALUES,
  REGISTRATION_MIN_BEDROOMS,
  REGISTRATION_MIN_VALUES,
  REGISTRATION_SELLER_TYPES,
  SubscriptionPlan,
} from '@porchlight/contracts';
import { z } from 'zod';
import { parseJson } from '@/lib/parse-json';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

export const PENDING_REGISTRATION_KEY = 'pendingRegistrationData';

const text = z.string().max(254).optional().catch(undefined);
const optionOf = (options: readonly { value: string }[]) =>
  z
    .string()
    .refine((value) => options.some((option) => option.value === value))
    .optional()
    .catch(undefined);

/**
 * pendingRegistrationData: the wizard's fields, never its passwords (DOMAIN.md "Identity and
 * access"). Parsing strips every other key, so a password cannot slip into storage; a field that
 * no longer fits its list is dropped rather than the whole draft.
 */
const RegistrationDraft = z.object({
  name: text,
  email: text,
  phone: text,
  targetArea: text,
  minValue: optionOf(REGISTRATION_MIN_VALUES),
  maxValue: optionOf(REGISTRATION_MAX_VALUES),
  minBedrooms: optionOf(REGISTRATION_MIN_BEDROOMS),
  sellerType: optionOf(REGISTRATION_SELLER_TYPES),
  termsAccepted: z.boolean().optional().catch(undefined),
  subscriptionPlan: SubscriptionPlan.optional().catch(undefined),
  referralCode: z.string().max(64).nullish().catch(undefined),
});
type RegistrationDraft = z.infer<typeof RegistrationDraft>;

export function saveRegistrationDraft(form: Record<string, unknown>): void {
  writeStorage(
    'localStorage',
    PENDING_REGISTRATION_KEY,
    JSON.stringify(RegistrationDraft.parse(form)),
  );
}

export function readRegistrationDraft(): RegistrationDraft {
  const parsed = RegistrationDraft.safeParse(
    parseJson(readStorage('localStorage', PENDING_REGISTRATION_KEY) ?? ''),
  );
  return parsed.success ? parsed.data : {};
}

export function clearRegistrationDraft(): void {
  removeStorage('localStorage', PENDING_REGISTRATION_KEY);
}

/**
 * The wizard's starting values: the stored draft, then the address (`?ref=CODE` from a referral
 * link; `?trial=true&email=…` from the landing page), then the defaults of account.md §5.
 */
export function readRegistrationPrefill(search: URLSearchParams) {
  const draft = readRegistrationDraft();
  return {
    referralCode: search.get('ref')?.trim() || draft.referralCode || null,
    subscriptionPlan: draft.subscriptionPlan ?? REGISTRATION_DEFAULTS.subscriptionPlan,
    basics: {
      name: draft.name ?? '',
      email: search.get('email')?.trim() || draft.email || '',
      phone: draft.phone ?? '',
      password: '',
      confirmPassword: '',
    },
    criteria: {
      targetArea: draft.targetArea ?? '',
      minValue: draft.minValue ?? REGISTRATION_DEFAULTS.minValue,
      maxValue: draft.maxValue ?? REGISTRATION_DEFAULTS.maxValue,
      minBedrooms: draft.minBedrooms ?? REGISTRATION_DEFAULTS.minBedrooms,
      sellerType: draft.sellerType ?? '',
      propertyType: REGISTRATION_DEFAULTS.propertyType,
      termsAccepted: draft.termsAccepted === true ? (true as const) : undefined,
    },
  };
}
