import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from '@porchlight/contracts';
import { parseJson } from '@/lib/parse-json';
import { readStorage } from '@/lib/storage';

// Step 1's share of the registration draft (registration-draft.ts): who the agent is and the
// referral code, read without the contracts' option lists that check the other fields, which the
// registration page loads only once the agent starts on step 1.

export const PENDING_REGISTRATION_KEY = 'pendingRegistrationData';

/** The stored draft's fields as they are, not yet checked; nothing when it is no object. */
export function readStoredDraft(): Record<string, unknown> {
  const stored = parseJson(readStorage('localStorage', PENDING_REGISTRATION_KEY) ?? '');
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
    ? (stored as Record<string, unknown>)
    : {};
}

/** A text field of the draft, kept only when it fits. */
export const draftText = (value: unknown, max = 254) =>
  typeof value === 'string' && value.length <= max ? value : undefined;

/** A referral code: null when the draft says there was none. */
export const draftReferralCode = (value: unknown) => (value === null ? null : draftText(value, 64));

/** The plan a landing pricing card chose (`?plan=premium`); null for none or one not sold. */
function linkedPlan(search: URLSearchParams): SubscriptionPlan | null {
  const asked = search.get('plan');
  return SUBSCRIPTION_PLANS.find((plan) => plan === asked) ?? null;
}

/**
 * Step 1's starting values: the stored draft, then the address (`?ref=CODE` from a referral
 * link; `?trial=true&email=…` from the landing page; `?plan=…` from a pricing card).
 */
export function readContactPrefill(search: URLSearchParams) {
  const draft = readStoredDraft();
  return {
    referralCode: search.get('ref')?.trim() || draftReferralCode(draft.referralCode) || null,
    linkedPlan: linkedPlan(search),
    basics: {
      name: draftText(draft.name) ?? '',
      email: search.get('email')?.trim() || draftText(draft.email) || '',
      phone: draftText(draft.phone) ?? '',
      password: '',
      confirmPassword: '',
    },
  };
}
