import { z } from 'zod';
import { RegistrationPassword } from './passwords';
import { REGISTRATION_MESSAGES, REGISTRATION_SELLER_TYPES } from './registration-rules';
import { SubscriptionPlan } from './subscription';
import { targetAreaProblem } from './target-area';
import { plainText } from './text';

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(REGISTRATION_MESSAGES.email).max(254, REGISTRATION_MESSAGES.email));

/**
 * One 5-digit zip or one "City, ST": what the lead engine reads (`readTargetArea`), refused in the
 * Criteria tab's own sentences (`targetAreaProblem`): "Zip codes must be exactly 5 digits", "Only
 * one target area is accepted…".
 */
export const TargetArea = plainText('Target area')
  .trim()
  .max(100, REGISTRATION_MESSAGES.targetAreaFormat)
  .superRefine((area, context) => {
    const problem = targetAreaProblem(area);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/**
 * A price or bedroom bound in a request: a whole JSON number, or "any" for no bound. Never coerced:
 * `true`, "  7 " or `[3]` is refused, not stored as 1, 7 or 3.
 */
const bound = (label: string) =>
  z.union(
    [z.literal('any'), z.number().int().min(0).max(100_000_000)],
    `${label} must be a whole number from 0 to 100,000,000, or "any"`,
  );
export const Bound = bound('A bound');
export type Bound = z.infer<typeof Bound>;

/** A bound as the wizard's selects hold it ("250000", "any"), read as the request's Bound. */
const boundChoice = (label: string) =>
  z
    .string()
    .regex(/^(any|\d{1,9})$/, `Choose a ${label.toLowerCase()} from the list`)
    .transform((choice): Bound => (choice === 'any' ? 'any' : Number(choice)))
    .pipe(bound(label));

export function maxAboveMin(min: Bound | undefined, max: Bound | undefined): boolean {
  if (min === undefined || max === undefined || min === 'any' || max === 'any') return true;
  return max > min;
}

const basicFields = {
  name: plainText('Name')
    .trim()
    .min(2, REGISTRATION_MESSAGES.name)
    .max(100, REGISTRATION_MESSAGES.name),
  email: Email,
  phone: plainText('Phone')
    .trim()
    .min(10, REGISTRATION_MESSAGES.phoneShort)
    .regex(/^\+?[1-9]\d{1,14}$/, REGISTRATION_MESSAGES.phoneFormat),
  password: RegistrationPassword,
};

/** Step 1 of the wizard. */
export const RegistrationBasics = z
  .object({ ...basicFields, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: REGISTRATION_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type RegistrationBasics = z.infer<typeof RegistrationBasics>;

const criteriaFields = {
  targetArea: TargetArea,
  minValue: bound('Minimum value'),
  maxValue: bound('Maximum value'),
  minBedrooms: bound('Minimum bedrooms'),
  sellerType: z
    .string({ message: REGISTRATION_MESSAGES.sellerTypeRequired })
    .min(1, REGISTRATION_MESSAGES.sellerTypeRequired)
    .refine((v) => REGISTRATION_SELLER_TYPES.some((t) => t.value === v), {
      message: REGISTRATION_MESSAGES.sellerTypeRequired,
    }),
  propertyType: z.literal('Residential').default('Residential'),
  termsAccepted: z.literal(true, { message: REGISTRATION_MESSAGES.terms }),
};

/** The wizard's bounds as its selects hold them; parsed, the request's numbers. */
const boundChoices = {
  minValue: boundChoice('Minimum value'),
  maxValue: boundChoice('Maximum value'),
  minBedrooms: boundChoice('Minimum bedrooms'),
};

/** Step 2 of the wizard. */
export const RegistrationCriteria = z
  .object({ ...criteriaFields, ...boundChoices })
  .refine((form) => maxAboveMin(form.minValue, form.maxValue), {
    message: REGISTRATION_MESSAGES.maxValue,
    path: ['maxValue'],
  });
export type RegistrationCriteria = z.infer<typeof RegistrationCriteria>;

/** POST /api/complete-signup (docs/accounts.md "Registration"), plus the terms acceptance. */
export const CompleteSignupRequest = z
  .object({
    ...basicFields,
    ...criteriaFields,
    subscriptionPlan: SubscriptionPlan.default('pro'),
    referralCode: plainText('Referral code').trim().max(64).nullish(),
  })
  .refine((form) => maxAboveMin(form.minValue, form.maxValue), {
    message: REGISTRATION_MESSAGES.maxValue,
    path: ['maxValue'],
  });
export type CompleteSignupRequest = z.input<typeof CompleteSignupRequest>;

/** POST /api/track-signup: the wizard's progress, step 4 meaning signup completed. */
export const TrackSignupRequest = z.object({
  email: plainText('Email').max(254).optional(),
  name: plainText('Name').max(100).optional(),
  phone: plainText('Phone').max(32).optional(),
  step: z.number().int().min(1).max(4),
});
export type TrackSignupRequest = z.infer<typeof TrackSignupRequest>;

/** POST /api/save-trial-email: the landing page's email capture. */
export const SaveTrialEmailRequest = z.object({ email: Email });

/**
 * POST /api/create-subscription-intent (docs/billing.md "Billing on"): the name, email, phone and
 * plan, and the rest of the form, so the server keeps the signup (its password only as a hash)
 * while the card is confirmed, even across a redirect to the card's bank.
 */
export const CreateSubscriptionIntentRequest = CompleteSignupRequest;
export type CreateSubscriptionIntentRequest = z.input<typeof CreateSubscriptionIntentRequest>;
export const CreateSubscriptionIntentResponse = z.object({ clientSecret: z.string() });
export type CreateSubscriptionIntentResponse = z.infer<typeof CreateSubscriptionIntentResponse>;

const { password: _password, ...registrationDataFields } = basicFields;

/** The form sent with the confirmed card: the signup's without its password. */
export const RegistrationData = z.object({
  ...registrationDataFields,
  ...criteriaFields,
  subscriptionPlan: SubscriptionPlan.default('pro'),
  referralCode: plainText('Referral code').trim().max(64).nullish(),
});
export type RegistrationData = z.input<typeof RegistrationData>;

/**
 * The form as the browser keeps it while the card is confirmed (pendingRegistrationData), its
 * bounds as the selects hold them; parsed, the RegistrationData to send.
 */
export const PendingRegistrationData = RegistrationData.extend(boundChoices);

/** The form as the server keeps it, its defaults filled in. */
export type RegistrationRecord = z.output<typeof RegistrationData>;

/** POST /api/complete-stripe-registration: the confirmed SetupIntent, and the form it was for. */
export const CompleteStripeRegistrationRequest = z.object({
  setupIntentId: plainText('setupIntentId')
    .trim()
    .regex(/^seti_[A-Za-z0-9_]{1,250}$/, 'setupIntentId must be a Stripe SetupIntent id (seti_…)'),
  registrationData: RegistrationData,
});
export type CompleteStripeRegistrationRequest = z.input<typeof CompleteStripeRegistrationRequest>;
