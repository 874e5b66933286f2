import { z } from 'zod';
import { ResetPassword, withResetShape } from './passwords';
import { Email } from './registration';
import { REGISTRATION_MESSAGES } from './registration-rules';
import { ReturnAddressParts, ReturnAddressPartsInput } from './return-address';
import { SubscriptionPlan, SubscriptionStatus } from './subscription';
import { isPlainText, plainTextError } from './text';

/** The agent as the API answers it (docs/accounts.md "Registration"): never a hash or a token. */
export const Agent = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subscriptionStatus: SubscriptionStatus,
  subscriptionPlan: SubscriptionPlan,
  /** When the trial ends (ISO instant) while `subscriptionStatus` is `trialing`, else null. */
  trialEndsAt: z.iso.datetime().nullable(),
  /** When Stripe bills next (the trial's end, or the paid week's), while it bills; else null. */
  nextBillingAt: z.iso.datetime().nullable(),
  /** The return address on one line, for display; `returnAddressParts` when it has its parts. */
  returnAddress: z.string().nullable(),
  /** Street, city, state and ZIP; null for an address saved as one free-text line, or none. */
  returnAddressParts: ReturnAddressParts.nullable(),
  brokerageName: z.string().nullable(),
  agentPhotoUrl: z.string().nullable(),
  brokeragePhotoUrl: z.string().nullable(),
});
export type Agent = z.infer<typeof Agent>;

export const AgentIdParams = z.object({ agentId: z.uuid('agentId must be an agent id') });

export const AuthenticateRequest = z.object({
  email: Email,
  password: z.string().min(1, 'Password is required').max(200),
});
export type AuthenticateRequest = z.infer<typeof AuthenticateRequest>;

export const ForgotPasswordRequest = z.object({ email: Email });
export const ForgotPasswordResponse = z.object({ message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponse>;

export const VerifyResetTokenRequest = z.object({ token: z.string().min(1).max(200) });
export const VerifyResetTokenResponse = z.object({ valid: z.literal(true) });
export type VerifyResetTokenResponse = z.infer<typeof VerifyResetTokenResponse>;

/** POST /api/confirm-email (public): the token of the link mailed at signup. */
export const ConfirmEmailRequest = z.object({ token: z.string().min(1).max(200) });
export const ConfirmEmailResponse = z.object({ confirmed: z.literal(true) });
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponse>;

export const ResetPasswordRequest = z.object({
  token: z.string().min(1).max(200),
  password: ResetPassword,
});

/** The reset form: the new password twice (docs/accounts.md "Passwords"). */
export const ResetPasswordForm = z
  .object({ password: ResetPassword, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: REGISTRATION_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });

export const CHANGE_PASSWORD_MESSAGES = {
  bothRequired: 'Please fill in both password fields',
  tooShort: 'New password must be at least 8 characters',
} as const;

/**
 * The profile's change-password form: 8 or more characters, no class rule
 * (docs/accounts.md "Passwords"); the form shows the reset's requirement list, because the server
 * holds the new password to it.
 */
export const ChangePasswordForm = z.object({
  currentPassword: z.string().min(1, CHANGE_PASSWORD_MESSAGES.bothRequired).max(200),
  newPassword: z
    .string()
    .min(1, CHANGE_PASSWORD_MESSAGES.bothRequired)
    .min(8, CHANGE_PASSWORD_MESSAGES.tooShort)
    .max(200, 'New password must be at most 200 characters'),
});
/** The server's change: the form's messages first, then the reset's stronger rule. */
export const ChangePasswordRequest = ChangePasswordForm.extend({
  agentId: z.uuid(),
  newPassword: withResetShape(ChangePasswordForm.shape.newPassword),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

const optionalImageUrl = (label: string) =>
  optionalText(500, label).refine((value) => value === null || /^https?:\/\/\S+$/i.test(value), {
    message: `${label} must be an http or https address`,
  });

/**
 * PUT /api/agents/{id}/mailer-settings: empty fields are stored as "not set". The return address
 * goes as `returnAddressParts` (street, city, state, ZIP); when they are given, `returnAddress` is
 * stored as their one-line form and any text sent in it is not used. `returnAddress` alone is the
 * older free-text line: kept for display, but a postcard service cannot mail with it.
 */
export const MailerSettingsRequest = z.object({
  returnAddress: optionalText(200, 'Return address'),
  returnAddressParts: ReturnAddressPartsInput,
  brokerageName: optionalText(120, 'Brokerage name').refine(
    (v) => v === null || isPlainText(v),
    plainTextError('Brokerage name'),
  ),
  agentPhotoUrl: optionalImageUrl('Agent photo URL'),
  brokeragePhotoUrl: optionalImageUrl('Brokerage photo URL'),
});
export type MailerSettingsRequest = z.input<typeof MailerSettingsRequest>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
