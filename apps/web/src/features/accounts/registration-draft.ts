import {
  REGISTRATION_DEFAULTS,
  REGISTRATION_MAX_VALUES,
  REGISTRATION_MIN_BEDROOMS,
  REGISTRATION_MIN_VALUES,
  REGISTRATION_SELLER_TYPES,
  SUBSCRIPTION_PLANS,
  type SubscriptionPlan,
} from '@porchlight/contracts';
import { removeStorage, writeStorage } from '@/lib/storage';
import {
  draftReferralCode,
  draftText,
  PENDING_REGISTRATION_KEY,
  readStoredDraft,
} from './registration-contact-draft';

export { PENDING_REGISTRATION_KEY };

/**
 * pendingRegistrationData: the wizard's fields, never its passwords (docs/screens.md "Dashboard").
 * Reading strips every other key, so a password cannot slip into storage; a field that no longer
 * fits its list is dropped rather than the whole draft. Checked by hand, not with zod: the
 * registration page loads zod only once the agent starts filling the form.
 */
interface RegistrationDraft {
  name?: string;
  email?: string;
  phone?: string;
  targetArea?: string;
  minValue?: string;
  maxValue?: string;
  minBedrooms?: string;
  sellerType?: string;
  termsAccepted?: boolean;
  subscriptionPlan?: SubscriptionPlan;
  referralCode?: string | null;
}

const optionOf = (options: readonly { value: string }[]) => (value: unknown) =>
  typeof value === 'string' && options.some((option) => option.value === value) ? value : undefined;
const minValue = optionOf(REGISTRATION_MIN_VALUES);
const maxValue = optionOf(REGISTRATION_MAX_VALUES);
const minBedrooms = optionOf(REGISTRATION_MIN_BEDROOMS);
const sellerType = optionOf(REGISTRATION_SELLER_TYPES);

function isPlan(value: unknown): value is SubscriptionPlan {
  return SUBSCRIPTION_PLANS.some((plan) => plan === value);
}

/** The draft's own fields of `form`, each kept only when it fits; anything else is left out. */
function toDraft(form: unknown): RegistrationDraft {
  if (typeof form !== 'object' || form === null || Array.isArray(form)) return {};
  const fields = form as Record<string, unknown>;
  const draft: RegistrationDraft = {
    name: draftText(fields.name),
    email: draftText(fields.email),
    phone: draftText(fields.phone),
    targetArea: draftText(fields.targetArea),
    minValue: minValue(fields.minValue),
    maxValue: maxValue(fields.maxValue),
    minBedrooms: minBedrooms(fields.minBedrooms),
    sellerType: sellerType(fields.sellerType),
    termsAccepted: typeof fields.termsAccepted === 'boolean' ? fields.termsAccepted : undefined,
    subscriptionPlan: isPlan(fields.subscriptionPlan) ? fields.subscriptionPlan : undefined,
    referralCode: draftReferralCode(fields.referralCode),
  };
  for (const key of Object.keys(draft) as (keyof RegistrationDraft)[]) {
    if (draft[key] === undefined) delete draft[key];
  }
  return draft;
}

export function saveRegistrationDraft(form: Record<string, unknown>): void {
  writeStorage('localStorage', PENDING_REGISTRATION_KEY, JSON.stringify(toDraft(form)));
}

export function readRegistrationDraft(): RegistrationDraft {
  return toDraft(readStoredDraft());
}

export function clearRegistrationDraft(): void {
  removeStorage('localStorage', PENDING_REGISTRATION_KEY);
}

/**
 * Steps 2 and 3's starting values: the stored draft, then the defaults of
 * docs/screens.md "Registration wizard" (step 1's: readContactPrefill).
 */
export function readCriteriaPrefill() {
  const draft = readRegistrationDraft();
  return {
    subscriptionPlan: draft.subscriptionPlan ?? REGISTRATION_DEFAULTS.subscriptionPlan,
    criteria: {
      targetArea: draft.targetArea ?? '',
      minValue: draft.minValue ?? REGISTRATION_DEFAULTS.minValue,
      maxValue: draft.maxValue ?? REGISTRATION_DEFAULTS.maxValue,
      minBedrooms: draft.minBedrooms ?? REGISTRATION_DEFAULTS.minBedrooms,
      sellerType: draft.sellerType ?? '',
      propertyType: REGISTRATION_DEFAULTS.propertyType,
      termsAccepted: draft.termsAccepted === true,
    },
  };
}
